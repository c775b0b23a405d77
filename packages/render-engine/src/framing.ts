import type { Sharp } from 'sharp';
import { ASPECT_RATIOS } from '@store/shared/catalog';
import type { Box } from '@store/shared/photo-check';
import { printFileSize } from '@store/shared/print-resolution';
import { largestCrop } from '@store/shared/ratio-crops';

/**
 * Poster framing (issue 29, point 5): where a draft shows the photo, so the bike stands on its
 * backdrop scaled and centred as a poster would show it. A view is the part of the photo the
 * draft's canvas shows, as fractions of the photo (a Box); it has the canvas's shape, and on a
 * style's own backdrop it may reach past the photo's edges, where the draft shows only backdrop.
 */

type Size = { width: number; height: number };
type Edges = { left: boolean; top: boolean; right: boolean; bottom: boolean };

/** The whole photo: the draft as it was before framing, and the view of a draft with no bike. */
export const WHOLE_PHOTO: Box = { x: 0, y: 0, width: 1, height: 1 };

/** The bike (with its rider) fills at most these shares of the canvas: margins of 10% a side, 12.5% above and below. */
export const POSTER_FILL = { width: 0.8, height: 0.75 };
/** Where the middle of the bike's box goes, as shares of the canvas: a little above the middle, leaving ground below. */
export const POSTER_CENTRE = { x: 0.5, y: 0.46 };
/**
 * The enlarged box still fits this share of the canvas's largest square: the square print, and every
 * print of the canvas's own orientation (their crops are wider than the square), keep the whole bike
 * whenever they did before.
 */
export const SQUARE_FIT = 0.95;
/** A box this close to a side of the photo (a share of the photo) is cut by it: it stays on that side of the canvas. */
const EDGE_TOUCH = 0.005;
/**
 * The most a framed draft enlarges the photo's detail on the bike to reach the largest print file:
 * twice in the draft and twice in the print (MAX_ENLARGEMENT, decision 026), less than an unframed
 * 12 MP draft already enlarges its painting for a 36x36 canvas (2.5 from working size, 1.8 to print).
 */
export const MAX_DETAIL_ENLARGEMENT = 4;

export type FramingInput = {
  /** The draft's canvas: the photo at output size. */
  canvas: Size;
  /** The bike's box (with its rider), as fractions of the photo. */
  subject: Box;
  /** True for the photo's own scene: the view crops the photo and never leaves it. */
  insidePhoto: boolean;
  /** The most the bike may be enlarged (see maxFramingScale). */
  maxScale: number;
};

/** The sides of the photo the box reaches: a bike cut there must not float away from that side. */
export function edgesTouched(subject: Box): Edges {
  return {
    left: subject.x <= EDGE_TOUCH,
    top: subject.y <= EDGE_TOUCH,
    right: subject.x + subject.width >= 1 - EDGE_TOUCH,
    bottom: subject.y + subject.height >= 1 - EDGE_TOUCH,
  };
}

/**
 * The view a poster would show: the bike enlarged until its box fills POSTER_FILL of the canvas
 * (never shrunk, never past maxScale or the square's SQUARE_FIT), its middle at POSTER_CENTRE. On
 * the photo's own scene the
 * view is moved back inside the photo; on a backdrop, a side the bike is cut by stays the canvas's
 * side (cut by two opposite sides, the bike keeps its size).
 */
export function posterView({ canvas, subject, insidePhoto, maxScale }: FramingInput): Box {
  const touched = edgesTouched(subject);
  const fill = Math.min(POSTER_FILL.width / subject.width, POSTER_FILL.height / subject.height);
  const square = Math.min(canvas.width, canvas.height);
  const fitSquare = SQUARE_FIT * Math.min(square / canvas.width / subject.width, square / canvas.height / subject.height);
  const pinned = !insidePhoto && ((touched.left && touched.right) || (touched.top && touched.bottom));
  const scale = pinned ? 1 : Math.max(1, Math.min(fill, fitSquare, maxScale));
  // The canvas has the photo's shape, so the same fraction of the photo each way keeps it.
  const size = { width: 1 / scale, height: 1 / scale };
  const centre = { x: subject.x + subject.width / 2, y: subject.y + subject.height / 2 };
  const x = place(centre.x - POSTER_CENTRE.x * size.width, size.width, insidePhoto, touched.left, touched.right);
  const y = place(centre.y - POSTER_CENTRE.y * size.height, size.height, insidePhoto, touched.top, touched.bottom);
  return { x, y, ...size };
}

