import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { MotorcycleDetector } from '@store/render-engine/detect-motorcycle';
import type { Subject, SubjectMask } from '@store/render-engine/isolate-subject';
import type { StoredEmbedding } from '@store/render-engine/segment/embedding-file';
import type { SamModel } from '@store/render-engine/segment/sam-model';
import type { Likeness } from '@store/render-engine/likeness';
import { closestBike } from '@store/shared/bike-pick';
import type { Box } from '@store/shared/photo-check';
import { defaultBackdrop } from '@store/shared/styles';
import { deriveResults } from '../derive-results.ts';
import { watermarkSvg } from '../watermark.ts';
import type { ImageTasks, TaskReply, TaskRequest } from './image-tasks.ts';

/**
 * The image worker: a process of its own, started and watched by image-worker-pool.ts, so a
 * slow, crashing or memory-hungry image job never touches the web server. One task at a time.
 */

sharp.concurrency(2);
sharp.cache(false);

const PREVIEW_LONG_SIDE = 1200;
let detector: Promise<MotorcycleDetector> | undefined;
let segmentationModel: Promise<SamModel | null> | undefined;

/** Loaded on first use: a worker that only derives results never loads the model. */
function motorcycleDetector(): Promise<MotorcycleDetector> {
  detector ??= import('@store/render-engine/detect-motorcycle').then(({ loadMotorcycleDetector }) => loadMotorcycleDetector());
  return detector;
}

/** The cut-out model CUTOUT_MODEL names, loaded on first use; null when the shop cuts out with GrabCut alone. */
function cutoutModel(): Promise<SamModel | null> {
  segmentationModel ??= Promise.all([
    import('@store/render-engine/segment/segmenter-setting'),
    import('@store/render-engine/segment/sam-model'),
  ]).then(([{ segmenterSetting }, { loadSamModel }]) => {
    const setting = segmenterSetting();
    return setting.kind === 'sam' ? loadSamModel(setting.files) : null;
  });
  return segmentationModel;
}

/** A stored embedding the current model can use, or null (made by another model, or unreadable: the photo is encoded again). */
async function knownEmbedding(model: SamModel, path: string | null): Promise<StoredEmbedding | null> {
  if (!path) return null;
  const { readEmbeddingFile } = await import('@store/render-engine/segment/embedding-file');
  const stored = await readEmbeddingFile(path).catch(() => null);
  return stored && stored.embedding.model === model.id ? stored : null;
}

/** The chosen bike of a mask made elsewhere, or null when it holds almost nothing of it or is no image (the store's own is used). */
async function chosenOfBorrowed(path: string, subject: Subject): Promise<SubjectMask | null> {
  const { keepChosenSubject, readBorrowedMask } = await import('@store/render-engine/borrowed-mask');
  const borrowed = await readBorrowedMask(path, subject.mask).catch(() => null);
  return borrowed && keepChosenSubject(borrowed, subject);
}

