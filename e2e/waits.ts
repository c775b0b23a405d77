/**
 * How long a journey waits for the store's work before it calls it stuck. These are limits for
 * stuck work, not speed targets (those are benchmarks, docs/performance.md): the journeys share two
 * cores with the unit and API lanes, and on a busy machine of this kind the whole run takes two to
 * three times as long as on a quiet one, the store's image work most of all.
 */
export const WAIT = {
  /** A store starting: its migrations, its demo data and its first answer to /api/health. */
  storeStart: 180_000,
  /** A request that decodes or checks a photo: an upload's submit, the photo check, a click on the cut-out. */
  photoRequest: 60_000,
  /**
   * One job of a store's image workers, queued behind what the journeys before it on the same store
   * asked for: a draft, a set of style previews, a version's print files and crops, a cut-out.
   */
  imageJob: 300_000,
} as const;

/** A journey's own limit, by the image jobs it waits for one after another, beside its clicks. */
export function journeyLimit(imageJobs: number): number {
  return 180_000 + imageJobs * WAIT.imageJob;
}