/** A view's start on one axis: moved back inside the photo, or onto the side the bike is cut by. */
function place(start: number, size: number, insidePhoto: boolean, cutBefore: boolean, cutAfter: boolean): number {
  if (insidePhoto) return Math.min(Math.max(start, 0), 1 - size);
  if (cutBefore) return 0;
  if (cutAfter) return 1 - size;
  return start;
}

/**
 * How far a draft of this canvas may enlarge the bike. The bike is painted from the view at
 * working size, so up to the working scale's inverse the painting holds as many of the photo's
 * pixels as an unframed draft's (`workingScale` < 1 for photos larger than working size), at no
 * cost; beyond it the photo's own pixels are enlarged, and with the print file's own enlargement
 * (the largest across ratios) they may reach at most MAX_DETAIL_ENLARGEMENT.
 */
export function maxFramingScale(canvas: Size, workingScale: number): number {
  const printEnlargement = Math.max(
    ...ASPECT_RATIOS.map((ratio) => {
      const crop = largestCrop(canvas, ratio);
      return printFileSize(crop, ratio).width / crop.width;
    }),
  );
  return Math.max(1, 1 / workingScale, MAX_DETAIL_ENLARGEMENT / printEnlargement);
}

/** A box given as fractions of the photo, as fractions of a view of it (of the draft's canvas). */
export function boxInView(box: Box, view: Box): Box {
  return {
    x: (box.x - view.x) / view.width,
    y: (box.y - view.y) / view.height,
    width: box.width / view.width,
    height: box.height / view.height,
  };
}

/**
 * An image of the photo (the photo itself at any size, or its mask, one channel) seen through a
 * view, at `out` size: the part inside the image is resized into its place; past the image's edges
 * a photo repeats its edge pixels (a painter sees no new edge there) and a mask is empty.
 */
export async function readView(image: Sharp, size: Size, view: Box, out: Size, channels: 1 | 3): Promise<Buffer> {
  const inside = {
    left: Math.max(0, Math.round(view.x * size.width)),
    top: Math.max(0, Math.round(view.y * size.height)),
    right: Math.min(size.width, Math.round((view.x + view.width) * size.width)),
    bottom: Math.min(size.height, Math.round((view.y + view.height) * size.height)),
  };
  const scale = { x: out.width / (view.width * size.width), y: out.height / (view.height * size.height) };
  const into = {
    left: clamp(Math.round((inside.left - view.x * size.width) * scale.x), 0, out.width - 1),
    top: clamp(Math.round((inside.top - view.y * size.height) * scale.y), 0, out.height - 1),
    right: clamp(Math.round((inside.right - view.x * size.width) * scale.x), 1, out.width),
    bottom: clamp(Math.round((inside.bottom - view.y * size.height) * scale.y), 1, out.height),
  };
  const resized = image
    .extract({
      left: Math.min(inside.left, size.width - 1),
      top: Math.min(inside.top, size.height - 1),
      width: Math.max(1, inside.right - inside.left),
      height: Math.max(1, inside.bottom - inside.top),
    })
    .resize(Math.max(1, into.right - into.left), Math.max(1, into.bottom - into.top), { fit: 'fill', kernel: 'lanczos3' })
    .extend({
      left: into.left,
      top: into.top,
      right: out.width - Math.max(into.right, into.left + 1),
      bottom: out.height - Math.max(into.bottom, into.top + 1),
      ...(channels === 1 ? { background: { r: 0, g: 0, b: 0 } } : { extendWith: 'copy' as const }),
    });
  // sharp widens single-channel raw input to sRGB; keep one channel.
  return (channels === 1 ? resized.extractChannel(0) : resized).raw({ depth: 'uchar' }).toBuffer();
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
