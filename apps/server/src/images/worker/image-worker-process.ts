import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { MotorcycleDetector } from '@store/render-engine/detect-motorcycle';
import type { isolateSubject } from '@store/render-engine/isolate-subject';
import { defaultBackdrop } from '@store/shared/styles';
import { deriveResults } from '../derive-results.ts';
import type { ImageTasks, TaskReply, TaskRequest } from './image-tasks.ts';

/**
 * The image worker: a process of its own, started and watched by image-worker-pool.ts, so a
 * slow, crashing or memory-hungry image job never touches the web server. One task at a time.
 */

sharp.concurrency(2);
sharp.cache(false);

const PREVIEW_LONG_SIDE = 1200;
/** Cut-outs of the last few photos: staff asking for the other styles of one photo reuse its cut-out. */
const REMEMBERED_SUBJECTS = 4;
type Subject = Awaited<ReturnType<typeof isolateSubject>>;
const subjects = new Map<string, Subject>();
let detector: Promise<MotorcycleDetector> | undefined;

async function subjectOf(photoPath: string): Promise<Subject> {
  const key = createHash('sha256')
    .update(await readFile(photoPath))
    .digest('hex');
  if (subjects.has(key)) return subjects.get(key)!;
  const { isolateSubject } = await import('@store/render-engine/isolate-subject');
  const subject = await isolateSubject(photoPath, await motorcycleDetector());
  subjects.set(key, subject);
  if (subjects.size > REMEMBERED_SUBJECTS) subjects.delete(subjects.keys().next().value!);
  return subject;
}

/** Loaded on first use: a worker that only derives results never loads the model. */
function motorcycleDetector(): Promise<MotorcycleDetector> {
  detector ??= import('@store/render-engine/detect-motorcycle').then(({ loadMotorcycleDetector }) => loadMotorcycleDetector());
  return detector;
}

function reply(message: TaskReply): void {
  process.send?.(message);
}

const handlers: {
  [Name in keyof ImageTasks]: (input: ImageTasks[Name]['input'], progress: (step: string) => void) => Promise<ImageTasks[Name]['output']>;
} = {
  async check({ photoPath }) {
    const { measurePhoto } = await import('@store/render-engine/measure-photo');
    return measurePhoto(photoPath, await motorcycleDetector());
  },

  async draft({ photoPath, style, background, outDir }, progress) {
    const { makeDraft } = await import('@store/render-engine/make-draft');
    progress('Finding the bike');
    const subject = await subjectOf(photoPath);
    const draft = await makeDraft({
      photoPath,
      style,
      backdrop: background ? defaultBackdrop(style) : 'plain',
      subject: subject ? { mask: subject.mask, box: subject.box } : null,
      outDir,
      onProgress: progress,
    });
    const previewPath = join(outDir, `draft-preview-${randomUUID()}.webp`);
    await sharp(draft.draftPath)
      .resize(PREVIEW_LONG_SIDE, PREVIEW_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(previewPath);
    return { ...draft, previewPath, bikeFound: subject !== null };
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
