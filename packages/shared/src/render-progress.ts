import type { RenderProgress } from './render-progress-schemas.ts';

/** What a customer sees of a render in progress: never an unreviewed draft. */
export const RENDER_STAGES = ['received', 'draft-ready', 'in-review', 'complete'] as const;
export type RenderStage = (typeof RENDER_STAGES)[number];

/** Revisions a customer may ask for on one render at no charge. */
export const FREE_REVISIONS_PER_RENDER = 1;

/** The steps as the customer reads them: what the shop is doing, never a task for the customer. */
export const RENDER_STAGE_LABELS: Record<RenderStage, string> = {
  received: 'Photo received',
  'draft-ready': 'First sketch painted',
  'in-review': 'Artist finishing',
  complete: 'Ready',
};

/** What is happening at each step and what comes next, under the steps on the dashboard. */
export const RENDER_STAGE_DETAILS: Record<RenderStage, string> = {
  received: 'We have your photo. Our painter is making a first sketch, then an artist finishes it by hand.',
  'draft-ready': 'A first sketch of your bike is painted. An artist picks it up next and finishes it by hand: nothing for you to do.',
  'in-review': 'An artist is finishing your render by hand. We email you the moment it is ready to view.',
  complete: 'Your render is ready to view and buy.',
};

/** Stage of a render from its facts: completion wins, then staff review, then a finished draft. */
export function renderStage(facts: { status: string; reviewStarted: boolean; draftReady: boolean }): RenderStage {
  if (facts.status === 'complete') return 'complete';
  if (facts.reviewStarted) return 'in-review';
  if (facts.draftReady) return 'draft-ready';
  return 'received';
}

/** A render's facts as stored; dates are ISO strings, or null when the step has not happened. */
export type RenderProgressFacts = {
  status: string;
  reviewStartedAt: string | null;
  draftReadyAt: string | null;
  revisionNote: string | null;
  revisionRequestedAt: string | null;
  revisionsUsed: number;
};

/** The progress a render's facts add up to: the one computation the dashboard and the workbench share. */
export function renderProgress(facts: RenderProgressFacts): RenderProgress {
  return {
    stage: renderStage({ status: facts.status, reviewStarted: facts.reviewStartedAt !== null, draftReady: facts.draftReadyAt !== null }),
    revision:
      facts.revisionNote && facts.revisionRequestedAt
        ? { note: facts.revisionNote, requestedAt: facts.revisionRequestedAt, number: facts.revisionsUsed }
        : null,
    revisionsLeft: Math.max(0, FREE_REVISIONS_PER_RENDER - facts.revisionsUsed),
  };
}
