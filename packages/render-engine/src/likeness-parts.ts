import type { Box } from '@store/shared/photo-check';
import type { RgbImage } from './detect-motorcycle.ts';
import type { OpenCv } from './vision/opencv.ts';
import type { Bounds } from './vision/cut-out-like.ts';
import type { PixelRect } from './vision/grab-cut.ts';

/**
 * The likeness guard's measures of a draft against its photo (likeness.ts): how much of the
 * silhouette, the lines and the colour survive, over the whole bike and part by part on a grid
 * laid over its box.
 */

export type Size = { width: number; height: number };

/** An edge in the draft this close (in compared pixels) to one in the photo counts as the same line. */
const LINE_TOLERANCE = 4;
/**
 * A good draft redraws the photo's lines but not every texture edge: on the real photos the
 * built-in painter's drafts keep 30-45% of them (F1). This share is full marks.
 */
const LINES_FULL_MARKS = 0.3;
/** The bike's box is cut into GRID x GRID parts; each is compared on its own, so a moved part cannot hide in a good whole. */
export const GRID = 4;
/** The grid covers the box grown by this share of its size on each side: a part moved out of the box still lands in a part. */
const GRID_MARGIN = 0.08;
/** A part holding less than this share of the subject (its pixels, or its lines) says little and is not judged alone. */
export const PART_MIN_SHARE = 0.03;

export function thresholded(mask: Buffer): Buffer {
  return Buffer.from(mask.map((value) => (value >= 128 ? 255 : 0)));
}

/** Intersection over union of two 0/255 masks. */
export function overlap(a: Buffer, b: Buffer): number {
  let intersection = 0;
  let union = 0;
  for (let index = 0; index < a.length; index += 1) {
    const inA = a[index] === 255;
    const inB = b[index] === 255;
    if (inA && inB) intersection += 1;
    if (inA || inB) union += 1;
  }
  return union === 0 ? 1 : intersection / union;
}

/** The box grown by GRID_MARGIN, within the image. */
export function gridBounds(box: PixelRect, size: Size): Bounds {
  const marginX = box.width * GRID_MARGIN;
  const marginY = box.height * GRID_MARGIN;
  return {
    left: Math.max(0, Math.floor(box.x - marginX)),
    top: Math.max(0, Math.floor(box.y - marginY)),
    right: Math.min(size.width - 1, Math.ceil(box.x + box.width + marginX)),
    bottom: Math.min(size.height - 1, Math.ceil(box.y + box.height + marginY)),
  };
}

/** The grid cell of a pixel inside the bounds. */
export function cellOf(x: number, y: number, bounds: Bounds): number {
  const row = Math.min(GRID - 1, Math.floor(((y - bounds.top) / (bounds.bottom - bounds.top + 1)) * GRID));
  const column = Math.min(GRID - 1, Math.floor(((x - bounds.left) / (bounds.right - bounds.left + 1)) * GRID));
  return row * GRID + column;
}

/**
 * The two silhouettes' overlap part by part: each cell's intersection over union, or null for a cell
 * that holds little of either silhouette. A part moved or resized (bars, a wheel) empties its cell of
 * one silhouette and fills a neighbour with it.
 */
export function partOverlaps(photo: Buffer, draft: Buffer, size: Size, bounds: Bounds): Array<number | null> {
  const counts = Array.from({ length: GRID * GRID }, () => ({ photo: 0, draft: 0, both: 0 }));
  let total = 0;
  for (let y = bounds.top; y <= bounds.bottom; y += 1)
    for (let x = bounds.left; x <= bounds.right; x += 1) {
      const index = y * size.width + x;
      const inPhoto = photo[index] === 255;
      const inDraft = draft[index] === 255;
      if (!inPhoto && !inDraft) continue;
      const cell = counts[cellOf(x, y, bounds)]!;
      if (inPhoto) {
        cell.photo += 1;
        total += 1;
      }
      if (inDraft) cell.draft += 1;
      if (inPhoto && inDraft) cell.both += 1;
    }
  return counts.map((cell) => {
    if (Math.max(cell.photo, cell.draft) < total * PART_MIN_SHARE) return null;
    return cell.both / (cell.photo + cell.draft - cell.both);
  });
}

/**
 * The photo's edges inside the (slightly grown) subject found again in the draft and the other way
 * round (F1), over the whole subject and per cell of the grid over its box: a part moved (bars
 * shifted, a wheel redrawn smaller) loses its cell's lines while the rest still match. Each cell's
 * agreement is returned as a share of the whole's (null for a cell with few of the photo's lines).
 * Without a grid the frame is cut into GRID x GRID parts.
 */
