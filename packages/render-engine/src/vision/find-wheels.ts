import type { RgbImage } from '../detect-motorcycle.ts';
import type { PixelRect } from './grab-cut.ts';
import type { OpenCv } from './opencv.ts';

/**
 * A wheel's outline in pixels: `radius` reaches the tyre's outer edge, `rim` the circle Hough found
 * (often the rim; the same as `radius` for a guess). `found` is false when it is only the box's
 * geometric guess.
 */
export type Wheel = { x: number; y: number; radius: number; rim: number; found: boolean };

/**
 * In a side view a wheel's diameter is 25-31% of the bike's length (measured on every fixture and
 * the demo photo, cruiser to sport bike, and on the real photo's three-quarter view).
 */
const RADIUS_SHARE = { min: 0.1, guess: 0.14, max: 0.19 };

/** Hough often finds the rim rather than the tyre's outer edge: the tyre reaches up to this many times further. */
const TYRE_SHARE = 1.3;
/** The thickest tyres seen (a scrambler's knobblies) reach 1.55 times the rim's radius. */
const TYRE_SHARE_MAX = 1.6;
/** A step in mean brightness, in grey levels, that counts as the tyre's outer edge. */
const MIN_EDGE_STEP = 8;

/**
 * The bike's two wheels, rear and front in either order: one near each end of the box, in its
 * lower part. Each is the strongest circle found by a Hough transform on that end of the box, or
 * where the box's geometry says it should be (touching the box's bottom and side) when no circle
 * fits there.
 */
export function findWheels(cv: OpenCv, image: RgbImage, box: PixelRect): Wheel[] {
  const rgb = new cv.Mat(image.height, image.width, cv.CV_8UC3);
  const grey = new cv.Mat();
  try {
    rgb.data.set(image.data);
    cv.cvtColor(rgb, grey, cv.COLOR_RGB2GRAY);
    cv.GaussianBlur(grey, grey, new cv.Size(0, 0), 1.5, 1.5, cv.BORDER_REPLICATE);
    return (['left', 'right'] as const).map((end) => wheelAt(cv, grey, box, end));
  } finally {
    rgb.delete();
    grey.delete();
  }
}

function wheelAt(cv: OpenCv, grey: InstanceType<OpenCv['Mat']>, box: PixelRect, end: 'left' | 'right'): Wheel {
  const guessRadius = box.width * RADIUS_SHARE.guess;
  const guess: Wheel = {
    x: end === 'left' ? box.x + guessRadius : box.x + box.width - guessRadius,
    y: box.y + box.height - guessRadius,
    radius: guessRadius,
    rim: guessRadius,
    found: false,
  };
  const maxRadius = Math.round(box.width * RADIUS_SHARE.max);
  const minRadius = Math.round(box.width * RADIUS_SHARE.min);
  // The end of the box and a little beyond it (detector boxes can clip a tyre), lower part only.
  const regionWidth = Math.round(box.width * 0.45);
  const left = Math.max(0, end === 'left' ? Math.round(box.x - box.width * 0.05) : box.x + box.width - regionWidth);
  const right = Math.min(grey.cols, end === 'left' ? box.x + regionWidth : Math.round(box.x + box.width * 1.05));
  const top = Math.max(0, Math.round(box.y + box.height * 0.25));
  const bottom = Math.min(grey.rows, Math.round(box.y + box.height * 1.05));
  if (right - left < 2 * minRadius || bottom - top < 2 * minRadius) return guess;
  const region = grey.roi(new cv.Rect(left, top, right - left, bottom - top));
  const circles = new cv.Mat();
  try {
    // Canny's upper threshold 100, at least 30 votes; circles at least a small wheel's radius apart.
    cv.HoughCircles(region, circles, cv.HOUGH_GRADIENT, 1, minRadius, 100, 30, minRadius, maxRadius);
    const data: Float32Array = circles.data32F;
    const candidates: Wheel[] = [];
    for (let index = 0; index < circles.cols; index += 1) {
      const [x = 0, y = 0, radius = 0] = data.subarray(index * 3, index * 3 + 3);
      candidates.push({ x: x + left, y: y + top, radius, rim: radius, found: true });
    }
    const boxBottom = box.y + box.height;
    // A wheel sits at its end of the box: it may poke out of a tight box a little, never by much,
    // and its outer side lies within 15% of the box's length from the box's side.
    const atEnd = (wheel: Wheel) => {
      const overhang = end === 'left' ? box.x - (wheel.x - wheel.radius) : wheel.x + wheel.radius - (box.x + box.width);
      return overhang <= box.width * 0.05 && overhang >= -box.width * 0.15;
    };
    // It stands on the ground: its tyre (the circle found, or up to TYRE_SHARE times it if that is the rim) reaches the box's bottom.
    const onGround = (wheel: Wheel) =>
      wheel.y + wheel.radius * TYRE_SHARE >= boxBottom - box.height * 0.12 && wheel.y + wheel.radius <= boxBottom + box.height * 0.1;
    // Hough lists circles by votes, most first.
    const wheel = candidates.find((candidate) => atEnd(candidate) && onGround(candidate));
    if (!wheel) return guess;
    // The tyre ends before the box does, give or take a loose box.
    const reach = Math.min(end === 'left' ? wheel.x - box.x : box.x + box.width - wheel.x, boxBottom - wheel.y);
    return { ...wheel, radius: tyreEdge(grey, wheel, Math.max(wheel.radius, Math.min(wheel.radius * TYRE_SHARE_MAX, reach * 1.05))) };
  } finally {
    region.delete();
    circles.delete();
  }
}

/**
 * The tyre's outer radius around a circle Hough found (often the rim): the radius up to `limit`
 * where the mean brightness along the wheel's sides and bottom rises the most, dark rubber giving
 * way to the floor or wall. The top is left out: fenders sit there. The circle's own radius when
 * no clear edge lies beyond it.
 */
function tyreEdge(grey: InstanceType<OpenCv['Mat']>, wheel: Wheel, limit: number): number {
  const data: Uint8Array = grey.data;
  const ringMean = (radius: number): number => {
    let total = 0;
    let count = 0;
    for (let degrees = -40; degrees <= 220; degrees += 2) {
      const angle = (degrees * Math.PI) / 180;
      const x = Math.round(wheel.x + radius * Math.cos(angle));
      const y = Math.round(wheel.y + radius * Math.sin(angle));
      if (x < 0 || y < 0 || x >= grey.cols || y >= grey.rows) continue;
      total += data[y * grey.cols + x] ?? 0;
      count += 1;
    }
    return count === 0 ? 0 : total / count;
  };
  // The edge lies beyond the darkest ring (the rubber), not at the bright rim inside it.
  let darkest = Math.round(wheel.radius);
  for (let radius = darkest; radius <= limit; radius += 1) if (ringMean(radius) < ringMean(darkest)) darkest = radius;
  let best = wheel.radius;
  let bestStep = MIN_EDGE_STEP;
  for (let radius = darkest; radius <= limit; radius += 1) {
    const step = ringMean(radius + 2) - ringMean(radius - 2);
    if (step > bestStep) [best, bestStep] = [radius, step];
  }
  return best;
}
