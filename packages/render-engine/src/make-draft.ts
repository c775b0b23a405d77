import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { Box } from '@store/shared/photo-check';
import type { Backdrop, Style } from '@store/shared/styles';
import { boxInView, maxFramingScale, posterView, readView, WHOLE_PHOTO } from './framing.ts';
import type { SubjectMask } from './isolate-subject.ts';
import { maskBox } from './subject-mask.ts';
import { STYLE_RECIPES } from './styles/recipes.ts';
import { groundOf, scaleGround } from './styles/paint/ground.ts';
import { studioBackdrop } from './styles/paint/svg.ts';
import { addGrain } from './styles/paint/grain.ts';
import type { Ground, Painting, Stage, StyleRecipe, WorkImage } from './styles/paint/types.ts';
import { type OpenCv, loadOpenCv } from './vision/opencv.ts';

export type DraftInput = {
  photoPath: string;
  style: Style;
  /** One of the style's backdrops (STYLE_BACKDROPS); without a subject the whole photo is painted whatever this says. */
  backdrop: Backdrop;
  subject: { mask: SubjectMask; box: Box } | null;
  outDir: string;
  /** The part of the photo the draft shows (fractions of the photo); the poster framing of framing.ts when not given. */
  view?: Box;
  onProgress?: (step: string) => void;
};

/** `view`: the part of the photo the draft shows (fractions of the photo; see framing.ts). */
export type Draft = { draftPath: string; layerPath: string; width: number; height: number; view: Box };

/**
 * Print resolution cap: keeps a draft's full-size buffers (and so the worker's peak memory) bounded.
 * Just above 12 MP so common 12 MP photos (4032x3024 phones, 4240x2832 cameras) keep every pixel.
 */
export const MAX_DRAFT_PIXELS = 12_200_000;
/** Filtering happens at this long side; the painted result is upscaled to the output size. */
export const WORKING_LONG_SIDE = 1600;
const DRAFT_JPEG_QUALITY = 90;

type Size = { width: number; height: number };

/**
 * A style draft of the customer's photo: the bike framed as a poster would show it (framing.ts),
 * painted in the chosen style at working size, upscaled to print size (lines sharpened separately),
 * standing on the style's background (or a plain studio backdrop, or the photo's own scene cropped
 * around it), plus the styled bike alone as a transparent PNG layer for staff.
 */
export async function makeDraft(input: DraftInput): Promise<Draft> {
  const progress = input.onProgress ?? (() => undefined);
  const { cv } = await loadOpenCv();

  progress('Reading the photo');
  const photo = await photoSizeOf(input.photoPath);
  const output = outputSizeOf(photo);
  const workScale = Math.min(1, WORKING_LONG_SIDE / Math.max(output.width, output.height));
  const workSize = { width: Math.max(1, Math.round(output.width * workScale)), height: Math.max(1, Math.round(output.height * workScale)) };
  const view = input.view ?? framingOf(input, output, workScale);
  const work = await readWorkImage(input, photo, view, workSize);

  progress('Painting');
  const recipe = STYLE_RECIPES[input.style];
  const painting = recipe.paint(cv, work, { floor: input.backdrop !== 'photo' });

  progress('Upscaling');
  const subjectRgb = await upscalePainting(painting, workSize, output);
  const alpha = await resizeRaw(work.mask, workSize, output, 1);
  const subjectRgba = withAlpha(subjectRgb, alpha);

  progress('Compositing');
  const scene = work.ground
    ? await composeScene({ cv, recipe, backdrop: input.backdrop, work, painting, ground: work.ground, workSize, output, subjectRgba })
    : subjectRgb;
  if (recipe.grain && (input.backdrop !== 'plain' || !work.ground)) addGrain(scene, recipe.grain);

  progress('Saving');
  const name = randomUUID();
  const draftPath = join(input.outDir, `${name}-${input.style.toLowerCase()}-draft.jpg`);
  const layerPath = join(input.outDir, `${name}-${input.style.toLowerCase()}-layer.png`);
  const raw = { width: output.width, height: output.height };
  await Promise.all([
    sharp(scene, { raw: { ...raw, channels: 3 } })
      .jpeg({ quality: DRAFT_JPEG_QUALITY })
      .toFile(draftPath),
    sharp(subjectRgba, { raw: { ...raw, channels: 4 } })
      .png({ compressionLevel: 3, adaptiveFiltering: false })
      .toFile(layerPath),
  ]);
  return { draftPath, layerPath, width: output.width, height: output.height, view };
}

/** The subject's box is the mask's (the bike with its rider as painted), not the detector's. */
function framingOf(input: DraftInput, output: Size, workScale: number): Box {
  if (!input.subject) return WHOLE_PHOTO;
  const subject = maskBox(input.subject.mask) ?? input.subject.box;
  return posterView({ canvas: output, subject, insidePhoto: input.backdrop === 'photo', maxScale: maxFramingScale(output, workScale) });
}

async function photoSizeOf(photoPath: string): Promise<Size> {
  const { width, height } = (await sharp(photoPath).metadata()).autoOrient;
  if (!width || !height) throw new Error(`Cannot read the size of ${photoPath}`);
  return { width, height };
}

