import type { WheelMatch } from './vision/line-match.ts';
import type { OutlineWheel } from './vision/wheels-in-outline.ts';

/** A wheel's change in size by the outlines counts only where the parts around it changed too (below this): an outline alone can mislead. */
const WHEEL_PART_CHANGED = 0.8;
/** A wheel's radius may change this much (log ratio; a redrawn tyre, a cut-out's ragged rim) before it reads as smaller or larger. */
const WHEEL_SIZE_SLACK = 0.12;
/** A wheel changed in size by this much (log ratio, a wheel at 78%) or more loses all its marks; one at 80% keeps a fifth of them. */
const WHEEL_SIZE_NONE = 0.25;
/** A wheel's best match at another size counts only at this correlation or better. */
const WHEEL_PEAK_MIN = 0.3;
/** A wheel's best match at another size counts from when it beats the match as it stood by the first of these (correlation), fully from the second. */
const WHEEL_GAIN = [0.05, 0.2];
/**
 * Where the parts around a wheel changed too (their agreement under WHEEL_AROUND_CHANGED) and the
 * match at the other size is a clear one (WHEEL_CLEAR_PEAK or better), the size counts from these
 * gains instead: two signs agree, so a smaller lead suffices. A restyled wheel in place leaves its
 * parts agreeing, or matches other sizes only faintly.
 */
const WHEEL_GAIN_CHANGED = [0.03, 0.12];
const WHEEL_AROUND_CHANGED = 0.85;
const WHEEL_CLEAR_PEAK = 0.4;

/** 0 up to the first bound, 1 from the second, straight between. */
const ramp = (value: number, [from, to]: number[]) => Math.max(0, Math.min(1, (value - from!) / (to! - from!)));

/**
 * A wheel's size in the draft (1 kept) from how its lines matched there at other sizes (`match`,
 * null where they could not be matched) and how well the parts `around` it kept the photo's
 * agreement (1 all): the size counts as far as its match is clearly better than the wheel as it
 * stood, more readily where the parts around changed too (see WHEEL_GAIN_CHANGED).
 */
export function matchedWheelSize(match: WheelMatch | null, around: number): number {
  if (!match || match.peak < WHEEL_PEAK_MIN || match.onRim) return 1;
  const seconded = around < WHEEL_AROUND_CHANGED && match.peak >= WHEEL_CLEAR_PEAK;
  return Math.exp(Math.log(match.scale) * ramp(match.gain, seconded ? WHEEL_GAIN_CHANGED : WHEEL_GAIN));
}

/**
 * Each wheel's size in the draft against the photo's, and the left one's against the right one's,
 * so one wheel shrunk shows even where the whole bike was drawn a little larger or smaller. Sizes
 * come from matching each wheel's lines (`matched`), and from the two outlines where the parts around that wheel
 * (`around`, left and right) changed too (an outline alone can mislead); the worst change counts,
 * and one past the slack is named.
 */
export function wheelAgreement(
  inPhoto: OutlineWheel[],
  inDraft: OutlineWheel[],
  matched: Array<number | null>,
  around: number[],
  reasons: string[],
): number {
  const names = ['left wheel', 'right wheel'];
  const changed = around.map((part) => part < WHEEL_PART_CHANGED);
  const outlineRatios = inPhoto.map((wheel, index) => {
    const drawn = inDraft[index];
    return wheel && drawn && changed[index] ? drawn.radius / wheel.radius : null;
  });
  // The measure that moved furthest from 1 speaks for each wheel.
  const ratios = matched.map((size, index) => {
    const outline = outlineRatios[index] ?? null;
    if (size === null || outline === null) return size ?? outline;
    return Math.abs(Math.log(outline)) > Math.abs(Math.log(size)) ? outline : size;
  });
  const changes: number[] = [];
  ratios.forEach((ratio, index) => {
    if (ratio === null) return;
    const change = Math.abs(Math.log(ratio));
    changes.push(change);
    if (change > WHEEL_SIZE_SLACK) reasons.push(`${names[index]} ${ratio < 1 ? 'smaller' : 'larger'}`);
  });
  const [left, right] = ratios;
  if (left && right) {
    const relative = Math.abs(Math.log(left / right));
    changes.push(relative);
    if (relative > WHEEL_SIZE_SLACK && !reasons.some((reason) => reason.includes('wheel')))
      reasons.push(`${left < right ? 'left' : 'right'} wheel smaller than the other`);
  }
  if (changes.length === 0) return 1;
  const worst = Math.max(...changes);
  return Math.max(0, Math.min(1, 1 - (worst - WHEEL_SIZE_SLACK) / (WHEEL_SIZE_NONE - WHEEL_SIZE_SLACK)));
}
