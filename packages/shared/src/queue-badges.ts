import { RENDER_TARGET_MS, waitingSince, type AdminQueueItem, type QueueAttention } from './renders.ts';

/** What the admin queue tells staff to do next (issue "Staff and owner screens that tell the truth"). */
export const QUEUE_ATTENTION_LABELS: Record<QueueAttention, string> = {
  'draft-ready': 'Draft ready',
  revision: 'Revision requested',
  'paid-waiting': 'Paid order waiting',
  'over-target': 'Over 1 h target',
};

const MINUTE_MS = 60_000;

function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** How long a request has waited against the 1-hour target: "42 min" within it, "1 h 20 min over" past it. */
export function waitingAgainstTarget(waitedMs: number): { label: string; over: boolean } {
  const waited = Math.max(0, waitedMs);
  if (waited <= RENDER_TARGET_MS) return { label: duration(Math.floor(waited / MINUTE_MS)), over: false };
  return { label: `${duration(Math.floor((waited - RENDER_TARGET_MS) / MINUTE_MS))} over`, over: true };
}

type BadgeFacts = Pick<AdminQueueItem, 'status' | 'draftReady' | 'revisionNote' | 'hasPaidOrder' | 'submittedAt' | 'revisionRequestedAt'>;

/** The reasons a request needs staff now, in the order the queue shows them; none once it is complete or deleted. */
export function queueAttention(item: BadgeFacts, now: number): QueueAttention[] {
  if (item.status !== 'pending') return [];
  const reasons: QueueAttention[] = [];
  if (item.draftReady) reasons.push('draft-ready');
  if (item.revisionNote) reasons.push('revision');
  if (item.hasPaidOrder) reasons.push('paid-waiting');
  if (waitingAgainstTarget(now - Date.parse(waitingSince(item))).over) reasons.push('over-target');
  return reasons;
}
