/**
 * Cut-out benchmark (`npm run bench:masks [-- --out DIR]`):
 * 1. every fixture photo with an exact mask in packages/render-engine/fixtures/: the overlap (IoU)
 *    of the cut-out with it, by the segmentation model and by GrabCut (CUTOUT_MODEL=grabcut), and
 *    of the detector's box alone;
 * 2. every photo in ../shared/real-photos when that folder is there, each in a process of its own:
 *    the model's cut-out (decode, detect, encode, prompts) timed, the process's peak memory, one
 *    staff click answered from the stored embedding, and GrabCut's cut-out timed beside it; then a
 *    contact sheet (photo, model, GrabCut) in DIR to judge them by eye;
 * 3. the same on a 12-megapixel photo.
 *
 * With `--comfyui URL` (a ComfyUI with the core background-removal nodes and BiRefNet, decision 058;
 * `--comfyui-model FILE` if not birefnet.safetensors) it compares instead ComfyUI's cut-out, kept to
 * the chosen bike as the store keeps it, with the store's own: on the fixtures, each one's IoU with
 * the exact mask (ComfyUI's raw mask too); on every real photo, the time of each, their agreement
 * (IoU), and a contact sheet (photo, store, ComfyUI) in DIR to judge them by eye.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { Box } from '../../packages/shared/src/photo-check.ts';
import type { FastifyBaseLogger } from 'fastify';
import { createComfyUiCutout } from '../../apps/server/src/providers/painter/comfyui-cutout.ts';
import { keepChosenSubject, readBorrowedMask } from '../../packages/render-engine/src/borrowed-mask.ts';
import { writeContactSheet } from '../../packages/render-engine/src/contact-sheet.ts';
import { type RgbImage, loadMotorcycleDetector } from '../../packages/render-engine/src/detect-motorcycle.ts';
import { writeCutout } from '../../packages/render-engine/src/draft-photo.ts';
import { isolateSubject } from '../../packages/render-engine/src/isolate-subject.ts';
import { loadSamModel } from '../../packages/render-engine/src/segment/sam-model.ts';
import { readAnalysisImage } from '../../packages/render-engine/src/vision/analysis-image.ts';

const FIXTURES = join(import.meta.dirname, '../../packages/render-engine/fixtures');
const REAL_PHOTOS = join(import.meta.dirname, '../../../shared/real-photos');
const MASK_SUFFIX = '.mask.png';
const TWELVE_MP = { width: 4032, height: 3024 };

const { values } = parseArgs({
  options: { out: { type: 'string' }, photo: { type: 'string' }, comfyui: { type: 'string' }, 'comfyui-model': { type: 'string' } },
});

type PhotoFigures = {
  photo: string;
  bikes: number;
  riders: number;
  modelMs: number;
  encodeMs: number;
  clickMs: number;
  grabCutMs: number;
  peakMb: number;
  modelCutout: string | null;
  grabCutCutout: string | null;
};

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);

/** One photo, in this process (the parent runs each photo in a child so its peak memory is its own). */
async function measureOne(photo: string, out: string): Promise<PhotoFigures> {
  const [detector, model] = await Promise.all([loadMotorcycleDetector(), loadSamModel()]);
  const name = basename(photo);
  const started = performance.now();
  const subject = await isolateSubject(photo, detector, {}, { model });
  const modelMs = performance.now() - started;
  let encodeMs = 0;
  let clickMs = 0;
  let modelCutout: string | null = null;
  if (subject?.embedding) {
    const image = await readAnalysisImage(photo);
    const encodeStart = performance.now();
    await model.encode(image);
    encodeMs = performance.now() - encodeStart;
    const known = { embedding: subject.embedding, scene: subject.scene };
    const box = subject.box;
    const click = { x: box.x + box.width / 2, y: box.y + box.height / 2, include: true };
    const clickStart = performance.now();
    await isolateSubject(photo, detector, { clicks: { points: [click] } }, { model, known });
    clickMs = performance.now() - clickStart;
    modelCutout = join(out, `${name}.model.png`);
    await writeCutout(photo, subject.mask, modelCutout);
  }
  const grabCutStart = performance.now();
  const grabCut = await isolateSubject(photo, detector);
  const grabCutMs = performance.now() - grabCutStart;
  const grabCutCutout = grabCut ? join(out, `${name}.grabcut.png`) : null;
  if (grabCut && grabCutCutout) await writeCutout(photo, grabCut.mask, grabCutCutout);
  return {
    photo,
    bikes: subject?.bikes.length ?? 0,
    riders: subject?.rider ? subject.riders.length : 0,
    modelMs,
    encodeMs,
    clickMs,
    grabCutMs,
    peakMb: process.resourceUsage().maxRSS / 1024,
    modelCutout,
    grabCutCutout,
  };
}