export function lineAgreement(
  cv: OpenCv,
  photo: RgbImage,
  draft: RgbImage,
  region: Buffer,
  grid: Bounds | null,
): { share: number; parts: Array<number | null> } {
  const mats: Array<{ delete(): void }> = [];
  const keep = <T extends { delete(): void }>(mat: T): T => (mats.push(mat), mat);
  try {
    const edgesOf = (image: RgbImage) => {
      const rgb = keep(new cv.Mat(image.height, image.width, cv.CV_8UC3));
      rgb.data.set(image.data);
      const grey = keep(new cv.Mat());
      cv.cvtColor(rgb, grey, cv.COLOR_RGB2GRAY);
      cv.GaussianBlur(grey, grey, new cv.Size(0, 0), 1.5, 1.5, cv.BORDER_REPLICATE);
      const edges = keep(new cv.Mat());
      cv.Canny(grey, edges, 40, 120);
      return edges;
    };
    const kernel = keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * LINE_TOLERANCE + 1, 2 * LINE_TOLERANCE + 1)));
    const grow = (mat: InstanceType<OpenCv['Mat']>) => {
      const grown = keep(new cv.Mat());
      cv.dilate(mat, grown, kernel);
      return grown;
    };
    const regionMat = keep(new cv.Mat(photo.height, photo.width, cv.CV_8UC1));
    regionMat.data.set(region);
    const within: Uint8Array = grow(grow(regionMat)).data;
    const photoEdges = edgesOf(photo);
    const draftEdges = edgesOf(draft);
    const photoNear: Uint8Array = grow(photoEdges).data;
    const draftNear: Uint8Array = grow(draftEdges).data;
    const photoData: Uint8Array = photoEdges.data;
    const draftData: Uint8Array = draftEdges.data;
    const bounds = grid ?? { left: 0, top: 0, right: photo.width - 1, bottom: photo.height - 1 };
    const cells = Array.from({ length: GRID * GRID + 1 }, () => [0, 0, 0, 0]);
    for (let y = bounds.top; y <= bounds.bottom; y += 1)
      for (let x = bounds.left; x <= bounds.right; x += 1) {
        const index = y * photo.width + x;
        if (!within[index]) continue;
        for (const counts of [cells[cellOf(x, y, bounds)]!, cells[GRID * GRID]!]) {
          if (photoData[index]) {
            counts[0]! += 1;
            if (draftNear[index]) counts[1]! += 1;
          }
          if (draftData[index]) {
            counts[2]! += 1;
            if (photoNear[index]) counts[3]! += 1;
          }
        }
      }
    const f1 = ([photoCount, photoFound, draftCount, draftFound]: number[]) => {
      if (!photoCount || !draftCount) return photoCount === draftCount ? 1 : 0;
      const recall = photoFound! / photoCount;
      const precision = draftFound! / draftCount;
      return recall + precision === 0 ? 0 : (2 * recall * precision) / (recall + precision);
    };
    const whole = f1(cells[GRID * GRID]!);
    const total = cells[GRID * GRID]![0]!;
    const parts = cells.slice(0, GRID * GRID).map((counts) => {
      if (counts[0]! < total * PART_MIN_SHARE || whole === 0) return null;
      return Math.min(1, f1(counts) / whole);
    });
    return { share: Math.min(1, whole / LINES_FULL_MARKS), parts };
  } finally {
    for (const mat of mats) mat.delete();
  }
}

/** The subject's mean colour in the photo against the draft's; styles shift it, another paint job shifts it more. */
export function colourAgreement(photo: RgbImage, draft: RgbImage, region: Buffer): number {
  const sums = [0, 0, 0, 0, 0, 0];
  let count = 0;
  for (let pixel = 0; pixel < region.length; pixel += 1) {
    if (!region[pixel]) continue;
    count += 1;
    for (let channel = 0; channel < 3; channel += 1) {
      sums[channel]! += photo.data[pixel * 3 + channel]!;
      sums[channel + 3]! += draft.data[pixel * 3 + channel]!;
    }
  }
  if (count === 0) return 1;
  const distance = Math.hypot(...[0, 1, 2].map((channel) => (sums[channel]! - sums[channel + 3]!) / count));
  // 150 levels apart (black bike painted white, say) is no likeness at all.
  return Math.max(0, 1 - distance / 150);
}

export function pixelBox(box: Box, size: Size): PixelRect {
  return {
    x: Math.round(box.x * size.width),
    y: Math.round(box.y * size.height),
    width: Math.round(box.width * size.width),
    height: Math.round(box.height * size.height),
  };
}
