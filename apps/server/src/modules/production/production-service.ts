import { randomInt, randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { chosenBackdrops } from '@store/shared/backdrop-choice';
import { ASPECT_RATIOS, type AspectRatio } from '@store/shared/catalog';
import {
  BUILT_IN_PAINTER,
  CONFIRM_PUBLISH,
  CROP_MESSAGES,
  PUBLISH_MESSAGES,
  publishProblems,
  unconfirmedProblems,
  type Draft,
  type DraftPainterChoice,
  type PaintingQueue,
  type PublishProblem,
  type RenderVersion,
  type Workbench,
} from '@store/shared/production';
import { PAINTER_NOTES, shortReason } from '@store/shared/painter-notes';
import { cropProblem, type Crop } from '@store/shared/ratio-crops';
import { renderProgress } from '@store/shared/render-progress';
import { absoluteUrl, routes } from '@store/shared/routes';
import { defaultBackdrop, STYLES, type Backdrop, type Style } from '@store/shared/styles';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import { decodeImage } from '#server/images/decode-image.ts';
import type { PainterSettings } from '#server/config.ts';
import type { PaintedDraft } from '#server/images/worker/image-tasks.ts';
import type { ImageWorker } from '#server/images/worker/image-worker-pool.ts';
import {
  defineJob,
  jobWorker,
  JOB_PRIORITY,
  WORKER_HOUR_SECONDS,
  type BackgroundWork,
  type JobContext,
  type JobSender,
  type QueuePolicy,
} from '#server/jobs/job-queue.ts';
import { emailPictures } from '#server/providers/mail/email-pictures.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { PainterError, type GenerativePainter } from '#server/providers/painter/painter.ts';
import type { Storage, StoredFile } from '#server/providers/storage/storage.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import { renderKeys, renderUrls } from '../renders/render-files.ts';
import type { RenderService, RenderStates } from '../renders/render-service.ts';
import type { PrintVersionOption } from '@store/shared/orders';
import type { DraftRecord, DraftRepository } from './draft-repository.ts';
import { downloadForJob } from './job-files.ts';
import type { VersionPublished } from '../orders/version-published.ts';
import { renderReadyEmail, revisionReadyEmail } from './production-emails.ts';
import type { PainterSpendRepository } from './painter-spend-repository.ts';
import type { SubjectService } from './subject-service.ts';
import type { ResultSizes, VersionRecord, VersionRepository } from './version-repository.ts';
import { newVersionId } from './version-repository.ts';

/**
 * Drafts are slow and may fail on an odd photo: a few spaced retries, then the render waits for hand
 * work. A generative model's draft may take its time-out once per repaint, so a job may run long.
 */
// Typical times: one style with its cut-out, and five print files, on a loaded machine (docs/performance.md).
const DRAFT_POLICY: QueuePolicy = { retryLimit: 2, retryDelaySeconds: 15, expireInSeconds: 900, typicalSeconds: 10 };
const DERIVE_POLICY: QueuePolicy = { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 300, typicalSeconds: 10 };

type DraftJob = { draftId: string };
/** All five ratios of a new version, or one ratio again with the crop staff chose (null: centred on the bike). */
type DeriveJob = { versionId: string; recrop?: { ratio: AspectRatio; crop: Crop | null } };

export const DRAFT_JOB = defineJob<DraftJob>('render-draft', DRAFT_POLICY);
export const DERIVE_JOB = defineJob<DeriveJob>('render-derive', DERIVE_POLICY);

const utcDay = () => new Date().toISOString().slice(0, 10);
/** How long the workbench trusts the last check of the model's set-up (ComfyUI's object info is large). */
const SETUP_CHECK_MS = 5 * 60_000;
/** How long a workbench waits for a check under way. */
const SETUP_CHECK_WAIT_MS = 3000;

const DRAFT_NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', 'Draft not found.');
const VERSION_NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', 'Version not found.');

/**
 * The production line, owner of a render's life after the upload: paints drafts of the customer's
 * photo in the background, marks the steps their dashboard shows, turns a draft or an image staff
 * upload into a version with all five ratios, and publishes a version to the customer.
 */
export function createProductionService(deps: {
  renders: RenderService;
  renderStates: RenderStates;
  transact: Transact;
  drafts: DraftRepository;
  versions: VersionRepository;
  subjects: SubjectService;
  jobs: JobSender;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  drafter: ImageWorker;
  deriver: ImageWorker;
  /** The configured generative model and its limits; null: every draft is the built-in painter's. */
  painter: { painter: GenerativePainter; settings: PainterSettings; spend: PainterSpendRepository } | null;
  likeness: { minScore: number; repaints: number };
  countOrders: (renderId: string) => Promise<number>;
  versionPublished: VersionPublished;
  analytics: AnalyticsRecorder;
  maxPixels: number;
  workDir: string;
  log: FastifyBaseLogger;
}) {
  const { renders, renderStates, drafts, versions, jobs, storage } = deps;

  function draftDto(draft: DraftRecord): Draft {
    const ready = draft.status === 'ready';
    return {
      id: draft.id,
      style: draft.style,
      backdrop: draft.backdrop,
      status: draft.status,
      step: draft.step,
      error: draft.error,
      attempts: draft.attempts,
      width: draft.width,
      height: draft.height,
      durationMs: draft.durationMs,
      createdAt: draft.createdAt,
      finishedAt: draft.finishedAt,
      painter: draft.painter ?? BUILT_IN_PAINTER,
      likeness: draft.likeness,
      painterNote: draft.painterNote,
      refused: draft.refused && { ...draft.refused, previewUrl: renderUrls.draftRefused(draft.renderId, draft.id) },
      previewUrl: ready ? renderUrls.draftPreview(draft.renderId, draft.id) : null,
      imageUrl: ready ? renderUrls.draftImage(draft.renderId, draft.id) : null,
      layerUrl: ready ? renderUrls.draftLayer(draft.renderId, draft.id) : null,
    };
  }

  function versionDto(version: VersionRecord): RenderVersion {
    const results: RenderVersion['results'] = {};
    for (const ratio of ASPECT_RATIOS) {
      const size = version.results[ratio];
      if (!size) continue;
      // The crop in the address: a moved crop's new preview is a new image to the browser.
      const cropKey = size.crop ? `?crop=${size.crop.left}-${size.crop.top}-${size.crop.width}` : '';
      results[ratio] = {
        width: size.width,
        height: size.height,
        crop: size.crop ?? null,
        previewUrl: `${renderUrls.versionResultPreview(version.renderId, version.id, ratio)}${cropKey}`,
      };
    }
    return {
      id: version.id,
      number: version.number,
      source: version.source,
      draftId: version.draftId,
      status: version.status,
      error: version.error,
      results,
      createdAt: version.createdAt,
      publishedAt: version.publishedAt,
      sourceUrl: renderUrls.versionSource(version.renderId, version.id),
      image: version.image,
      subject: version.subject,
    };
  }

  async function queueDraft(
    renderId: string,
    style: Style,
    backdrop: Backdrop,
    priority: number,
    painter?: DraftPainterChoice,
  ): Promise<DraftRecord> {
    const draft = await drafts.insert(renderId, style, backdrop, painter);
    await jobs.send(DRAFT_JOB, { draftId: draft.id }, { priority });
    return draft;
  }

  /** A render someone has paid for has its print files made before anything else staff wait for. */
  async function derivePriority(renderId: string): Promise<number> {
    return (await deps.countOrders(renderId)) > 0 ? JOB_PRIORITY.paidPrintFiles : JOB_PRIORITY.staffWork;
  }

  /**
   * The configured model's draft, painted again while its likeness is under the threshold (up to
   * the configured repaints, each counted against the daily cap). No draft, with the reason, when
   * the model is down, answers no usable image, or the cap is reached; when no try reached the
   * threshold, no draft either: the best try comes back as refused, for staff to see beside the
   * built-in painter's draft.
   */
  async function paintGenerated(
    model: NonNullable<typeof deps.painter>,
    input: { photoPath: string; maskPath: string | null; style: Style; photo: { width: number; height: number } },
    progress: (step: string) => void,
    scratch: string[],
  ): Promise<{ painted: PaintedDraft | null; note: string | null; refused: PaintedDraft | null }> {
    const { painter, settings, spend } = model;
    const canvas = painter.canvasFor(input.photo);
    const prepared = await deps.drafter.run('modelInput', {
      photoPath: input.photoPath,
      maskPath: input.maskPath,
      canvas,
      outDir: deps.workDir,
    });
    scratch.push(prepared.photoPath, prepared.maskPath);
    const [photo, mask] = await Promise.all([readFile(prepared.photoPath), readFile(prepared.maskPath)]);
    let best: PaintedDraft | null = null;
    const refusal = (tries: number) => ({
      painted: null,
      note: best && PAINTER_NOTES.refused(painter.name, best.likeness, deps.likeness.minScore, tries),
      refused: best,
    });
    let attempt = 0;
    for (; attempt <= deps.likeness.repaints; attempt += 1) {
      const day = utcDay();
      if (!(await spend.reserve(day, settings.priceCents, settings.dailyCapCents))) {
        if (best) return refusal(attempt);
        return { painted: null, note: PAINTER_NOTES.capReached(painter.name), refused: null };
      }
      let painted: PaintedDraft;
      try {
        const { image, costCents } = await painter.paint({
          photo,
          mask,
          canvas,
          style: input.style,
          seed: randomInt(2 ** 31),
          onProgress: progress,
        });
        if (costCents !== null) await spend.correct(day, costCents - settings.priceCents);
        const imagePath = join(deps.workDir, `generated-${randomUUID()}`);
        scratch.push(imagePath);
        await writeFile(imagePath, image);
        painted = await deps.drafter.run(
          'generatedDraft',
          { photoPath: input.photoPath, imagePath, maskPath: input.maskPath, canvas, frame: prepared.frame, outDir: deps.workDir },
          progress,
        );
      } catch (error) {
        // A request that brought no image is not paid for; an image refused after it came is.
        if (error instanceof PainterError && !error.billed) await spend.release(day, settings.priceCents);
        if (best) return refusal(attempt);
        const reason = shortReason(error instanceof Error ? error.message : String(error));
        deps.log.warn({ painter: painter.name, reason }, 'generative painter failed; painting with the built-in painter');
        return { painted: null, note: PAINTER_NOTES.failed(painter.name, reason), refused: null };
      }
      scratch.push(painted.draftPath, painted.layerPath, painted.previewPath);
      if (!best || painted.likeness.score > best.likeness.score) best = painted;
      if (best.likeness.score >= deps.likeness.minScore) return { painted: best, note: null, refused: null };
      progress(`Painting again: likeness ${painted.likeness.score}`);
    }
    return refusal(attempt);
  }

  let setupCheck: { at: number; problems: Promise<string[]> } | null = null;

  /**
   * The configured model and what is wrong with its set-up (checked at most every few minutes); null:
   * only the built-in painter. A check still under way after a few seconds (a slow server) reports
   * nothing yet rather than holding the workbench.
   */
  async function painterStatus(): Promise<Workbench['generativePainter']> {
    if (!deps.painter) return null;
    const pending = new Promise<string[]>((resolve) => setTimeout(() => resolve([]), SETUP_CHECK_WAIT_MS).unref());
    return { name: deps.painter.painter.name, problems: await Promise.race([setupProblems(deps.painter), pending]) };
  }

  function setupProblems(model: NonNullable<typeof deps.painter>): Promise<string[]> {
    if (!setupCheck || Date.now() - setupCheck.at > SETUP_CHECK_MS)
      setupCheck = {
        at: Date.now(),
        problems: model.painter
          .checkSetup()
          .catch((error: unknown) => [
            `${model.painter.name} could not be checked: ${shortReason(error instanceof Error ? error.message : String(error))}`,
          ]),
      };
    return setupCheck.problems;
  }

  async function paintDraft({ draftId }: DraftJob, job: JobContext): Promise<void> {
    const draft = await drafts.find(draftId);
    if (!draft || draft.status === 'ready') return;
    const render = await renders.forProduction(draft.renderId).catch(() => null);
    if (!render) return drafts.markFailed(draftId, 'The render was deleted.', true);
    await drafts.markRunning(draftId);
    const started = Date.now();
    const scratch: string[] = [];
    const progress = (step: string) => {
      void drafts.setStep(draftId, step).catch(() => undefined);
    };
    try {
      const photoPath = await downloadForJob(storage, render.originalKey, deps.workDir);
      scratch.push(photoPath);
      const maskPath = await deps.subjects.maskForDraft(render.id, photoPath);
      if (maskPath) scratch.push(maskPath);
      const generated =
        deps.painter && draft.painterChoice === 'model'
          ? await paintGenerated(deps.painter, { photoPath, maskPath, style: draft.style, photo: render }, progress, scratch)
          : null;
      const painted =
        generated?.painted ??
        (await deps.drafter.run(
          'draft',
          { photoPath, style: draft.style, backdrop: draft.backdrop, maskPath, outDir: deps.workDir },
          progress,
        ));
      scratch.push(painted.draftPath, painted.layerPath, painted.previewPath);
      await storage.put(renderKeys.draft(render.id, draftId), { path: painted.draftPath }, 'image/jpeg');
      await storage.put(renderKeys.draftLayer(render.id, draftId), { path: painted.layerPath }, 'image/png');
      await storage.put(renderKeys.draftPreview(render.id, draftId), { path: painted.previewPath }, 'image/webp');
      if (generated?.refused)
        await storage.put(renderKeys.draftRefused(render.id, draftId), { path: generated.refused.previewPath }, 'image/webp');
      await drafts.markReady(draftId, {
        width: painted.width,
        height: painted.height,
        durationMs: Date.now() - started,
        painter: generated?.painted ? deps.painter!.painter.name : null,
        likeness: painted.likeness,
        painterNote: generated?.note ?? null,
        refused: generated?.refused ? { painter: deps.painter!.painter.name, likeness: generated.refused.likeness } : null,
      });
      if (draft.style === render.style) await renderStates.markDraftReady(render.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await drafts.markFailed(draftId, message, job.retryCount >= DRAFT_POLICY.retryLimit);
      throw error;
    } finally {
      await Promise.all(scratch.map((path) => rm(path, { force: true })));
    }
  }

  /** The bike layer the crops centre on: the version's own draft's, else the newest ready draft of the render. */
  async function subjectLayerKey(version: VersionRecord): Promise<string | null> {
    if (version.draftId) return renderKeys.draftLayer(version.renderId, version.draftId);
    const ready = (await drafts.listForRender(version.renderId)).find((draft) => draft.status === 'ready');
    return ready ? renderKeys.draftLayer(version.renderId, ready.id) : null;
  }

  async function deriveVersion({ versionId, recrop }: DeriveJob, job: JobContext): Promise<void> {
    const version = await versions.find(versionId);
    if (!version || (version.status === 'ready' && !recrop)) return;
    await versions.setStatus(versionId, 'running');
    const scratch: string[] = [];
    try {
      const sourcePath = await downloadForJob(storage, version.sourceKey, deps.workDir);
      scratch.push(sourcePath);
      const layerKey = recrop || version.subject ? null : await subjectLayerKey(version);
      // A draft's layer removed since (a swept file) only costs the crops their centring on the bike.
      const subjectLayerPath = layerKey ? await downloadForJob(storage, layerKey, deps.workDir).catch(() => null) : null;
      if (subjectLayerPath) scratch.push(subjectLayerPath);
      const derived = await deps.deriver.run('derive', {
        sourcePath,
        subjectLayerPath,
        subject: version.subject,
        maxPixels: deps.maxPixels,
        workDir: deps.workDir,
        ...(recrop ? { ratios: [recrop.ratio], crops: recrop.crop ? { [recrop.ratio]: recrop.crop } : {} } : {}),
      });
      scratch.push(...derived.results.flatMap((result) => [result.fullPath, result.previewPath]));
      const results: ResultSizes = {};
      for (const result of derived.results) {
        await storage.put(renderKeys.versionResult(version.renderId, versionId, result.ratio), { path: result.fullPath }, 'image/jpeg');
        await storage.put(
          renderKeys.versionResultPreview(version.renderId, versionId, result.ratio),
          { path: result.previewPath },
          'image/webp',
        );
        results[result.ratio] = { width: result.width, height: result.height, crop: result.crop };
      }
      if (recrop) await versions.markRatioReady(versionId, recrop.ratio, results[recrop.ratio]!);
      else
        await versions.markReady(versionId, { results, image: { width: derived.width, height: derived.height }, subject: derived.subject });
    } catch (error) {
      const final = job.retryCount >= DERIVE_POLICY.retryLimit;
      await versions.setStatus(versionId, final ? 'failed' : 'queued', error instanceof Error ? error.message : String(error));
      throw error;
    } finally {
      await Promise.all(scratch.map((path) => rm(path, { force: true })));
    }
  }

  const work: BackgroundWork = { workers: [jobWorker(DRAFT_JOB, paintDraft), jobWorker(DERIVE_JOB, deriveVersion)] };

  async function fileOrNotFound(key: string): Promise<StoredFile> {
    const stored = await storage.get(key);
    if (!stored) throw new HttpError(404, 'NOT_FOUND', 'File not found.');
    return stored;
  }

  async function versionOf(renderId: string, versionId: string): Promise<VersionRecord> {
    const version = await versions.find(versionId);
    if (!version || version.renderId !== renderId) throw VERSION_NOT_FOUND();
    return version;
  }

  async function readyDraftOf(renderId: string, draftId: string): Promise<DraftRecord> {
    const draft = await drafts.find(draftId);
    if (!draft || draft.renderId !== renderId) throw DRAFT_NOT_FOUND();
    return draft;
  }

  /** Everything staff need on one screen. */
  async function workbench(renderId: string): Promise<Workbench> {
    const render = await renders.forProduction(renderId);
    const [draftList, versionList, orderCount] = await Promise.all([
      drafts.listForRender(renderId),
      versions.listForRender(renderId),
      deps.countOrders(renderId),
    ]);
    const { stage, revision } = renderProgress(render);
    return {
      render: renders.toAdminDto(render),
      findings: render.findings,
      revision,
      stage,
      drafts: draftList.map(draftDto),
      versions: versionList.map(versionDto),
      orderCount,
      generativePainter: await painterStatus(),
    };
  }

  const service = {
    /** The render's published versions, newest first, each with a thumbnail in the customer's ratio: what a canvas may print. */
    async publishedVersions(renderId: string): Promise<PrintVersionOption[]> {
      // An order outlives its render (a deleted account's renders are erased): such a render has none.
      const render = await renders.forProduction(renderId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      });
      if (!render) return [];
      return (await versions.listForRender(renderId))
        .filter((version) => version.publishedAt !== null)
        .map((version) => ({
          id: version.id,
          number: version.number,
          thumbnailUrl: version.results[render.aspectRatio]
            ? renderUrls.versionResultPreview(renderId, version.id, render.aspectRatio)
            : null,
        }));
    },

    /** Staff opened the render: the customer's dashboard now says an artist is finishing it. */
    async startReview(renderId: string): Promise<void> {
      await renders.forProduction(renderId);
      await renderStates.markReviewStarted(renderId);
    },

    /** The bike the customer picked on their photo among several: the render's first cut-out, so every draft, is of it. */
    async keepCustomersPick(renderId: string, bike: number): Promise<void> {
      await deps.subjects.keepCustomersPick(renderId, bike);
    },

    /** The first draft of a new upload, in the style the customer chose (by the built-in painter for the demo seed, which never spends). */
    async startDrafting(renderId: string, style: Style, painter?: DraftPainterChoice): Promise<void> {
      await queueDraft(renderId, style, defaultBackdrop(style), JOB_PRIORITY.newUpload, painter);
    },

    async requestDraft(
      renderId: string,
      style: Style,
      backdrop: Backdrop = defaultBackdrop(style),
      painter: DraftPainterChoice = 'model',
    ): Promise<Draft> {
      await renders.forProduction(renderId);
      return draftDto(await queueDraft(renderId, style, backdrop, JOB_PRIORITY.staffWork, painter));
    },

    /** "Repaint all styles with this cut-out": one draft per style, each on the backdrop staff last chose for it. */
    async repaintAll(renderId: string): Promise<Draft[]> {
      await renders.forProduction(renderId);
      const backdrops = chosenBackdrops(await drafts.listForRender(renderId));
      const queued: Draft[] = [];
      for (const style of STYLES) queued.push(draftDto(await queueDraft(renderId, style, backdrops[style], JOB_PRIORITY.staffWork)));
      return queued;
    },

    workbench,

    /** The queues of the production line, shared by every worker: how many jobs wait and how long the oldest has. */
    async paintingQueue(): Promise<PaintingQueue> {
      const queues = await jobs.queueStats();
      const backlog = Math.round(await jobs.backlogSeconds());
      return { queues, backlogSeconds: backlog, busy: backlog > WORKER_HOUR_SECONDS };
    },

    /** What the generative painter was paid for today (UTC): nothing without one. */
    async painterSpendToday(): Promise<{ images: number; cents: number }> {
      return deps.painter ? deps.painter.spend.spentOn(utcDay()) : { images: 0, cents: 0 };
    },

    /** At start: the model's set-up checked against the server (ComfyUI's object info), its problems logged in words. */
    async checkPainter(): Promise<void> {
      if (!deps.painter) return;
      const problems = await setupProblems(deps.painter);
      if (problems.length) deps.log.warn({ painter: deps.painter.painter.name, problems }, 'the generative painter is not ready');
    },

    async draftFile(
      renderId: string,
      draftId: string,
      kind: 'preview' | 'image' | 'layer' | 'refused',
    ): Promise<{ file: StoredFile; filename: string }> {
      const draft = await readyDraftOf(renderId, draftId);
      if (draft.status !== 'ready' || (kind === 'refused' && !draft.refused)) throw DRAFT_NOT_FOUND();
      const files = {
        preview: { key: renderKeys.draftPreview(renderId, draftId), extension: 'webp' },
        image: { key: renderKeys.draft(renderId, draftId), extension: 'jpg' },
        layer: { key: renderKeys.draftLayer(renderId, draftId), extension: 'png' },
        refused: { key: renderKeys.draftRefused(renderId, draftId), extension: 'webp' },
      };
      const { key, extension } = files[kind];
      return { file: await fileOrNotFound(key), filename: `draft-${draft.style.toLowerCase()}-${kind}-${renderId}.${extension}` };
    },

    async versionFile(renderId: string, versionId: string, ratio: string | null): Promise<StoredFile> {
      const version = await versionOf(renderId, versionId);
      if (ratio === null) return fileOrNotFound(version.sourceKey);
      const size = ASPECT_RATIOS.find((candidate) => candidate === ratio);
      if (!size || !version.results[size]) throw new HttpError(404, 'NOT_FOUND', 'This version has no result in that aspect ratio.');
      return fileOrNotFound(renderKeys.versionResultPreview(renderId, versionId, size));
    },

    /** A ready draft becomes a version: its five ratios are derived in the background. */
    async versionFromDraft(renderId: string, draftId: string): Promise<RenderVersion> {
      await renders.forProduction(renderId);
      const draft = await readyDraftOf(renderId, draftId);
      if (draft.status !== 'ready') throw new HttpError(409, 'DRAFT_NOT_READY', 'This draft is not ready yet.');
      const version = await versions.insert({
        id: newVersionId(),
        renderId,
        source: 'draft',
        draftId,
        sourceKey: renderKeys.draft(renderId, draftId),
      });
      await jobs.send(DERIVE_JOB, { versionId: version.id }, { priority: await derivePriority(renderId) });
      return versionDto(version);
    },

    /** Staff's own finished image, checked like any upload, becomes a version. */
    async versionFromUpload(renderId: string, path: string): Promise<RenderVersion> {
      await renders.forProduction(renderId);
      const decoded = await decodeImage(path, { maxPixels: deps.maxPixels, workDir: deps.workDir });
      const id = newVersionId();
      const sourceKey = renderKeys.versionSource(renderId, id, decoded.output.extension);
      try {
        await storage.put(sourceKey, { path: decoded.normalisedPath }, decoded.output.contentType);
        const version = await versions.insert({ id, renderId, source: 'upload', draftId: null, sourceKey });
        await jobs.send(DERIVE_JOB, { versionId: version.id }, { priority: await derivePriority(renderId) });
        return versionDto(version);
      } catch (error) {
        await storage.delete(sourceKey).catch(() => undefined);
        throw error;
      } finally {
        await rm(decoded.normalisedPath, { force: true });
      }
    },

    /**
     * Staff moved or scaled one ratio's crop (or put it back, with null): that ratio is made again
     * in the background. Only a ready version that customers have not been shown.
     */
    async recrop(renderId: string, versionId: string, ratio: AspectRatio, crop: Crop | null): Promise<RenderVersion> {
      await renders.forProduction(renderId);
      const version = await versionOf(renderId, versionId);
      if (version.status !== 'ready') throw new HttpError(409, 'VERSION_NOT_READY', PUBLISH_MESSAGES.notReady);
      if (version.publishedAt !== null) throw new HttpError(409, 'VERSION_PUBLISHED', CROP_MESSAGES.published);
      if (!version.image || !version.results[ratio]) throw new HttpError(409, 'NO_CROPS', CROP_MESSAGES.noImage);
      const problem = crop ? cropProblem(version.image, crop, ratio) : null;
      if (problem) throw new HttpError(400, 'INVALID_CROP', problem, { crop: problem });
      await versions.setStatus(versionId, 'queued');
      await jobs.send(DERIVE_JOB, { versionId, recrop: { ratio, crop } }, { priority: await derivePriority(renderId) });
      return versionDto((await versions.find(versionId))!);
    },

    /**
     * Shows a ready version to the customer. A version in another style than the request, a print
     * file of the customer's ratio too small for its smallest canvas, or replacing what customers
     * bought each needs staff's confirmation, named in the 409's fields by problem.
     */
    async publish(renderId: string, versionId: string, confirmed: readonly PublishProblem[]): Promise<Workbench> {
      const render = await renders.forProduction(renderId);
      const version = await versionOf(renderId, versionId);
      if (version.status !== 'ready') throw new HttpError(409, 'VERSION_NOT_READY', PUBLISH_MESSAGES.notReady);
      const firstPublish = render.publishedVersionId === null && render.completedAt === null;
      const draft = version.draftId ? await drafts.find(version.draftId) : null;
      const problems = unconfirmedProblems(
        publishProblems({
          requestedStyle: render.style,
          requestedRatio: render.aspectRatio,
          versionStyle: draft?.style ?? render.style,
          printFiles: version.results,
          republish: !firstPublish,
          paidOrders: firstPublish ? 0 : await deps.countOrders(renderId),
        }),
        confirmed,
      );
      if (Object.keys(problems).length > 0) throw new HttpError(409, CONFIRM_PUBLISH, Object.values(problems).join(' '), problems);
      const sizes: Partial<Record<AspectRatio, { width: number; height: number }>> = {};
      for (const ratio of ASPECT_RATIOS) {
        const result = version.results[ratio];
        if (result) sizes[ratio] = { width: result.width, height: result.height };
      }
      const productUrl = absoluteUrl(deps.publicUrl, routes.product.href({ renderId }));
      const numbers = new Map((await versions.listForRender(renderId)).map((listed) => [listed.id, listed.number]));
      const published = await deps.transact(async () => {
        if (!(await renderStates.publishVersion(renderId, versionId, sizes))) return false;
        await versions.markPublished(versionId);
        const kept = await deps.versionPublished({
          renderId,
          style: render.style,
          version: { id: versionId, number: version.number },
          numberOf: (id) => (id ? (numbers.get(id) ?? null) : null),
        });
        const picture = emailPictures.preview({ ...render, renderId, versionId, results: sizes }, productUrl);
        await deps.mailer.queue(
          render.customerEmail,
          render.revisionNote
            ? revisionReadyEmail(render.customerName, render.style, productUrl, kept, picture)
            : renderReadyEmail(render.customerName, render.style, productUrl, picture),
        );
        return true;
      });
      if (!published) throw new HttpError(404, 'NOT_FOUND', 'Render not found.');
      if (firstPublish) {
        const durationSeconds = Math.max(0, Math.round((Date.now() - Date.parse(render.submittedAt)) / 1000));
        await deps.analytics.record({ name: 'render_completed', renderId, style: render.style, durationSeconds });
      }
      return workbench(renderId);
    },
  };
  return { service, work };
}

export type ProductionService = ReturnType<typeof createProductionService>['service'];
