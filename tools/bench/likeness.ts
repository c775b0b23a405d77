/**
 * Likeness guard benchmark (`npm run bench:likeness [-- --limit N --cache DIR]`): for each bike photo in
 * ../shared/real-photos (read in place, never copied into the repository), the cut-out and a built-in
 * draft in every style, each scored by the guard (all must pass), then three distortions of one of
 * those drafts (the style in rotation) that it must catch: one wheel redrawn at 70%, the bars (the
 * upper right quarter of the bike) moved, and another photo's bike.
 *
 * The distortions are made on the draft's own layers, as a painter would draw them: the bike part
 * is lifted from the styled bike layer, the backdrop filled in behind it, and the part laid back
 * changed. The wheel is placed from the cut-out's geometry alone (the lowest part at the left end of
 * the bike's box), not by the guard's wheel finder, so the bench does not grade the guard with its own answer.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp, { type Sharp } from 'sharp';
import type { Box } from '@store/shared/photo-check';
import { defaultBackdrop, STYLES, type Style } from '@store/shared/styles';
import { loadMotorcycleDetector } from '@store/render-engine/detect-motorcycle';
import { isolateSubject, type SubjectMask } from '@store/render-engine/isolate-subject';
import { measureLikeness, type Likeness } from '@store/render-engine/likeness';
import { makeDraft } from '@store/render-engine/make-draft';
import { maskBox, readMask, writeMask } from '@store/render-engine/subject-mask';
import { findWheels } from '@store/render-engine/vision/find-wheels';
import { loadOpenCv } from '@store/render-engine/vision/opencv';

const REAL_PHOTOS = join(import.meta.dirname, '../../../shared/real-photos');
/** Photos are drafted at this long side: the guard compares at 640 px, so bigger only costs time. */
const BENCH_LONG_SIDE = 1600;
/** The store repaints a generated draft under this score (LIKENESS_MIN_SCORE's default). */
const THRESHOLD = 70;

const { values } = parseArgs({
  options: { limit: { type: 'string' }, cache: { type: 'string' } },
});

type Drafted = { draftPath: string; layerPath: string };
/** `bike` is the detector's box of the bike alone (no rider), normalised. */
type Case = { photo: string; path: string; mask: SubjectMask; bike: Box; drafts: Record<Style, Drafted> };
type Prepared = { bike: Box; drafts: Record<Style, Drafted> };
type Rgba = { data: Buffer; width: number; height: number };

/** With --cache the cut-outs and drafts are kept between runs (in a folder outside the repository), so the guard can be re-run alone. */
const work = values.cache ?? join(tmpdir(), `bench-likeness-${process.pid}`);
mkdirSync(work, { recursive: true });

async function prepare(file: string, detector: Awaited<ReturnType<typeof loadMotorcycleDetector>>): Promise<Case | null> {
  const folder = join(work, file.replace(/\.\w+$/, ''));
  const path = join(folder, 'photo.png');
  const maskPath = join(folder, 'mask.png');
  const draftsPath = join(folder, 'drafts.json');
  if (existsSync(draftsPath)) {
    const prepared = JSON.parse(readFileSync(draftsPath, 'utf8')) as Prepared | null;
    return prepared ? { photo: file, path, mask: await readMask(maskPath), ...prepared } : null;
  }
  mkdirSync(folder, { recursive: true });
  await sharp(join(REAL_PHOTOS, file)).rotate().resize(BENCH_LONG_SIDE, BENCH_LONG_SIDE, { fit: 'inside' }).png().toFile(path);
  const subject = await isolateSubject(path, detector);
  const box = subject ? maskBox(subject.mask) : null;
  if (!subject || !box) {
    writeFileSync(draftsPath, 'null');
    return null;
  }
  const drafts = {} as Record<Style, Drafted>;
  for (const style of STYLES) {
    const draft = await makeDraft({
      photoPath: path,
      style,
      backdrop: defaultBackdrop(style),
      subject: { mask: subject.mask, box },
      outDir: folder,
    });
    drafts[style] = { draftPath: draft.draftPath, layerPath: draft.layerPath };
  }
  await writeMask(subject.mask, maskPath);
  const bike = subject.bikes[subject.bike]!.box;
  writeFileSync(draftsPath, JSON.stringify({ bike, drafts }));
  return { photo: file, path, mask: subject.mask, bike, drafts };
}

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

/**
 * The wheel at the left end of the bike redrawn at 70% of its size, standing where it stood. The
 * wheel is placed by the Hough-circle finder on the photo (the one the guard used before it found
 * wheels in the cut-out's outline, so the bench does not grade the guard with its own answer), or
 * where the detector's box of the bike says it stands when no circle fits: the square around the
 * tyre, 1.3 times the circle (Hough often finds the rim).
 */
