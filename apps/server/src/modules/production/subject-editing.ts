import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { SUBJECT_MESSAGES, type Subject, type SubjectClicks } from '@store/shared/subject';
import { HttpError } from '#server/http-errors.ts';
import { normaliseCorrectedMask } from '#server/images/corrected-mask.ts';
import type { StoredFile } from '#server/providers/storage/storage.ts';
import { renderKeys } from '../renders/render-files.ts';
import { downloadForJob, downloadIfStored } from './job-files.ts';
import { keepEmbedding, statusOf, subjectDto, SUBJECT_JOB, type Choice, type SubjectDeps } from './subject-cut-out.ts';
import type { SubjectRecord } from './subject-repository.ts';

/** The render's subject, for staff to change: 409 while the render has none yet. */
export async function existingSubject(deps: SubjectDeps, renderId: string): Promise<SubjectRecord> {
  await deps.renders.forProduction(renderId);
  const record = await deps.subjects.find(renderId);
  if (!record) throw new HttpError(409, 'NO_SUBJECT', SUBJECT_MESSAGES.none);
  return record;
}

function notReady(record: SubjectRecord): HttpError {
  return new HttpError(409, 'SUBJECT_NOT_READY', statusOf(record) === 'working' ? SUBJECT_MESSAGES.working : SUBJECT_MESSAGES.noBike);
}

/** Another bike or rider choice: staff's correction no longer fits, and the engine cuts the new choice out in the background. */
async function choose(deps: SubjectDeps, renderId: string, record: SubjectRecord, choice: Choice): Promise<Subject> {
  if (choice.bike === record.bike && choice.rider === record.rider) return subjectDto(record);
  await deps.subjects.choose(renderId, choice);
  if (record.correctedKey) await deps.storage.delete(record.correctedKey);
  await deps.jobs.send(SUBJECT_JOB, { renderId });
  return subjectDto((await deps.subjects.find(renderId))!);
}

/**
 * The cut-out the model makes with staff's clicks and redrawn box, from the photo's stored
 * embedding (the photo is read and encoded once when there is none): a PNG at the mask's size,
 * for the editor to show; saving it is staff's choice, as for a brushed one.
 */
async function segmentByClicks(deps: SubjectDeps, renderId: string, clicks: SubjectClicks): Promise<StoredFile> {
  const { storage } = deps;
  if (!deps.clicksAllowed) throw new HttpError(409, 'NO_CUTOUT_MODEL', SUBJECT_MESSAGES.noModel);
  const record = await existingSubject(deps, renderId);
  if (statusOf(record) !== 'ready') throw notReady(record);
  const embeddingPath = await downloadIfStored(storage, renderKeys.embedding(renderId), deps.workDir);
  const photo = () => deps.renders.forProduction(renderId).then((render) => downloadForJob(storage, render.originalKey, deps.workDir));
  let photoPath = embeddingPath ? null : await photo();
  try {
    const ask = () =>
      deps.cutter.run('subject', { photoPath, embeddingPath, bike: record.bike, rider: record.rider, clicks, outDir: deps.workDir });
    let found = await ask();
    // The kept embedding is another model's (the shop switched models): the photo is encoded again, once.
    if (found.needsPhoto) {
      photoPath = await photo();
      found = await ask();
    }
    await keepEmbedding(deps, renderId, found.embeddingPath);
    if (!found.mask) throw new HttpError(409, 'SUBJECT_NOT_READY', SUBJECT_MESSAGES.noBike);
    const png = await readFile(found.mask.path);
    await rm(found.mask.path, { force: true });
    return { body: Readable.from([png]), size: png.length, contentType: 'image/png' };
  } finally {
    await Promise.all([embeddingPath, photoPath].map((path) => path && rm(path, { force: true })));
  }
}

/** Staff's changes of the cut-out on the workbench: clicks, a corrected mask, another bike, the rider kept or dropped. */
export function createSubjectEditing(deps: SubjectDeps) {
  const { subjects, storage } = deps;

  return {
    async maskFile(renderId: string): Promise<StoredFile> {
      const record = await existingSubject(deps, renderId);
      const key = record.correctedKey ?? record.automaticKey;
      const stored = key ? await storage.get(key) : null;
      if (!stored)
        throw new HttpError(404, 'NOT_FOUND', statusOf(record) === 'working' ? SUBJECT_MESSAGES.working : SUBJECT_MESSAGES.noBike);
      return stored;
    },

    segmentByClicks: (renderId: string, clicks: SubjectClicks): Promise<StoredFile> => segmentByClicks(deps, renderId, clicks),

    /** Staff's corrected cut-out (a PNG upload at `path`) replaces the engine's for every later draft. */
    async saveCorrected(renderId: string, path: string): Promise<Subject> {
      const record = await existingSubject(deps, renderId);
      if (statusOf(record) !== 'ready' || record.width === null || record.height === null) throw notReady(record);
      const normalised = join(deps.workDir, `mask-${randomUUID()}.png`);
      try {
        await normaliseCorrectedMask(path, { width: record.width, height: record.height }, normalised);
        const key = renderKeys.correctedMask(renderId);
        await storage.put(key, { path: normalised }, 'image/png');
        await subjects.setCorrected(renderId, key);
      } finally {
        await rm(normalised, { force: true });
      }
      return subjectDto((await subjects.find(renderId))!);
    },

    /** Back to the engine's cut-out. */
    async reset(renderId: string): Promise<Subject> {
      const record = await existingSubject(deps, renderId);
      if (record.correctedKey) {
        await subjects.setCorrected(renderId, null);
        await storage.delete(record.correctedKey);
      }
      return subjectDto((await subjects.find(renderId))!);
    },

    async chooseBike(renderId: string, bike: number): Promise<Subject> {
      const record = await existingSubject(deps, renderId);
      if (bike >= record.bikes.length)
        throw new HttpError(400, 'NO_SUCH_BIKE', SUBJECT_MESSAGES.noSuchBike, { bike: SUBJECT_MESSAGES.noSuchBike });
      return choose(deps, renderId, record, { bike, rider: record.rider });
    },

    async keepRider(renderId: string, rider: boolean): Promise<Subject> {
      const record = await existingSubject(deps, renderId);
      if (record.riders.length === 0) throw new HttpError(409, 'NO_RIDER', SUBJECT_MESSAGES.noRider);
      return choose(deps, renderId, record, { bike: record.bike, rider });
    },
  };
}
