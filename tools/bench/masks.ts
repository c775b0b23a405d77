/**
 * Subject isolation benchmark (`npm run bench:masks`): for every fixture photo with a ground-truth
 * mask in packages/render-engine/fixtures/, the overlap (IoU) of the isolated subject with the truth,
 * for (a) detector box + GrabCut, the engine's method, and (b) the detector box alone as a mask;
 * plus the time of each step, and measurePhoto and isolateSubject on 12-megapixel photos.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Box } from '../../packages/shared/src/photo-check.ts';
import { type RgbImage, loadMotorcycleDetector } from '../../packages/render-engine/src/detect-motorcycle.ts';
import { isolateSubject, subjectMaskFor, type SubjectMask } from '../../packages/render-engine/src/isolate-subject.ts';
import { measurePhoto } from '../../packages/render-engine/src/measure-photo.ts';
import { readAnalysisImage } from '../../packages/render-engine/src/vision/analysis-image.ts';

const FIXTURES = join(import.meta.dirname, '../../packages/render-engine/fixtures');
const MASK_SUFFIX = '.mask.png';

type Row = { photo: string; detectMs: number; grabCutMs: number; totalMs: number; grabCutIou: number; boxIou: number };

/** The ground truth scaled to the analysis image, 255 inside the bike. */
async function truthFor(maskFile: string, image: RgbImage): Promise<Buffer> {
  return sharp(join(FIXTURES, maskFile)).greyscale().resize(image.width, image.height, { fit: 'fill' }).threshold(128).raw().toBuffer();
}

function boxMask(box: Box, width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height);
  const [left, top] = [Math.round(box.x * width), Math.round(box.y * height)];
  const [right, bottom] = [Math.round((box.x + box.width) * width), Math.round((box.y + box.height) * height)];
  for (let y = top; y < bottom; y += 1) data.fill(255, y * width + left, y * width + right);
  return data;
}

/** Intersection over union of two masks, each thresholded at half opacity. */
function iou(mask: Buffer, truth: Buffer): number {
  let intersection = 0;
  let union = 0;
  for (let index = 0; index < truth.length; index += 1) {
    const a = mask[index]! >= 128;
    const b = truth[index]! >= 128;
    if (a && b) intersection += 1;
    if (a || b) union += 1;
  }
  return union === 0 ? 1 : intersection / union;
}

function photoFor(maskFile: string): string {
  const stem = maskFile.slice(0, -MASK_SUFFIX.length);
  const photo = readdirSync(FIXTURES).find((file) => file.startsWith(`${stem}.`) && !file.endsWith(MASK_SUFFIX));
  if (!photo) throw new Error(`No photo for ${maskFile}`);
  return photo;
}

/** measurePhoto, then isolateSubject (decode, detect, GrabCut, clean-up), on 4000x3000 JPEGs made from two fixtures. */
async function timeTwelveMegapixels(
  detector: Awaited<ReturnType<typeof loadMotorcycleDetector>>,
): Promise<{ measureMs: number; isolateMs: Record<string, number> }> {
  const work = mkdtempSync(join(tmpdir(), 'store-bench-masks-'));
  try {
    const paths: Record<string, string> = {};
    for (const fixture of ['synthetic-cafe-garage.jpg', 'synthetic-cruiser-desert.jpg']) {
      paths[fixture] = join(work, `12mp-${fixture}`);
      await sharp(join(FIXTURES, fixture)).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 90 }).toFile(paths[fixture]);
    }
    const cafe = paths['synthetic-cafe-garage.jpg']!;
    await measurePhoto(cafe, detector);
    const start = performance.now();
    await measurePhoto(cafe, detector);
    const measureMs = performance.now() - start;
    const isolateMs: Record<string, number> = {};
    for (const [fixture, path] of Object.entries(paths)) {
      const isolateStart = performance.now();
      await isolateSubject(path, detector);
      isolateMs[fixture] = performance.now() - isolateStart;
    }
    return { measureMs, isolateMs };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const format = (value: number) => value.toFixed(3);
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<void> {
  const loadStart = performance.now();
  const detector = await loadMotorcycleDetector();
  console.log(`detector loaded in ${ms(performance.now() - loadStart)}`);
  // Warm-up: the first run also starts opencv.js and compiles the model's kernels.
  const firstMask = readdirSync(FIXTURES).find((file) => file.endsWith(MASK_SUFFIX));
  if (firstMask) await isolateSubject(join(FIXTURES, photoFor(firstMask)), detector);

  const rows: Row[] = [];
  for (const maskFile of readdirSync(FIXTURES)
    .filter((file) => file.endsWith(MASK_SUFFIX))
    .sort()) {
    const photo = photoFor(maskFile);
    const path = join(FIXTURES, photo);
    const totalStart = performance.now();
    const image = await readAnalysisImage(path);
    const detectStart = performance.now();
    const detection = await detector.detect(image);
    const detectMs = performance.now() - detectStart;
    const truth = await truthFor(maskFile, image);
    if (!detection) {
      rows.push({ photo, detectMs, grabCutMs: 0, totalMs: performance.now() - totalStart, grabCutIou: 0, boxIou: 0 });
      continue;
    }
    const grabCutStart = performance.now();
    const mask: SubjectMask = await subjectMaskFor(image, detection.box);
    const grabCutMs = performance.now() - grabCutStart;
    rows.push({
      photo,
      detectMs,
      grabCutMs,
      totalMs: performance.now() - totalStart,
      grabCutIou: iou(mask.data, truth),
      boxIou: iou(boxMask(detection.box, image.width, image.height), truth),
    });
  }

  console.log(`\n| photo | IoU box + wheels + GrabCut | IoU box alone | detect | GrabCut + clean-up | decode to mask |`);
  console.log(`|---|---|---|---|---|---|`);
  for (const row of rows) {
    console.log(
      `| ${row.photo} | ${format(row.grabCutIou)} | ${format(row.boxIou)} | ${ms(row.detectMs)} | ${ms(row.grabCutMs)} | ${ms(row.totalMs)} |`,
    );
  }
  const mean = (pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0) / Math.max(1, rows.length);
  console.log(
    `| mean | ${format(mean((row) => row.grabCutIou))} | ${format(mean((row) => row.boxIou))} | ${ms(mean((row) => row.detectMs))} | ${ms(mean((row) => row.grabCutMs))} | ${ms(mean((row) => row.totalMs))} |`,
  );

  const { measureMs, isolateMs } = await timeTwelveMegapixels(detector);
  console.log(`\nmeasurePhoto on a 4000x3000 JPEG: ${ms(measureMs)}`);
  for (const [fixture, time] of Object.entries(isolateMs)) console.log(`isolateSubject on ${fixture} at 4000x3000: ${ms(time)}`);
  detector.dispose();
}

await main();
