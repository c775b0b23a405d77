/**
 * The likeness benchmark's distortions of a draft, made on the draft's own layers as a painter would
 * draw them: the bike part is lifted from the styled bike layer, the backdrop filled in behind it,
 * and the part laid back changed (a wheel scaled, the bars moved), or another photo's bike instead.
 */
import sharp, { type Sharp } from 'sharp';
import type { Box } from '@store/shared/photo-check';
import type { Style } from '@store/shared/styles';
import type { SubjectMask } from '@store/render-engine/isolate-subject';
import { tyreInCutOut, type TyreEllipse } from '@store/render-engine/vision/tyre-in-cut-out';
import { frontEndInCutOut } from '@store/render-engine/vision/front-end-in-cut-out';

export type Drafted = { draftPath: string; layerPath: string };
/** `bike` is the detector's box of the bike alone (no rider), normalised. */
export type Case = { photo: string; path: string; mask: SubjectMask; bike: Box; drafts: Record<Style, Drafted> };
export type Prepared = { bike: Box; drafts: Record<Style, Drafted> };
type Rgba = { data: Buffer; width: number; height: number };

async function readRgba(path: string, size?: { width: number; height: number }): Promise<Rgba> {
  const image = sharp(path).ensureAlpha();
  const { data, info } = await (size ? image.resize(size.width, size.height, { fit: 'fill' }) : image)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The draft with the pixels of `part` (a share of the bike layer, by alpha) lifted out and the backdrop
 * filled in behind them (each channel averaged from the backdrop around, widening until found), then
 * `laid` (an RGBA image at `at`) put on top.
 */
async function redrawPart(
  draft: Drafted,
  name: string,
  lifted: (x: number, y: number) => boolean,
  laid: { image: Rgba; left: number; top: number },
): Promise<string> {
  const scene = await readRgba(draft.draftPath);
  const layer = await readRgba(draft.layerPath, scene);
  const { width, height } = scene;
  // Backdrop pixels are known; the lifted part's pixels are filled from them, the rest of the bike stays.
  const known = Buffer.alloc(width * height);
  const lift = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x;
      const bike = layer.data[pixel * 4 + 3]! > 16;
      if (bike && lifted(x, y)) lift[pixel] = 255;
      if (!bike) known[pixel] = 255;
    }
  // Push-pull: the known backdrop and its share averaged at ever coarser sizes; each lifted pixel
  // takes the finest average that has enough backdrop in it.
  const weighted = Buffer.alloc(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel += 1)
    for (let channel = 0; channel < 3; channel += 1) weighted[pixel * 3 + channel] = known[pixel] ? scene.data[pixel * 4 + channel]! : 0;
  const out = Buffer.from(scene.data);
  const filled = Buffer.from(lift.map((value) => 255 - value));
  for (let level = 1; level <= 10 && filled.includes(0); level += 1) {
    const small = { width: Math.max(1, Math.round(width / 2 ** level)), height: Math.max(1, Math.round(height / 2 ** level)) };
    const averaged = async (data: Buffer, channels: 1 | 3) => {
      // sharp widens single-channel raw input to sRGB; keep one channel.
      const oneOf = (image: Sharp) => (channels === 1 ? image.extractChannel(0) : image);
      const reduced = await oneOf(
        sharp(data, { raw: { width, height, channels } }).resize(small.width, small.height, { fit: 'fill', kernel: 'linear' }),
      )
        .raw()
        .toBuffer();
      return oneOf(sharp(reduced, { raw: { ...small, channels } }).resize(width, height, { fit: 'fill', kernel: 'linear' }))
        .raw()
        .toBuffer();
    };
    const [colour, share] = await Promise.all([averaged(weighted, 3), averaged(known, 1)]);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      if (filled[pixel] || share[pixel]! < 64) continue;
      filled[pixel] = 255;
      for (let channel = 0; channel < 3; channel += 1)
        out[pixel * 4 + channel] = Math.min(255, Math.round((colour[pixel * 3 + channel]! * 255) / share[pixel]!));
    }
  }
  const path = `${draft.draftPath}.${name}.jpg`;
  await sharp(out, { raw: { width, height, channels: 4 } })
    .composite([
      { input: laid.image.data, raw: { width: laid.image.width, height: laid.image.height, channels: 4 }, left: laid.left, top: laid.top },
    ])
    .removeAlpha()
    .jpeg({ quality: 90 })
    .toFile(path);
  return path;
}

/** The detector's box of the bike in the draft's pixels. */
async function bikeBoxIn(item: Case, draft: Drafted) {
  const { width = 1, height = 1 } = await sharp(draft.draftPath).metadata();
  const box = { x: item.bike.x * width, y: item.bike.y * height, width: item.bike.width * width, height: item.bike.height * height };
  return { ...box, imageWidth: width, imageHeight: height };
}

/** The square redrawn around a tyre reaches this far past its outline: its edge and a little ground-level air, not the next part of the bike. */
const TYRE_MARGIN = 0.12;

