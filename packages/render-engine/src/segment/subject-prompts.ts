import type { Box } from '@store/shared/photo-check';
import { intersectionArea } from '../detect-motorcycle.ts';
import type { PromptPoint, SamPrompt } from './sam-model.ts';

/** Detector boxes sit tight and can clip a mirror or a tyre; the model is given a little more. */
const BOX_GROWTH = 0.03;
/** Another bike or person overlapping the subject's box by this share of their own box is asked to stay out. */
const EXCLUDE_OVERLAP = 0.05;

export type PixelBox = { x: number; y: number; width: number; height: number };

/** What the detector found that the cut-out is made of, and what must stay out. */
export type SubjectPrompts = {
  /** The chosen bike's box, grown a little. */
  bike: SamPrompt;
  /** One prompt per rider kept, by their own box: a rider reaching above the bike's box is not cut at it. */
  riders: SamPrompt[];
  /** Other bikes and people overlapping the subject, each segmented to be taken out where they are not the subject. */
  excluded: SamPrompt[];
};

/** Normalised box to pixels of a width x height image, grown by `share` on every side and kept inside the image. */
export function pixelBox(box: Box, width: number, height: number, share = 0): PixelBox {
  const left = Math.max(0, (box.x - box.width * share) * width);
  const top = Math.max(0, (box.y - box.height * share) * height);
  const right = Math.min(width, (box.x + box.width * (1 + share)) * width);
  const bottom = Math.min(height, (box.y + box.height * (1 + share)) * height);
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * The prompts for one subject: the bike by its box, each kept rider by theirs, and every other
 * bike or person whose box overlaps the subject's by their own box, to be segmented and taken out.
 */
export function subjectPrompts(
  scene: { bike: Box; riders: Box[]; others: Box[] },
  size: { width: number; height: number },
): SubjectPrompts {
  const subject = [scene.bike, ...scene.riders];
  return {
    bike: { box: pixelBox(scene.bike, size.width, size.height, BOX_GROWTH) },
    riders: scene.riders.map((rider) => ({ box: pixelBox(rider, size.width, size.height, BOX_GROWTH) })),
    excluded: scene.others
      .filter((other) => subject.some((part) => intersectionArea(other, part) >= other.width * other.height * EXCLUDE_OVERLAP))
      .map((other) => ({ box: pixelBox(other, size.width, size.height) })),
  };
}

/** Staff's clicks on top of a prompt: the same box, the clicks as include and exclude points. */
export function withClicks(prompt: SamPrompt, clicks: PromptPoint[], box?: PixelBox): SamPrompt {
  return { box: box ?? prompt.box, points: [...(prompt.points ?? []), ...clicks] };
}
