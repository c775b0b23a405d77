import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { SUBJECT_MESSAGES, type Subject, type SubjectClicks, type SubjectStatus } from '@store/shared/subject';
import { HttpError } from '#server/http-errors.ts';
import { normaliseCorrectedMask } from '#server/images/corrected-mask.ts';
import type { ImageWorker } from '#server/images/worker/image-worker-pool.ts';
import type { CutoutSource } from '#server/providers/painter/comfyui-cutout.ts';
import { defineJob, jobWorker, type BackgroundWork, type JobSender } from '#server/jobs/job-queue.ts';
import type { Storage, StoredFile } from '#server/providers/storage/storage.ts';
import { renderKeys, renderUrls } from '../renders/render-files.ts';
import type { RenderService } from '../renders/render-service.ts';
import { downloadForJob, downloadIfStored } from './job-files.ts';
import type { SubjectRecord, SubjectRepository } from './subject-repository.ts';

const SUBJECT_JOB = defineJob<{ renderId: string }>('render-subject', { retryLimit: 2, retryDelaySeconds: 15, expireInSeconds: 300 });
type Choice = { bike: number; rider: boolean };

/** The first cut-out of a render: the most prominent bike (unless the customer picked another), with its rider when there is one. */
const FIRST_CHOICE: Choice = { bike: 0, rider: true };

function statusOf(record: SubjectRecord): SubjectStatus {
  if (record.correctedKey || record.automaticKey) return 'ready';
  return record.bikes.length === 0 ? 'no-bike' : 'working';
}

/**
 * A render's subject: the engine cuts the bike out once (with the first draft), staff may choose
 * another bike, drop the rider or correct the cut-out by hand, and every later draft is painted
 * with the result.
 */
