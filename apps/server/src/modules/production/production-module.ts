import { createImageWorker, type ImageWorker } from '#server/images/worker/image-worker-pool.ts';
import { createComfyUiCutout } from '#server/providers/painter/comfyui-cutout.ts';
import { createPainter } from '#server/providers/painter/painter.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createDraftRepository } from './draft-repository.ts';
import { createLegacyResultsMove } from './legacy-results.ts';
import { createPainterSpendRepository } from './painter-spend-repository.ts';
import { createProductionService, type ProductionService } from './production-service.ts';
import productionRoutes from './routes.ts';
import { createSubjectRepository } from './subject-repository.ts';
import subjectRoutes from './subject-routes.ts';
import { createSubjectService } from './subject-service.ts';
import { createVersionRepository } from './version-repository.ts';
import type { VersionPublished } from '../orders/version-published.ts';

/** The production line's image worker processes: print files (derive) first, then drafts and cut-outs, by CPU priority (issue 30). */
function productionImageWorkers({ config, log }: ModuleContext): Record<'drafter' | 'deriver' | 'cutter', ImageWorker> {
  const { imageTaskTimeouts, draftMaxMemoryMb, cutoutMaxMemoryMb, imageWorkerNice, cutout } = config.production;
  return {
    drafter: createImageWorker(
      'draft',
      { timeoutMs: imageTaskTimeouts.draft, maxMemoryMb: draftMaxMemoryMb, threads: 2, nice: imageWorkerNice },
      log,
    ),
    deriver: createImageWorker('derive', { timeoutMs: imageTaskTimeouts.derive, maxMemoryMb: 4096, threads: 2 }, log),
    // Cut-outs (the model's memory) in a worker of their own: staff's clicks never wait behind a draft.
    cutter: createImageWorker(
      'cut-out',
      { timeoutMs: imageTaskTimeouts.cutOut, maxMemoryMb: cutoutMaxMemoryMb, threads: 2, nice: imageWorkerNice, cutout },
      log,
    ),
  };
}

/**
 * The production line, owner of a render's life after the upload: drafts painted in a worker
 * process one at a time, the cut-out, versions derived beside them, and publishing.
 */
export function createProductionModule(
  context: ModuleContext,
  deps: {
    renders: RenderService;
    countOrders: (renderId: string) => Promise<number>;
    versionPublished: VersionPublished;
    analytics: AnalyticsRecorder;
  },
): StoreModule<ProductionService> & { workers: Record<'drafter' | 'deriver', ImageWorker> } {
  const { config, database, storage, jobs, log, workDir } = context;
  const { drafter, deriver, cutter } = productionImageWorkers(context);
  const renderStates = deps.renders.life;
  const versions = createVersionRepository(database.db, database.kind);
  const subjects = createSubjectService({
    renders: deps.renders,
    subjects: createSubjectRepository(database.db),
    jobs,
    storage,
    cutter,
    cutoutSource: config.production.cutoutSource ? createComfyUiCutout(config.production.cutoutSource, log) : null,
    clicksAllowed: config.production.cutout.kind === 'sam',
    log,
    workDir,
  });
  const production = createProductionService({
    renders: deps.renders,
    renderStates,
    transact: context.transact,
    drafts: createDraftRepository(database.db),
    versions,
    subjects: subjects.service,
    jobs,
    storage,
    mailer: context.mailer,
    publicUrl: config.publicUrl,
    drafter,
    deriver,
    painter: config.production.painter
      ? {
          painter: createPainter(config.production.painter, log),
          settings: config.production.painter,
          spend: createPainterSpendRepository(database.db),
        }
      : null,
    likeness: config.production.likeness,
    countOrders: deps.countOrders,
    versionPublished: deps.versionPublished,
    analytics: deps.analytics,
    maxPixels: config.uploadMaxPixels,
    workDir,
    log,
  });
  const moveLegacyResults = createLegacyResultsMove({ renderStates, versions, storage, transact: context.transact, workDir, log });
  const maxUploadBytes = config.uploadMaxBytes;
  return {
    service: production.service,
    async routes(app) {
      await app.register(productionRoutes, { production: production.service, maxUploadBytes, workDir });
      await app.register(subjectRoutes, { production: production.service, subjects: subjects.service, workDir });
    },
    work: { workers: [...(production.work.workers ?? []), ...(subjects.work.workers ?? [])] },
    workers: { drafter, deriver },
    async start() {
      // Not awaited: a GPU box that is down must not hold the store's start; drafts fall back meanwhile.
      void subjects.service.checkCutoutSource();
      void production.service.checkPainter();
      await moveLegacyResults();
    },
    async close() {
      await Promise.all([drafter.close(), deriver.close(), cutter.close()]);
    },
  };
}
