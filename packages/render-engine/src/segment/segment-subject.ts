import type { OpenCv } from '../vision/opencv.ts';
import { cleanMask } from '../vision/clean-mask.ts';
import { joinMasks, touches } from './join-masks.ts';
import type { DecodedMask, ImageEmbedding, PromptPoint, SamModel } from './sam-model.ts';
import type { PixelBox, SubjectPrompts } from './subject-prompts.ts';

/** A rider's mask joins the bike's only when it comes this close to it, in analysis pixels. */
const RIDER_REACH = 3;

/** Staff's corrections: clicks (in analysis pixels) and, when they redrew it, the subject's box. */
export type SubjectClicks = { points: PromptPoint[]; box?: PixelBox };

export type SegmentedMask = { data: Uint8Array; width: number; height: number; score: number };

/**
 * The subject cut out by a SAM-family model from the photo's embedding: the bike by its box,
 * each rider by theirs (joined where they touch the bike), minus other bikes and people where the
 * model is surer of them. Staff's clicks go to the prompt whose box holds them; a redrawn box
 * replaces the bike's and its riders'. The result is tidied and feathered like GrabCut's was.
 */
export async function segmentSubject(
  cv: OpenCv,
  model: SamModel,
  embedding: ImageEmbedding,
  prompts: SubjectPrompts,
  clicks: SubjectClicks = { points: [] },
): Promise<SegmentedMask> {
  const { width, height } = embedding;
  const subjectPrompts = clicks.box ? [{ box: clicks.box }] : [prompts.bike, ...prompts.riders];
  const routed = routeClicks(
    subjectPrompts.map((prompt) => prompt.box!),
    clicks.points,
  );
  const parts = [];
  for (const [index, prompt] of subjectPrompts.entries()) parts.push(await decodeGrowing(model, embedding, prompt.box!, routed[index]!));
  const excluded = [];
  for (const prompt of prompts.excluded) excluded.push(await model.decode(embedding, prompt));
  const [bike, ...riders] = parts;
  const bikeOnly = joinMasks([bike!.logits], [], width * height);
  const joinedRiders = riders.filter((rider) => touches(rider.logits, bikeOnly, width, height, RIDER_REACH));
  const binary = joinMasks(
    [bike!.logits, ...joinedRiders.map((rider) => rider.logits)],
    excluded.map((other) => other.logits),
    width * height,
  );
  return { data: cleanMask(cv, binary, width, height), width, height, score: bike!.score };
}

/**
 * A box side the mask runs along for this share of its length cut the object: the box grows there.
 * Not upwards: above a bike are walls, jackets on hooks and the sky, which a taller box took in on
 * the real photos; a rider above the bike has a box of their own.
 */
const CUT_SHARE = 0.12;
/**
 * A bike stands on its tyres at the bottom of its box, where the mask is only two narrow contact
 * patches: a box stopping above a tyre shows as a short run there (a fork leg, a strip of tyre), so
 * the bottom grows on much less.
 */
const GROUND_CUT_SHARE = 0.03;
/** How far a cutting side moves out, as a share of the box's size along that axis. */
const GROWTH_STEP = 0.2;
const MAX_GROWTH_STEPS = 2;

/**
 * The part by its box; where the mask runs along a side of the box (a wheel below a short box, a
 * rider's shoulders above a bike's), the box cut the object, so it grows there and the model is asked again.
 */
async function decodeGrowing(model: SamModel, embedding: ImageEmbedding, start: PixelBox, points: PromptPoint[]): Promise<DecodedMask> {
  let box = start;
  let decoded = await model.decode(embedding, { box, points });
  for (let step = 0; step < MAX_GROWTH_STEPS; step += 1) {
    const grown = grownWhereCut(box, decoded.logits, embedding.width, embedding.height);
    if (!grown) break;
    box = grown;
    decoded = await model.decode(embedding, { box, points });
  }
  return decoded;
}

/** The box grown on each side the mask runs along (not a side at the photo's edge), or null when no side cuts it. */
export function grownWhereCut(box: PixelBox, logits: Float32Array, width: number, height: number): PixelBox | null {
  const left = Math.round(box.x);
  const top = Math.round(box.y);
  const right = Math.min(width - 1, Math.round(box.x + box.width) - 1);
  const bottom = Math.min(height - 1, Math.round(box.y + box.height) - 1);
  const rowShare = (y: number) => share(right - left + 1, (i) => logits[y * width + left + i]! > 0);
  const columnShare = (x: number) => share(bottom - top + 1, (i) => logits[(top + i) * width + x]! > 0);
  const cut = {
    left: left > 0 && columnShare(left) >= CUT_SHARE,
    right: right < width - 1 && columnShare(right) >= CUT_SHARE,
    bottom: bottom < height - 1 && rowShare(bottom) >= GROUND_CUT_SHARE,
  };
  if (!cut.left && !cut.right && !cut.bottom) return null;
  const newLeft = cut.left ? Math.max(0, box.x - box.width * GROWTH_STEP) : box.x;
  const newTop = box.y;
  const newRight = cut.right ? Math.min(width, box.x + box.width * (1 + GROWTH_STEP)) : box.x + box.width;
  const newBottom = cut.bottom ? Math.min(height, box.y + box.height * (1 + GROWTH_STEP)) : box.y + box.height;
  return { x: newLeft, y: newTop, width: newRight - newLeft, height: newBottom - newTop };
}

function share(length: number, on: (index: number) => boolean): number {
  let count = 0;
  for (let index = 0; index < length; index += 1) if (on(index)) count += 1;
  return length > 0 ? count / length : 0;
}

/**
 * Each click goes to every part whose box holds it; an include click outside them all goes to the
 * bike (the first part), whose box the model then reads as a hint, not a fence.
 */
export function routeClicks(boxes: readonly PixelBox[], points: readonly PromptPoint[]): PromptPoint[][] {
  const routed = boxes.map((): PromptPoint[] => []);
  for (const point of points) {
    const holders = boxes.flatMap((box, index) => (inside(box, point) ? [index] : []));
    if (holders.length > 0) for (const index of holders) routed[index]!.push(point);
    else if (point.include) routed[0]!.push(point);
  }
  return routed;
}

function inside(box: PixelBox, point: PromptPoint): boolean {
  return point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;
}
