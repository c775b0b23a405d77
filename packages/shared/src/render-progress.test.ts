import { describe, expect, it } from 'vitest';
import { renderProgress, type RenderProgressFacts } from './render-progress.ts';

const received: RenderProgressFacts = {
  status: 'pending',
  reviewStartedAt: null,
  draftReadyAt: null,
  revisionNote: null,
  revisionRequestedAt: null,
  revisionsUsed: 0,
};

describe('render progress', () => {
  it('moves from received to draft ready to in review to complete, completion winning', () => {
    const stages = [
      received,
      { ...received, draftReadyAt: '2026-11-20T10:00:00Z' },
      { ...received, draftReadyAt: '2026-11-20T10:00:00Z', reviewStartedAt: '2026-11-20T10:05:00Z' },
      { ...received, reviewStartedAt: '2026-11-20T10:05:00Z', status: 'complete' },
    ].map((facts) => renderProgress(facts).stage);
    expect(stages).toEqual(['received', 'draft-ready', 'in-review', 'complete']);
  });

  it('names the revision under way and counts the free revisions left', () => {
    const revising = renderProgress({
      ...received,
      revisionNote: 'Make the tank red',
      revisionRequestedAt: '2026-11-21T09:00:00Z',
      revisionsUsed: 1,
    });
    expect(revising.revision).toEqual({ note: 'Make the tank red', requestedAt: '2026-11-21T09:00:00Z', number: 1 });
    expect(revising.revisionsLeft).toBe(0);
    expect(renderProgress({ ...received, revisionsUsed: 3 }).revisionsLeft).toBe(0);
    expect(renderProgress(received)).toMatchObject({ revision: null, revisionsLeft: 1 });
  });
});
