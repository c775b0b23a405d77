/** The cut-out benchmark's `--comfyui` comparison: ComfyUI's cut-out, kept to the chosen bike as the store keeps it, beside the store's own (decision 058). */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { createComfyUiCutout } from '../../apps/server/src/providers/painter/comfyui-cutout.ts';
import { keepChosenSubject, readBorrowedMask } from '../../packages/render-engine/src/borrowed-mask.ts';
import { loadMotorcycleDetector } from '../../packages/render-engine/src/detect-motorcycle.ts';
import { writeCutout } from '../../packages/render-engine/src/draft-photo.ts';
import { isolateSubject } from '../../packages/render-engine/src/isolate-subject.ts';
import { loadSamModel } from '../../packages/render-engine/src/segment/sam-model.ts';
import { readAnalysisImage } from '../../packages/render-engine/src/vision/analysis-image.ts';
import { FIXTURES, iou, MASK_SUFFIX, ms, photoFor, sideBySide, truthFor } from './mask-measures.ts';

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

export async function comfyUiComparison(url: string, model: string | undefined, out: string, photos: string): Promise<void> {
  const comfyUi = createComfyUiCutout({ kind: 'comfyui', url, model: model ?? 'birefnet.safetensors', timeoutMs: 120_000 }, quietLog);
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
  if (!existsSync(photos)) {
    console.log(`
no ${photos}: nothing more to compare`);
    return;
  }
  console.log(`
${'real photo'.padEnd(46)}    store  ComfyUI  IoU store/ComfyUI  source kept`);
  const rows = [];
  for (const file of readdirSync(photos)
    .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
    .sort()) {
    const photo = join(photos, file);
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