async function scaledWheel(item: Case, draft: Drafted): Promise<string> {
  const box = await bikeBoxIn(item, draft);
  const { imageWidth, imageHeight } = box;
  const { data } = await sharp(item.path)
    .removeAlpha()
    .resize(imageWidth, imageHeight, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
  const [wheel] = findWheels((await loadOpenCv()).cv, { data, width: imageWidth, height: imageHeight }, pixels);
  const reach = Math.round(wheel!.radius * 1.3);
  const side = Math.min(2 * reach, imageWidth, imageHeight);
  const bottom = Math.min(imageHeight, Math.round(wheel!.y) + reach) - 1;
  const left = Math.max(0, Math.min(Math.round(wheel!.x) - reach, imageWidth - side));
  const square = { left, top: Math.max(0, bottom + 1 - side), width: side, height: Math.min(side, bottom + 1) };
  const layer = await readRgba(draft.layerPath, { width: imageWidth, height: imageHeight });
  const small = Math.round(side * 0.7);
  const piece = await sharp(layer.data, { raw: { width: layer.width, height: layer.height, channels: 4 } })
    .extract(square)
    .resize(small, small, { fit: 'fill' })
    .raw()
    .toBuffer();
  const inSquare = (x: number, y: number) =>
    x >= square.left && x < square.left + square.width && y >= square.top && y < square.top + square.height;
  return redrawPart(draft, 'wheel', inSquare, {
    image: { data: piece, width: small, height: small },
    left: square.left + Math.round((side - small) / 2),
    top: square.top + square.height - small,
  });
}

/** The upper right quarter of the detector's box of the bike (bars, tank, front) moved 10% of the box's length left and 6% up. */
async function shiftedBars(item: Case, draft: Drafted): Promise<string> {
  const box = await bikeBoxIn(item, draft);
  const region = {
    left: Math.round(box.x + box.width / 2),
    top: Math.round(box.y),
    width: Math.round(box.width / 2),
    height: Math.round(box.height * 0.45),
  };
  const layer = await readRgba(draft.layerPath, { width: box.imageWidth, height: box.imageHeight });
  const piece = await sharp(layer.data, { raw: { width: layer.width, height: layer.height, channels: 4 } })
    .extract(region)
    .raw()
    .toBuffer();
  const inRegion = (x: number, y: number) =>
    x >= region.left && x < region.left + region.width && y >= region.top && y < region.top + region.height;
  return redrawPart(draft, 'bars', inRegion, {
    image: { data: piece, width: region.width, height: region.height },
    left: Math.max(0, region.left - Math.round(box.width * 0.1)),
    top: Math.max(0, region.top - Math.round(box.height * 0.06)),
  });
}

/** Another photo's draft in the same style, cropped to this photo's shape as a painter's canvas would be. */
async function anotherBike(item: Case, other: Drafted): Promise<string> {
  const { width = 1, height = 1 } = await sharp(item.path).metadata();
  const path = `${other.draftPath}.for-${item.photo}.jpg`;
  await sharp(other.draftPath).resize(width, height, { fit: 'cover' }).jpeg({ quality: 90 }).toFile(path);
  return path;
}

const cell = (likeness: Likeness) => `${likeness.score}${likeness.reasons.length ? ` (${likeness.reasons.join(', ')})` : ''}`;
const mean = (list: number[]) => (list.reduce((sum, value) => sum + value, 0) / Math.max(1, list.length)).toFixed(0);

try {
  const detector = await loadMotorcycleDetector();
  const files = readdirSync(REAL_PHOTOS)
    .filter((file) => /\.(jpe?g|png|webp)$/i.test(file) && !file.startsWith('nobike-'))
    .sort()
    .slice(0, values.limit ? Number(values.limit) : undefined);
  const cases: Case[] = [];
  for (const file of files) {
    const prepared = await prepare(file, detector);
    if (prepared) cases.push(prepared);
    else console.log(`${file}: no bike found, skipped`);
  }
  detector.dispose();
  console.log(`\nBuilt-in drafts in every style, then distortions of one draft (style in rotation); likeness score (reasons)\n`);
  console.log(`| photo | ${STYLES.join(' | ')} | distorted style | one wheel at 70% | bars shifted | another bike |`);
  console.log(`|---|${STYLES.map(() => '---|').join('')}---|---|---|---|`);
  const builtIn: number[] = [];
  const distorted: number[][] = [[], [], []];
  const times: number[] = [];
  const timed = async (draftPath: string, item: Case) => {
    const started = performance.now();
    const likeness = await measureLikeness(item.path, draftPath, item.mask);
    times.push(performance.now() - started);
    return likeness;
  };
  for (const [index, item] of cases.entries()) {
    const styled: Likeness[] = [];
    for (const style of STYLES) styled.push(await timed(item.drafts[style].draftPath, item));
    builtIn.push(...styled.map((likeness) => likeness.score));
    const style = STYLES[index % STYLES.length]!;
    const draft = item.drafts[style];
    const other = cases[(index + 1) % cases.length]!.drafts[style];
    const results = [
      await timed(await scaledWheel(item, draft), item),
      await timed(await shiftedBars(item, draft), item),
      await timed(await anotherBike(item, other), item),
    ];
    results.forEach((result, column) => distorted[column]!.push(result.score));
    console.log(`| ${item.photo} | ${[...styled.map(cell), style, ...results.map(cell)].join(' | ')} |`);
  }
  const caught = (list: number[]) => `${list.filter((score) => score < THRESHOLD).length}/${list.length}`;
  const passed = builtIn.filter((score) => score >= THRESHOLD).length;
  console.log(`\nbuilt-in drafts: ${passed}/${builtIn.length} pass, mean ${mean(builtIn)}, min ${Math.min(...builtIn)}`);
  ['one wheel at 70%', 'bars shifted', 'another bike'].forEach((name, column) =>
    console.log(`${name}: caught ${caught(distorted[column]!)}, mean ${mean(distorted[column]!)}`),
  );
  console.log(`time per score: mean ${mean(times)} ms, max ${Math.max(...times).toFixed(0)} ms`);
} finally {
  if (!values.cache) rmSync(work, { recursive: true, force: true });
}
