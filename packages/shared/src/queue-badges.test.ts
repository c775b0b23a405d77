import { describe, expect, it } from 'vitest';
import { queueAttention, waitingAgainstTarget } from './queue-badges.ts';

const MINUTE = 60_000;
const submitted = Date.parse('2026-11-26T01:00:00.000Z');
const pending = {
  status: 'pending' as const,
  draftReady: false,
  revisionNote: null,
  hasPaidOrder: false,
  submittedAt: new Date(submitted).toISOString(),
  revisionRequestedAt: null,
};

describe('waiting time against the 1-hour target', () => {
  it('counts whole minutes within the target', () => {
    expect(waitingAgainstTarget(0)).toEqual({ label: '0 min', over: false });
    expect(waitingAgainstTarget(42 * MINUTE + 59_000)).toEqual({ label: '42 min', over: false });
    expect(waitingAgainstTarget(60 * MINUTE)).toEqual({ label: '1 h', over: false });
  });

  it('counts the time past the target once over it', () => {
    expect(waitingAgainstTarget(60 * MINUTE + 1)).toEqual({ label: '0 min over', over: true });
    expect(waitingAgainstTarget(140 * MINUTE)).toEqual({ label: '1 h 20 min over', over: true });
    expect(waitingAgainstTarget(180 * MINUTE)).toEqual({ label: '2 h over', over: true });
  });
});

describe('what a queue row asks of staff', () => {
  it('names each reason a pending request needs a hand, in order', () => {
    expect(queueAttention(pending, submitted + 30 * MINUTE)).toEqual([]);
    expect(queueAttention({ ...pending, draftReady: true, revisionNote: 'Redder', hasPaidOrder: true }, submitted + 61 * MINUTE)).toEqual([
      'draft-ready',
      'revision',
      'paid-waiting',
      'over-target',
    ]);
  });

  it("times a revision from the customer's request, not the upload", () => {
    const revision = { ...pending, revisionNote: 'Redder', revisionRequestedAt: new Date(submitted + 120 * MINUTE).toISOString() };
    expect(queueAttention(revision, submitted + 150 * MINUTE)).toEqual(['revision']);
  });

  it('asks nothing of a complete or deleted request', () => {
    const late = submitted + 600 * MINUTE;
    expect(queueAttention({ ...pending, status: 'complete', hasPaidOrder: true }, late)).toEqual([]);
    expect(queueAttention({ ...pending, status: 'deleted', draftReady: true }, late)).toEqual([]);
  });
});