export function createSubjectService(deps: {
  renders: RenderService;
  subjects: SubjectRepository;
  jobs: JobSender;
  storage: Storage;
  /**
   * Cuts the bike out (the first cut-out, another choice, staff's clicks) in a process of its own:
   * the model's memory never adds to a draft's, and a click never waits behind a draft.
   */
  cutter: ImageWorker;
  /** Clicks need a segmentation model; a store cutting out with GrabCut alone refuses them. */
  clicksAllowed: boolean;
  /** Where the automatic cut-out's mask comes from first (ComfyUI's background removal); null: the store's own alone. */
  cutoutSource: CutoutSource | null;
  workDir: string;
  log: FastifyBaseLogger;
}) {
  const { renders, subjects, jobs, storage } = deps;

  function toDto(record: SubjectRecord): Subject {
    const status = statusOf(record);
    return {
      status,
      maskUrl: status === 'ready' ? renderUrls.subjectMask(record.renderId, String(Date.parse(record.updatedAt))) : null,
      width: record.width,
      height: record.height,
      corrected: record.correctedKey !== null,
      source: record.automaticSource,
      bikes: record.bikes,
      bike: record.bike,
      riders: record.riders,
      rider: record.rider,
      updatedAt: record.updatedAt,
      customerBike: record.customerBike,
    };
  }

  /** Keeps the photo's embedding the worker made with the render, so no later prompt encodes the photo again. */
  async function keepEmbedding(renderId: string, path: string | null): Promise<void> {
    if (!path) return;
    try {
      await storage.put(renderKeys.embedding(renderId), { path }, 'application/octet-stream');
    } finally {
      await rm(path, { force: true });
    }
  }

  /**
   * The photo's mask from the cut-out source, as a local file (the caller removes it); null when
   * none is configured or it failed (ComfyUI down or too slow, its nodes or model missing), which
   * is logged: the store then cuts out alone.
   */
  async function borrowedMask(renderId: string, photoPath: string): Promise<string | null> {
    const source = deps.cutoutSource;
    if (!source) return null;
    let photo: string | null = null;
    try {
      photo = (await deps.cutter.run('analysisPhoto', { photoPath, outDir: deps.workDir })).path;
      const path = join(deps.workDir, `borrowed-mask-${randomUUID()}.png`);
      await writeFile(path, await source.maskOf(await readFile(photo)));
      return path;
    } catch (error) {
      deps.log.warn(
        { renderId, source: source.name, reason: error instanceof Error ? error.message : String(error) },
        'the cut-out source failed: the store cuts the bike out itself',
      );
      return null;
    } finally {
      if (photo) await rm(photo, { force: true });
    }
  }

  /** Runs the engine for one choice and keeps its cut-out; answers the mask's local path (the caller removes it), or null without a bike. */
  async function cutOut(renderId: string, photoPath: string, choice: Choice): Promise<string | null> {
    const [embeddingPath, borrowedMaskPath] = await Promise.all([
      downloadIfStored(storage, renderKeys.embedding(renderId), deps.workDir),
      borrowedMask(renderId, photoPath),
    ]);
    const found = await deps.cutter
      .run('subject', { photoPath, embeddingPath, ...choice, borrowedMaskPath, outDir: deps.workDir })
      .finally(() => Promise.all([embeddingPath, borrowedMaskPath].map((path) => path && rm(path, { force: true }))));
    await keepEmbedding(renderId, found.embeddingPath);
    const source = found.borrowed && deps.cutoutSource ? deps.cutoutSource.name : 'store';
    if (found.mask && borrowedMaskPath && !found.borrowed)
      deps.log.warn(
        { renderId, ...choice },
        'the cut-out source’s mask held almost nothing of the chosen bike: the store’s own cut-out is kept',
      );
    if (found.mask) deps.log.info({ renderId, ...choice, source }, 'cut-out made');
    const automaticKey = found.mask ? renderKeys.automaticMask(renderId, choice.bike, choice.rider) : null;
    if (found.mask && automaticKey) await storage.put(automaticKey, { path: found.mask.path }, 'image/png');
    // Staff's choice is kept as asked: "keep the rider" stays on for a bike where nobody rides, ready for one where someone does.
    await subjects.saveAutomatic(renderId, {
      bikes: found.bikes,
      ...choice,
      riders: found.riders,
      automaticKey,
      source,
      width: found.mask?.width ?? null,
      height: found.mask?.height ?? null,
    });
    return found.mask?.path ?? null;
  }

  async function makeAutomatic({ renderId }: { renderId: string }): Promise<void> {
    const record = await subjects.find(renderId);
    if (!record || statusOf(record) !== 'working') return;
    const render = await renders.forProduction(renderId).catch(() => null);
    if (!render) return;
    const photoPath = await downloadForJob(storage, render.originalKey, deps.workDir);
    try {
      const maskPath = await cutOut(renderId, photoPath, { bike: record.bike, rider: record.rider });
      if (maskPath) await rm(maskPath, { force: true });
    } finally {
      await rm(photoPath, { force: true });
    }
  }

  const work: BackgroundWork = { workers: [jobWorker(SUBJECT_JOB, makeAutomatic)] };

  /** The first cut-out is of the bike the customer picked on the upload page, else of the most prominent. */
  async function firstChoice(renderId: string): Promise<Choice> {
    const picked = await subjects.pickOf(renderId);
    return picked === null ? FIRST_CHOICE : { ...FIRST_CHOICE, bike: picked };
  }

  async function existing(renderId: string): Promise<SubjectRecord> {
    await renders.forProduction(renderId);
    const record = await subjects.find(renderId);
    if (!record) throw new HttpError(409, 'NO_SUBJECT', SUBJECT_MESSAGES.none);
    return record;
  }

  async function choose(renderId: string, record: SubjectRecord, choice: Choice): Promise<Subject> {
    if (choice.bike === record.bike && choice.rider === record.rider) return toDto(record);
    await subjects.choose(renderId, choice);
    if (record.correctedKey) await storage.delete(record.correctedKey);
    await jobs.send(SUBJECT_JOB, { renderId });
    return toDto((await subjects.find(renderId))!);
  }

  const service = {
    /** Logs what would stop the cut-out source (ComfyUI's nodes or model missing, the server down); never throws. */
    async checkCutoutSource(): Promise<void> {
      const source = deps.cutoutSource;
      if (!source) return;
      try {
        const problems = await source.checkSetup();
        if (problems.length) deps.log.warn({ problems }, 'the cut-out source is not ready: the store cuts out itself until it is');
        else deps.log.info({ source: source.name }, 'the cut-out source is ready');
      } catch (error) {
        deps.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'the cut-out source cannot be reached: the store cuts out itself until it can',
        );
      }
    },

    /**
     * The cut-out a draft is painted with, as a local file (the caller removes it): staff's
     * corrected one, else the engine's for the current choice, made now when there is none yet.
     * Null when the photo has no bike.
     */
    async maskForDraft(renderId: string, photoPath: string): Promise<string | null> {
      const record = await subjects.find(renderId);
      const key = record?.correctedKey ?? record?.automaticKey;
      if (key) return downloadForJob(storage, key, deps.workDir);
      if (record && statusOf(record) === 'no-bike') return null;
      return cutOut(renderId, photoPath, record ? { bike: record.bike, rider: record.rider } : await firstChoice(renderId));
    },

    /** The customer picked their bike among several on the photo (checked by the upload): kept for the first cut-out and the workbench. */
    async keepCustomersPick(renderId: string, bike: number): Promise<void> {
      await subjects.savePick(renderId, bike);
    },

    async read(renderId: string): Promise<Subject | null> {
      await renders.forProduction(renderId);
      const record = await subjects.find(renderId);
      return record ? toDto(record) : null;
    },

    async maskFile(renderId: string): Promise<StoredFile> {
      const record = await existing(renderId);
      const key = record.correctedKey ?? record.automaticKey;
      const stored = key ? await storage.get(key) : null;
      if (!stored)
        throw new HttpError(404, 'NOT_FOUND', statusOf(record) === 'working' ? SUBJECT_MESSAGES.working : SUBJECT_MESSAGES.noBike);
      return stored;
    },

    /**
     * The cut-out the model makes with staff's clicks and redrawn box, from the photo's stored
     * embedding (the photo is read and encoded once when there is none): a PNG at the mask's size,
     * for the editor to show; saving it is staff's choice, as for a brushed one.
     */
    async segmentByClicks(renderId: string, clicks: SubjectClicks): Promise<StoredFile> {
      if (!deps.clicksAllowed) throw new HttpError(409, 'NO_CUTOUT_MODEL', SUBJECT_MESSAGES.noModel);
      const record = await existing(renderId);
      const status = statusOf(record);
      if (status !== 'ready')
        throw new HttpError(409, 'SUBJECT_NOT_READY', status === 'working' ? SUBJECT_MESSAGES.working : SUBJECT_MESSAGES.noBike);
      const embeddingPath = await downloadIfStored(storage, renderKeys.embedding(renderId), deps.workDir);
      const photoPath = embeddingPath
        ? null
        : await downloadForJob(storage, (await renders.forProduction(renderId)).originalKey, deps.workDir);
      try {
        const found = await deps.cutter.run('subject', {
          photoPath,
          embeddingPath,
          bike: record.bike,
          rider: record.rider,
          clicks,
          outDir: deps.workDir,
        });
        await keepEmbedding(renderId, found.embeddingPath);
        if (!found.mask) throw new HttpError(409, 'SUBJECT_NOT_READY', SUBJECT_MESSAGES.noBike);
        const png = await readFile(found.mask.path);
        await rm(found.mask.path, { force: true });
        return { body: Readable.from([png]), size: png.length, contentType: 'image/png' };
      } finally {
        await Promise.all([embeddingPath, photoPath].map((path) => path && rm(path, { force: true })));
      }
    },

    /** Staff's corrected cut-out (a PNG upload at `path`) replaces the engine's for every later draft. */
    async saveCorrected(renderId: string, path: string): Promise<Subject> {
      const record = await existing(renderId);
      const status = statusOf(record);
      if (status !== 'ready' || record.width === null || record.height === null) {
        throw new HttpError(409, 'SUBJECT_NOT_READY', status === 'working' ? SUBJECT_MESSAGES.working : SUBJECT_MESSAGES.noBike);
      }
      const normalised = join(deps.workDir, `mask-${randomUUID()}.png`);
      try {
        await normaliseCorrectedMask(path, { width: record.width, height: record.height }, normalised);
        const key = renderKeys.correctedMask(renderId);
        await storage.put(key, { path: normalised }, 'image/png');
        await subjects.setCorrected(renderId, key);
      } finally {
        await rm(normalised, { force: true });
      }
      return toDto((await subjects.find(renderId))!);
    },

    /** Back to the engine's cut-out. */
    async reset(renderId: string): Promise<Subject> {
      const record = await existing(renderId);
      if (record.correctedKey) {
        await subjects.setCorrected(renderId, null);
        await storage.delete(record.correctedKey);
      }
      return toDto((await subjects.find(renderId))!);
    },

    async chooseBike(renderId: string, bike: number): Promise<Subject> {
      const record = await existing(renderId);
      if (bike >= record.bikes.length)
        throw new HttpError(400, 'NO_SUCH_BIKE', SUBJECT_MESSAGES.noSuchBike, { bike: SUBJECT_MESSAGES.noSuchBike });
      return choose(renderId, record, { bike, rider: record.rider });
    },

    async keepRider(renderId: string, rider: boolean): Promise<Subject> {
      const record = await existing(renderId);
      if (record.riders.length === 0) throw new HttpError(409, 'NO_RIDER', SUBJECT_MESSAGES.noRider);
      return choose(renderId, record, { bike: record.bike, rider });
    },
  };
  return { service, work };
}

export type SubjectService = ReturnType<typeof createSubjectService>['service'];