async function writePreview(draftPath: string, outDir: string): Promise<string> {
  const previewPath = join(outDir, `draft-preview-${randomUUID()}.webp`);
  await sharp(draftPath)
    .resize(PREVIEW_LONG_SIDE, PREVIEW_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(previewPath);
  return previewPath;
}

async function likenessOf(photoPath: string, draftPath: string, mask: SubjectMask | null, view?: Box): Promise<Likeness> {
  const { measureLikeness } = await import('@store/render-engine/likeness');
  return measureLikeness(photoPath, draftPath, mask, view);
}

function reply(message: TaskReply): void {
  process.send?.(message);
}

const handlers: {
  [Name in keyof ImageTasks]: (input: ImageTasks[Name]['input'], progress: (step: string) => void) => Promise<ImageTasks[Name]['output']>;
} = {
  async check({ photoPath }) {
    const { measurePhoto } = await import('@store/render-engine/measure-photo');
    // Without the cut-out model: measured on it, no finding changed on the real photos, and it adds an encoding to every check (decision 054).
    return measurePhoto(photoPath, await motorcycleDetector());
  },

  async subject({ photoPath, embeddingPath, bike, rider, clicks, borrowedMaskPath, outDir }, progress) {
    const [{ isolateSubject }, { writeMask }, { writeEmbeddingFile }] = await Promise.all([
      import('@store/render-engine/isolate-subject'),
      import('@store/render-engine/subject-mask'),
      import('@store/render-engine/segment/embedding-file'),
    ]);
    const model = await cutoutModel();
    const known = model ? await knownEmbedding(model, embeddingPath) : null;
    // An embedding kept from another model (the shop switched models) cannot answer: the caller sends the photo.
    if (!known && !photoPath) return { mask: null, bikes: [], riders: [], embeddingPath: null, borrowed: false, needsPhoto: true };
    progress('Finding the bike');
    // A stored embedding holds the scene: the detector is loaded only to read a photo.
    const subject = await isolateSubject(
      photoPath ?? '',
      known ? null : await motorcycleDetector(),
      { bike, rider, clicks },
      model ? { model, known } : undefined,
    );
    if (!subject) return { mask: null, bikes: [], riders: [], embeddingPath: null, borrowed: false };
    // The store's own cut-out is made all the same: it is the fallback, it decides where others overlap the bike, and its embedding serves staff's clicks.
    const borrowed = borrowedMaskPath && !clicks ? await chosenOfBorrowed(borrowedMaskPath, subject) : null;
    const mask = borrowed ?? subject.mask;
    const path = join(outDir, `subject-mask-${randomUUID()}.png`);
    await writeMask(mask, path);
    const madeEmbedding = subject.embedding && !known ? join(outDir, `embedding-${randomUUID()}.bin`) : null;
    if (madeEmbedding) await writeEmbeddingFile(madeEmbedding, { embedding: subject.embedding!, scene: subject.scene });
    return {
      mask: { path, width: mask.width, height: mask.height },
      bikes: subject.bikes,
      riders: subject.riders,
      embeddingPath: madeEmbedding,
      borrowed: borrowed !== null,
    };
  },

  async analysisPhoto({ photoPath, outDir }) {
    const { readAnalysisImage } = await import('@store/render-engine/vision/analysis-image');
    const image = await readAnalysisImage(photoPath);
    const path = join(outDir, `analysis-photo-${randomUUID()}.png`);
    await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
      .png()
      .toFile(path);
    return { path };
  },

  async draft({ photoPath, style, backdrop, maskPath, outDir }, progress) {
    const [{ makeDraft }, { readMask, maskBox }] = await Promise.all([
      import('@store/render-engine/make-draft'),
      import('@store/render-engine/subject-mask'),
    ]);
    const mask = maskPath ? await readMask(maskPath) : null;
    const box = mask ? maskBox(mask) : null;
    const draft = await makeDraft({
      photoPath,
      style,
      backdrop,
      subject: mask && box ? { mask, box } : null,
      outDir,
      onProgress: progress,
    });
    return {
      ...draft,
      previewPath: await writePreview(draft.draftPath, outDir),
      likeness: await likenessOf(photoPath, draft.draftPath, mask, draft.view),
      bikeFound: box !== null,
    };
  },

  async modelInput({ photoPath, maskPath, canvas, outDir }) {
    const [{ prepareModelInput }, { readMask }] = await Promise.all([
      import('@store/render-engine/model-images'),
      import('@store/render-engine/subject-mask'),
    ]);
    return prepareModelInput(photoPath, maskPath ? await readMask(maskPath) : null, canvas, outDir);
  },

  async generatedDraft({ photoPath, imagePath, maskPath, canvas, frame, outDir }, progress) {
    const [{ acceptModelImage }, { readMask }] = await Promise.all([
      import('@store/render-engine/model-images'),
      import('@store/render-engine/subject-mask'),
    ]);
    const mask = maskPath ? await readMask(maskPath) : null;
    const draft = await acceptModelImage(imagePath, canvas, frame, mask, outDir);
    progress('Comparing with the photo');
    return {
      ...draft,
      previewPath: await writePreview(draft.draftPath, outDir),
      likeness: await likenessOf(photoPath, draft.draftPath, mask),
    };
  },

  async previewSubject({ photoPath, longSide, bike = 0, bikeBox = null, outDir }, progress) {
    const [{ isolateSubject }, { writeMask }] = await Promise.all([
      import('@store/render-engine/isolate-subject'),
      import('@store/render-engine/subject-mask'),
    ]);
    const smallPath = join(outDir, `preview-photo-${randomUUID()}.png`);
    await sharp(photoPath).rotate().resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true }).png().toFile(smallPath);
    progress('Finding the bike');
    const model = await cutoutModel();
    const detector = await motorcycleDetector();
    let subject = await isolateSubject(smallPath, detector, { bike }, model ? { model } : undefined);
    // The small copy may list its bikes in another order than the photo check did: the picked one is the one at its box.
    const boxes = subject?.bikes.map(({ box }) => box) ?? [];
    const found = bikeBox ? closestBike(boxes, bikeBox) : -1;
    if (subject && found >= 0 && found !== subject.bike) {
      const known = subject.embedding ? { embedding: subject.embedding, scene: subject.scene } : null;
      subject = await isolateSubject(smallPath, detector, { bike: found }, model ? { model, known } : undefined);
    }
    if (!subject) return { photoPath: smallPath, maskPath: null };
    const maskPath = join(outDir, `preview-mask-${randomUUID()}.png`);
    await writeMask(subject.mask, maskPath);
    return { photoPath: smallPath, maskPath };
  },

  async stylePreview({ photoPath, maskPath, style, outDir }) {
    const [{ makeDraft }, { readMask, maskBox }] = await Promise.all([
      import('@store/render-engine/make-draft'),
      import('@store/render-engine/subject-mask'),
    ]);
    const mask = maskPath ? await readMask(maskPath) : null;
    const box = mask ? maskBox(mask) : null;
    const draft = await makeDraft({
      photoPath,
      style,
      backdrop: defaultBackdrop(style),
      subject: mask && box ? { mask, box } : null,
      outDir,
    });
    const previewPath = join(outDir, `style-preview-${randomUUID()}.webp`);
    try {
      await sharp(draft.draftPath)
        .composite([{ input: watermarkSvg(draft.width, draft.height) }])
        .webp({ quality: 78 })
        .toFile(previewPath);
    } finally {
      await Promise.all([rm(draft.draftPath, { force: true }), rm(draft.layerPath, { force: true })]);
    }
    return { previewPath };
  },

  async derive({ sourcePath, subjectLayerPath, ...options }) {
    const { subjectBoxOfLayer } = await import('@store/render-engine/subject-box');
    const subject = options.subject ?? (subjectLayerPath ? await subjectBoxOfLayer(subjectLayerPath) : null);
    return { ...(await deriveResults(sourcePath, { ...options, subject })), subject };
  },
};

process.on('message', (message: TaskRequest) => {
  const handler = handlers[message.task] as (input: unknown, progress: (step: string) => void) => Promise<unknown>;
  handler(message.input, (step) => reply({ id: message.id, progress: step })).then(
    (output) => reply({ id: message.id, ok: true, output }),
    (error: unknown) => reply({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});

process.on('disconnect', () => process.exit(0));