/**
 * The tyre the photo's cut-out outlines best (tyreInCutOut: an ellipse fitted to the cut-out's lower
 * outline where the band inside it is dark, not the guard's own wheel finder) redrawn at `factor` of
 * its size, standing where it stood. Null where no tyre's outline shows (a tight crop, a wheel lost
 * in its shadow): there is no wheel to shrink.
 */
export async function scaledWheel(item: Case, draft: Drafted, factor: number): Promise<string | null> {
  const { width: imageWidth, height: imageHeight } = await bikeBoxIn(item, draft).then((box) => ({
    width: box.imageWidth,
    height: box.imageHeight,
  }));
  const tyre = await tyreOf(item);
  if (!tyre) return null;
  const scaleX = imageWidth / item.mask.width;
  const scaleY = imageHeight / item.mask.height;
  const halfWidth = tyre.radiusX * (1 + TYRE_MARGIN) * scaleX;
  const halfHeight = tyre.radiusY * (1 + TYRE_MARGIN) * scaleY;
  const left = Math.max(0, Math.round(tyre.x * scaleX - halfWidth));
  const top = Math.max(0, Math.round(tyre.y * scaleY - halfHeight));
  const square = {
    left,
    top,
    width: Math.min(imageWidth - left, Math.round(2 * halfWidth)),
    height: Math.min(imageHeight - top, Math.round(2 * halfHeight)),
  };
  const layer = await readRgba(draft.layerPath, { width: imageWidth, height: imageHeight });
  const small = { width: Math.max(1, Math.round(square.width * factor)), height: Math.max(1, Math.round(square.height * factor)) };
  const piece = await sharp(layer.data, { raw: { width: layer.width, height: layer.height, channels: 4 } })
    .extract(square)
    .resize(small.width, small.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const inSquare = (x: number, y: number) =>
    x >= square.left && x < square.left + square.width && y >= square.top && y < square.top + square.height;
  return redrawPart(draft, `wheel-${Math.round(factor * 100)}`, inSquare, {
    image: { data: piece, ...small },
    left: square.left + Math.round((square.width - small.width) / 2),
    top: square.top + square.height - small.height,
  });
}

const tyres = new Map<string, TyreEllipse | null>();

/** The tyre to shrink, found once per photo in its cut-out (at the cut-out's size). */
async function tyreOf(item: Case): Promise<TyreEllipse | null> {
  if (tyres.has(item.photo)) return tyres.get(item.photo)!;
  const { width, height } = item.mask;
  const data = await sharp(item.path).removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const box = {
    x: Math.round(item.bike.x * width),
    y: Math.round(item.bike.y * height),
    width: Math.round(item.bike.width * width),
    height: Math.round(item.bike.height * height),
  };
  const tyre = tyreInCutOut({ data, width, height }, item.mask, box);
  tyres.set(item.photo, tyre);
  return tyre;
}

/**
 * The bike's front end (frontEndInCutOut: from the side, the top of the outline over the end that
 * rises highest; end-on, the top across the middle) moved 10% of the box's length back (toward
 * the rear; left when the bike faces the camera) and 6% up. Null when the cut-out shows no front end.
 */
export async function shiftedBars(item: Case, draft: Drafted): Promise<string | null> {
  const box = await bikeBoxIn(item, draft);
  const { width, height } = item.mask;
  const front = frontEndInCutOut(item.mask, {
    x: item.bike.x * width,
    y: item.bike.y * height,
    width: item.bike.width * width,
    height: item.bike.height * height,
  });
  if (!front) return null;
  const scaleX = box.imageWidth / width;
  const scaleY = box.imageHeight / height;
  const region = {
    left: Math.round(front.region.x * scaleX),
    top: Math.round(front.region.y * scaleY),
    width: Math.max(1, Math.round(front.region.width * scaleX)),
    height: Math.max(1, Math.round(front.region.height * scaleY)),
  };
  region.width = Math.min(box.imageWidth - region.left, region.width);
  region.height = Math.min(box.imageHeight - region.top, region.height);
  const layer = await readRgba(draft.layerPath, { width: box.imageWidth, height: box.imageHeight });
  const piece = await sharp(layer.data, { raw: { width: layer.width, height: layer.height, channels: 4 } })
    .extract(region)
    .raw()
    .toBuffer();
  const inRegion = (x: number, y: number) =>
    x >= region.left && x < region.left + region.width && y >= region.top && y < region.top + region.height;
  const back = Math.round(box.width * 0.1) * (front.facing === 'left' ? 1 : -1);
  return redrawPart(draft, 'front-end', inRegion, {
    image: { data: piece, width: region.width, height: region.height },
    left: Math.min(box.imageWidth - region.width, Math.max(0, region.left + back)),
    top: Math.max(0, region.top - Math.round(box.height * 0.06)),
  });
}

/** Another photo's draft in the same style, cropped to this photo's shape as a painter's canvas would be. */
export async function anotherBike(item: Case, other: Drafted): Promise<string> {
  const { width = 1, height = 1 } = await sharp(item.path).metadata();
  const path = `${other.draftPath}.for-${item.photo}.jpg`;
  await sharp(other.draftPath).resize(width, height, { fit: 'cover' }).jpeg({ quality: 90 }).toFile(path);
  return path;
}
