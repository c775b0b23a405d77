import type { SubjectMask } from '../isolate-subject.ts';

type Rect = { x: number; y: number; width: number; height: number };
export type FrontEnd = { region: Rect; facing: 'left' | 'right' | 'toward' };

/** A bike box at least this much wider than tall is a side or three-quarter view, one wheel at each end. */
const SIDE_VIEW_ASPECT = 1.1;
/** The share of the box's length at each end that stands over a wheel. */
const END_SHARE = 0.3;
/** The front end's size as shares of the box: the bars, the head and the top of the fork. */
const FRONT_WIDTH = 0.3;
const FRONT_HEIGHT = 0.4;
/** End-on, the bars span most of the box's width across its top. */
const END_ON_WIDTH = 0.7;
const END_ON_HEIGHT = 0.35;

/**
 * The bike's front end (bars, head, top of the fork) in its cut-out, found from the outline alone.
 * From the side the front is the end whose outline rises highest inside the bike's box over its
 * wheel (the bars and mirrors stand above the seat and tail); the front end is the box's upper part
 * around that peak. A box taller than wide is an end-on view: the top of the bike across the middle
 * of the box. Null when the cut-out has nothing inside the box.
 */
export function frontEndInCutOut(mask: SubjectMask, box: Rect): FrontEnd | null {
  const left = Math.max(0, Math.round(box.x));
  const right = Math.min(mask.width, Math.round(box.x + box.width));
  const top = Math.max(0, Math.round(box.y));
  const bottom = Math.min(mask.height, Math.round(box.y + box.height));
  const topOf = (from: number, to: number) => {
    for (let y = top; y < bottom; y += 1) for (let x = from; x < to; x += 1) if (mask.data[y * mask.width + x]! > 127) return { x, y };
    return null;
  };
  const width = right - left;
  const height = bottom - top;
  if (width <= 0 || height <= 0) return null;
  if (width < height * SIDE_VIEW_ASPECT) {
    const regionWidth = Math.round(width * END_ON_WIDTH);
    const regionLeft = left + Math.round((width - regionWidth) / 2);
    const peak = topOf(regionLeft, regionLeft + regionWidth);
    if (!peak) return null;
    return {
      facing: 'toward',
      region: clamp({ x: regionLeft, y: peak.y, width: regionWidth, height: Math.round(height * END_ON_HEIGHT) }, mask),
    };
  }
  const endWidth = Math.round(width * END_SHARE);
  const leftPeak = topOf(left, left + endWidth);
  const rightPeak = topOf(right - endWidth, right);
  if (!leftPeak && !rightPeak) return null;
  const facing = !rightPeak || (leftPeak && leftPeak.y < rightPeak.y) ? 'left' : 'right';
  const peak = (facing === 'left' ? leftPeak : rightPeak)!;
  const regionWidth = Math.round(width * FRONT_WIDTH);
  const x = Math.min(right - regionWidth, Math.max(left, peak.x - Math.round(regionWidth / 2)));
  return { facing, region: clamp({ x, y: peak.y, width: regionWidth, height: Math.round(height * FRONT_HEIGHT) }, mask) };
}

function clamp(rect: Rect, mask: SubjectMask): Rect {
  const x = Math.max(0, rect.x);
  const y = Math.max(0, rect.y);
  return { x, y, width: Math.min(mask.width - x, rect.width), height: Math.min(mask.height - y, rect.height) };
}