/** Runs measureOne in a child process and reads its figures. */
function measureInChild(photo: string, out: string): PhotoFigures {
  const output = execFileSync(process.execPath, [import.meta.filename, '--photo', photo, '--out', out], {
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output.toString().trim().split('\n').pop()!) as PhotoFigures;
}

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

async function fixtureOverlaps(): Promise<void> {
  const [detector, model] = await Promise.all([loadMotorcycleDetector(), loadSamModel()]);
  console.log('| fixture | IoU model | IoU GrabCut | IoU box alone |');
  console.log('|---|---|---|---|');
  const sums = [0, 0, 0];
  const maskFiles = readdirSync(FIXTURES)
    .filter((file) => file.endsWith(MASK_SUFFIX))
    .sort();
  for (const maskFile of maskFiles) {
    const path = join(FIXTURES, photoFor(maskFile));
    const image = await readAnalysisImage(path);
    const truth = await truthFor(maskFile, image);
    const byModel = await isolateSubject(path, detector, {}, { model });
    const byGrabCut = await isolateSubject(path, detector);
    const figures = [
      byModel ? iou(byModel.mask.data, truth) : 0,
      byGrabCut ? iou(byGrabCut.mask.data, truth) : 0,
      byModel ? iou(boxMask(byModel.bikes[0]!.box, image.width, image.height), truth) : 0,
    ];
    figures.forEach((figure, index) => (sums[index]! += figure));
    console.log(`| ${photoFor(maskFile)} | ${figures.map((figure) => figure.toFixed(3)).join(' | ')} |`);
  }
  console.log(`| mean | ${sums.map((sum) => (sum / maskFiles.length).toFixed(3)).join(' | ')} |`);
  detector.dispose();
  await model.dispose();
}

const quietLog = { warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

/** The store's cut-out of a photo and ComfyUI's, kept to the same chosen bike, with their times; ComfyUI's raw mask too. */
async function bothCutouts(
  photo: string,
  tools: { detector: Awaited<ReturnType<typeof loadMotorcycleDetector>>; model: Awaited<ReturnType<typeof loadSamModel>> },
  comfyUi: ReturnType<typeof createComfyUiCutout>,
  out: string,
) {
  const started = performance.now();
  const subject = await isolateSubject(photo, tools.detector, {}, { model: tools.model });
  const storeMs = performance.now() - started;
  if (!subject) return null;
  const image = await readAnalysisImage(photo);
  const png = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .png()
    .toBuffer();
  const comfyStart = performance.now();
  const rawPath = join(out, `${basename(photo)}.comfyui-mask.png`);
  let failure: string | null = null;
  try {
    writeFileSync(rawPath, await comfyUi.maskOf(png));
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const comfyMs = performance.now() - comfyStart;
  const raw = failure ? null : await readBorrowedMask(rawPath, subject.mask);
  const kept = raw && (await keepChosenSubject(raw, subject));
  return { subject, storeMs, raw, kept, comfyMs, failure };
}

async function comfyUiComparison(url: string, out: string): Promise<void> {
  const comfyUi = createComfyUiCutout(
    { kind: 'comfyui', url, model: values['comfyui-model'] ?? 'birefnet.safetensors', timeoutMs: 120_000 },
    quietLog,
  );
  const problems = await comfyUi.checkSetup();
  if (problems.length) throw new Error(`ComfyUI is not ready for the cut-out: ${problems.join('; ')}`);
  const tools = { detector: await loadMotorcycleDetector(), model: await loadSamModel() };
  console.log('| fixture | IoU store | IoU ComfyUI kept to the bike | IoU ComfyUI raw |');
  console.log('|---|---|---|---|');
  for (const maskFile of readdirSync(FIXTURES)
    .filter((file) => file.endsWith(MASK_SUFFIX))
    .sort()) {
    const path = join(FIXTURES, photoFor(maskFile));
    const truth = await truthFor(maskFile, await readAnalysisImage(path));
    const both = await bothCutouts(path, tools, comfyUi, out);
    const figures = [both?.subject.mask, both?.kept, both?.raw].map((mask) => (mask ? iou(mask.data, truth).toFixed(3) : '—'));
    console.log(`| ${photoFor(maskFile)} | ${figures.join(' | ')} |`);
  }
  if (!existsSync(REAL_PHOTOS)) {
    console.log(`
no ${REAL_PHOTOS}: nothing more to compare`);
    return;
  }
  console.log(`
${'real photo'.padEnd(46)}    store  ComfyUI  IoU store/ComfyUI  source kept`);
  const rows = [];
  for (const file of readdirSync(REAL_PHOTOS)
    .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
    .sort()) {
    const photo = join(REAL_PHOTOS, file);
    const both = await bothCutouts(photo, tools, comfyUi, out);
    const storeCutout = both ? join(out, `${file}.store.png`) : null;
    const comfyCutout = both?.kept ? join(out, `${file}.comfyui.png`) : null;
    if (both && storeCutout) await writeCutout(photo, both.subject.mask, storeCutout);
    if (both?.kept && comfyCutout) await writeCutout(photo, both.kept, comfyCutout);
    const agreement = both?.kept ? iou(both.kept.data, both.subject.mask.data).toFixed(3) : '—';
    const source = !both ? 'no bike' : both.failure ? `store (${both.failure})` : both.kept ? 'comfyui' : 'store (mask held too little)';
    console.log(`${file.padEnd(46)} ${ms(both?.storeMs ?? 0)} ${ms(both?.comfyMs ?? 0)} ${agreement.padStart(18)}  ${source}`);
    rows.push({ file, photo, storeCutout, comfyCutout });
  }
  await sideBySide(
    rows.map((row) => ({ label: row.file, photo: row.photo, cutouts: [row.storeCutout, row.comfyCutout] })),
    ['store', 'ComfyUI'],
    join(out, 'contact-sheet-comfyui.png'),
  );
  tools.detector.dispose();
  await tools.model.dispose();
}

/** A contact sheet of each photo beside two cut-outs of it, to judge them by eye. */
async function sideBySide(
  rows: Array<{ label: string; photo: string; cutouts: [string | null, string | null] }>,
  names: [string, string],
  sheet: string,
): Promise<void> {
  await writeContactSheet(
    rows.map((row) => ({
      label: row.label,
      tiles: [
        { label: 'photo', path: row.photo },
        { label: names[0], path: row.cutouts[0] },
        { label: names[1], path: row.cutouts[1] },
      ],
    })),
    sheet,
  );
  console.log(`contact sheet: ${sheet}`);
}

function printRow(figures: PhotoFigures): void {
  console.log(
    `${basename(figures.photo).padEnd(46)} ${String(figures.bikes).padStart(5)} ${String(figures.riders).padStart(6)} ${ms(figures.modelMs)} ${ms(figures.encodeMs)} ${ms(figures.clickMs)} ${ms(figures.grabCutMs)} ${figures.peakMb.toFixed(0).padStart(6)}`,
  );
}

async function main(): Promise<void> {
  const out = values.out ?? mkdtempSync(join(tmpdir(), 'bench-masks-'));
  mkdirSync(out, { recursive: true });
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}; output in ${out}\n`,
  );
  try {
    if (values.comfyui) return await comfyUiComparison(values.comfyui, out);
    await fixtureOverlaps();
    const header = `\n${'photo'.padEnd(46)} bikes riders   model   encode    click  GrabCut peak MB`;
    if (existsSync(REAL_PHOTOS)) {
      console.log(
        `\nreal photos, one process each: the model's whole cut-out (decode, detect, encode, prompts), the encoder alone, one click from the stored embedding, GrabCut's whole cut-out${header}`,
      );
      const rows: PhotoFigures[] = [];
      for (const file of readdirSync(REAL_PHOTOS)
        .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
        .sort()) {
        const figures = measureInChild(join(REAL_PHOTOS, file), out);
        rows.push(figures);
        printRow(figures);
      }
      await sideBySide(
        rows.map((row) => ({
          label: `${basename(row.photo)}: ${row.bikes} bike(s), ${row.riders} rider(s) kept`,
          photo: row.photo,
          cutouts: [row.modelCutout, row.grabCutCutout],
        })),
        ['model', 'GrabCut'],
        join(out, 'contact-sheet.png'),
      );
    } else {
      console.log(`\nno ${REAL_PHOTOS}: only the 12 MP measurement below`);
    }
    const twelve = join(out, 'photo-12mp.jpg');
    await sharp(join(FIXTURES, 'synthetic-sport-street.jpg'))
      .resize(TWELVE_MP.width, TWELVE_MP.height, { fit: 'fill', kernel: 'lanczos3' })
      .jpeg({ quality: 92 })
      .toFile(twelve);
    console.log(`\n12 MP photo (${TWELVE_MP.width}x${TWELVE_MP.height})${header}`);
    printRow(measureInChild(twelve, out));
  } finally {
    if (!values.out) rmSync(out, { recursive: true, force: true });
  }
}

if (values.photo) console.log(JSON.stringify(await measureOne(values.photo, values.out!)));
else await main();
