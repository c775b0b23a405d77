import { SUBJECT_CLICKS_MAX, type SubjectClicks } from '@store/shared/subject';
import type { Point } from './lasso-fill.ts';

export type ClickPoint = SubjectClicks['points'][number];
export type ClickBox = NonNullable<SubjectClicks['box']>;

/**
 * What staff told the segmentation model: clicks on what belongs to the bike (include) or not
 * (exclude), oldest first, and the box they redrew around it; all in shares of the photo (0-1).
 * The editor keeps it beside the mask it answered, so undo takes back a click with its mask.
 */
export type ClickPrompt = { points: readonly ClickPoint[]; box: ClickBox | null };

export const NO_CLICKS: ClickPrompt = { points: [], box: null };

/** The mask and the prompt it answers (NO_CLICKS for the store's cut-out, a brushed one, or a reset). */
export type CutOutState = { mask: Uint8Array; clicks: ClickPrompt };

/** Whether a click includes: the Include/Exclude choice, turned round while Shift is held. */
export type ClickMode = 'include' | 'exclude';
export function includes(mode: ClickMode, shiftKey: boolean): boolean {
  return (mode === 'include') !== shiftKey;
}

/** A redrawn box narrower or lower than this share of the photo is taken for a slip, not a box. */
const MIN_BOX_SHARE = 0.02;

function share(value: number, size: number): number {
  return Math.min(1, Math.max(0, value / size));
}

export function hasClicks(prompt: ClickPrompt): boolean {
  return prompt.points.length > 0 || prompt.box !== null;
}

/** The prompt with one more click at a point in mask pixels; null when it already holds as many clicks as the model takes. */
export function withClick(prompt: ClickPrompt, at: Point, include: boolean, width: number, height: number): ClickPrompt | null {
  if (prompt.points.length >= SUBJECT_CLICKS_MAX) return null;
  return { ...prompt, points: [...prompt.points, { x: share(at.x, width), y: share(at.y, height), include }] };
}

/** The prompt with the box dragged between two corners (mask pixels), kept inside the photo; null for a box too small to mean one. */
export function withBox(prompt: ClickPrompt, from: Point, to: Point, width: number, height: number): ClickPrompt | null {
  const left = share(Math.min(from.x, to.x), width);
  const top = share(Math.min(from.y, to.y), height);
  const box = { x: left, y: top, width: share(Math.max(from.x, to.x), width) - left, height: share(Math.max(from.y, to.y), height) - top };
  if (box.width < MIN_BOX_SHARE || box.height < MIN_BOX_SHARE) return null;
  return { ...prompt, box };
}

/** The body the segment endpoint takes. */
export function clicksRequest(prompt: ClickPrompt): SubjectClicks {
  return { points: [...prompt.points], box: prompt.box };
}
