import { PHOTO_CHECK_LIMITS, type Box, type PhotoMeasurements } from './photo-check.ts';

/**
 * The customer's own pick (issue 29): when the photo check finds more than one motorcycle a
 * customer could mean, the upload page outlines them on the photo and the customer taps theirs.
 * A pick is the bike's index among the bikes the check found, in the detector's order (most
 * prominent first), which is also the order of the render subject's `bikes`: the first cut-out,
 * the style previews and the workbench all start from it.
 */

/** A bike the customer may pick: its index among the bikes found, and its box in shares of the upright photo. */
export type PickableBike = { index: number; box: Box };

/** The bike taken when the customer picks none: the most prominent, as the engine takes. */
export const DEFAULT_BIKE = 0;

export const BIKE_PICK_ERROR_CODE = 'NO_SUCH_BIKE';

export const BIKE_PICK_MESSAGES = {
  question: 'We found more than one motorcycle. Which one is yours?',
  hint: 'Tap your bike on the photo. We paint only that one.',
  /** Beside the bike chosen, for screen readers and as a caption. */
  picked: (label: string) => `${label} is yours: we paint this one.`,
  noSuchBike: 'There is no such bike in your photo. Pick one of the bikes outlined on it.',
  /** On the workbench, beside the bike the customer tapped. */
  customersPick: "Customer's pick",
} as const;

/** The name of the bike at `position` (0-based) among those offered: "Bike 1" is the most prominent. */
export function bikeLabel(position: number): string {
  return `Bike ${position + 1}`;
}

const area = (box: Box) => box.width * box.height;

/**
 * The bikes offered to pick from: the most prominent and every other bike large enough that the
 * customer could mean it (the same share as the staff note about several bikes); none when there
 * is only one such bike, or the check found no motorcycle to start from.
 */
export function pickableBikes(measurements: Pick<PhotoMeasurements, 'bike' | 'otherBikes'> | null | undefined): PickableBike[] {
  if (!measurements?.bike) return [];
  const main = measurements.bike.box;
  const others = measurements.otherBikes
    .map((box, position) => ({ index: position + 1, box }))
    .filter((other) => area(other.box) >= PHOTO_CHECK_LIMITS.minOtherBikeArea * area(main));
  return others.length === 0 ? [] : [{ index: DEFAULT_BIKE, box: main }, ...others];
}

/** Whether `bike` may be picked on this photo: the default always, any other only when it is offered. */
export function isPickableBike(measurements: Pick<PhotoMeasurements, 'bike' | 'otherBikes'> | null | undefined, bike: number): boolean {
  if (!Number.isInteger(bike)) return false;
  return bike === DEFAULT_BIKE || pickableBikes(measurements).some((offered) => offered.index === bike);
}

/** A pick as a form field carries it: a whole number, or null when the field is absent or empty; NaN when it is not a number. */
export function parseBikeField(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  return /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
}

function overlapShare(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (area(a) + area(b) - shared);
}

/**
 * Which of `boxes` is the picked bike: the one that overlaps its box most (intersection over
 * union). The same photo found again at another size (the small copy the previews are sketched
 * from) may list its bikes in another order; their boxes stay put. -1 when none overlaps.
 */
export function closestBike(boxes: readonly Box[], picked: Box): number {
  let best = -1;
  let bestShare = 0;
  boxes.forEach((box, index) => {
    const share = overlapShare(box, picked);
    if (share > bestShare) {
      best = index;
      bestShare = share;
    }
  });
  return best;
}