function outputSizeOf({ width, height }: Size): Size {
  const scale = Math.min(1, Math.sqrt(MAX_DRAFT_PIXELS / (width * height)));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The part of the photo the draft shows, at working size, with the subject's mask seen the same way. */
async function readWorkImage(input: DraftInput, photo: Size, view: Box, size: Size): Promise<WorkImage> {
  // Grey, CMYK and 16-bit photos all become 8-bit sRGB, three bytes a pixel.
  const rgb = await readView(sharp(input.photoPath).rotate().removeAlpha().toColourspace('srgb'), photo, view, size, 3);
  if (!input.subject) {
    return { rgb, mask: Buffer.alloc(size.width * size.height, 255), ...size, hasSubject: false, ground: null };
  }
  const { mask: subjectMask, box } = input.subject;
  const maskImage = sharp(subjectMask.data, { raw: { width: subjectMask.width, height: subjectMask.height, channels: 1 } });
  const mask = await readView(maskImage, subjectMask, view, size, 1);
  return { rgb, mask, ...size, hasSubject: true, ground: groundOf(mask, size.width, size.height, boxInView(box, view)) };
}

function resizeRaw(data: Buffer, from: Size, to: Size, channels: 1 | 3 | 4): Promise<Buffer> {
  const resized = sharp(data, { raw: { width: from.width, height: from.height, channels } }).resize(to.width, to.height, {
    fit: 'fill',
    kernel: 'lanczos3',
  });
  // sharp widens single-channel raw input to sRGB; keep one channel.
  return (channels === 1 ? resized.extractChannel(0) : resized).raw().toBuffer();
}

/** Colours upscale smoothly; ink is upscaled on its own and its edges steepened so lines print crisp, then laid over. */
async function upscalePainting(painting: Painting, from: Size, to: Size): Promise<Buffer> {
  const rgb = await resizeRaw(painting.colour, from, to, 3);
  if (painting.ink) {
    // Working-size lines are one or two pixels of 0/255 with stair-stepped diagonals. Blurred, upscaled and then cut at
    // a narrow band of levels (about 45 to 66 of the blurred ridge), they come out as smooth lines a few pixels wide.
    const ink = await sharp(painting.ink, { raw: { ...from, channels: 1 } })
      .blur(1.5)
      .resize(to.width, to.height, { fit: 'fill', kernel: 'lanczos3' })
      .linear(12, -540)
      .extractChannel(0)
      .raw()
      .toBuffer();
    const [red, green, blue] = painting.inkColour ?? [20, 16, 18];
    for (let pixel = 0, index = 0; pixel < ink.length; pixel += 1, index += 3) {
      const amount = ink[pixel]! / 255;
      if (amount === 0) continue;
      rgb[index] = rgb[index]! + (red - rgb[index]!) * amount;
      rgb[index + 1] = rgb[index + 1]! + (green - rgb[index + 1]!) * amount;
      rgb[index + 2] = rgb[index + 2]! + (blue - rgb[index + 2]!) * amount;
    }
  }
  painting.finish?.(rgb, to.width, to.height);
  return rgb;
}

/** The backdrop at output size: the whole photo painted in the style, a plain studio, or one of the style's scenes. */
async function backdropOf({ cv, recipe, backdrop, work, ground, workSize, output }: SceneParts): Promise<Buffer> {
  if (backdrop === 'photo') {
    const whole: WorkImage = { ...work, mask: Buffer.alloc(work.width * work.height, 255), hasSubject: false, ground: null };
    return upscalePainting(recipe.paint(cv, whole, { floor: false }), workSize, output);
  }
  const stage: Stage = { ...output, ground: scaleGround(ground, output.width / workSize.width) };
  const scene = backdrop === 'plain' ? studioBackdrop : recipe.scenes[backdrop];
  if (!scene) throw new Error(`The style has no backdrop named ${backdrop}`);
  return sharp(Buffer.from(scene(stage)), { limitInputPixels: false })
    .resize(output.width, output.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

function withAlpha(rgb: Buffer, alpha: Buffer): Buffer {
  const rgba = Buffer.alloc(alpha.length * 4);
  for (let pixel = 0, index = 0; pixel < alpha.length; pixel += 1, index += 3) {
    rgba[pixel * 4] = rgb[index]!;
    rgba[pixel * 4 + 1] = rgb[index + 1]!;
    rgba[pixel * 4 + 2] = rgb[index + 2]!;
    rgba[pixel * 4 + 3] = alpha[pixel]!;
  }
  return rgba;
}

type SceneParts = {
  cv: OpenCv;
  recipe: StyleRecipe;
  backdrop: Backdrop;
  work: WorkImage;
  painting: Painting;
  ground: Ground;
  workSize: Size;
  output: Size;
  subjectRgba: Buffer;
};

/** Backdrop, then what the style draws under the bike (sticker edge, glow, reflection), then the bike. */
async function composeScene(parts: SceneParts): Promise<Buffer> {
  const { painting, workSize, output, subjectRgba } = parts;
  const backdrop = await backdropOf(parts);
  const layers: OverlayOptions[] = [];
  if (painting.under) layers.push({ input: await resizeRaw(painting.under, workSize, output, 4), raw: { ...output, channels: 4 } });
  layers.push({ input: subjectRgba, raw: { ...output, channels: 4 } });
  return sharp(backdrop, { raw: { ...output, channels: 3 } })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
}
