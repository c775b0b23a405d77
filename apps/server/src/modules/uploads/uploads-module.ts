import { createImageWorker } from '#server/images/worker/image-worker-pool.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { ProductionService } from '../production/production-service.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createPhotoChecker } from './photo-checker.ts';
import { createPreviewRepository } from './preview-repository.ts';
import previewRoutes from './preview-routes.ts';
import uploadRoutes from './routes.ts';
import { createStylePreviews, type StylePreviews } from './style-previews.ts';
import { createUploadService, type UploadService } from './upload-service.ts';
import { createUploadWindowRepository } from './upload-window-repository.ts';

/**
 * A customer's photo becomes a render request: checked in a worker process, within the daily
 * allowance; before that, sketched in every style when the owner has style previews on.
 */
export function createUploadsModule(
  context: ModuleContext,
  deps: {
    renders: RenderService;
    production: ProductionService;
    analytics: AnalyticsRecorder;
    notifications: Pick<Notifications, 'uploadReceived'>;
  },
): StoreModule<UploadService> & { previews: StylePreviews } {
  const { config, log, workDir } = context;
  const checker = createImageWorker('check', { timeoutMs: config.production.imageTaskTimeouts.check, maxMemoryMb: 1024, threads: 2 }, log);
  // Its own process, so sketches for a waiting customer never queue behind full-size drafts.
  const sketcher = createImageWorker(
    'preview',
    {
      timeoutMs: config.production.imageTaskTimeouts.preview,
      // The sketches cut the bike out with the cut-out model too.
      maxMemoryMb: config.production.cutoutMaxMemoryMb,
      threads: 2,
      nice: 2 * config.production.imageWorkerNice,
      cutout: config.production.cutout,
    },
    log,
  );
  const uploadWindows = createUploadWindowRepository(context.database.db);
  const uploads = createUploadService({
    windows: uploadWindows,
    renders: deps.renders,
    production: deps.production,
    photoChecker: createPhotoChecker({ worker: checker, enabled: config.production.photoCheck, log }),
    autoDrafts: config.production.autoDrafts,
    analytics: deps.analytics,
    notifications: deps.notifications,
    maxPixels: config.uploadMaxPixels,
    workDir,
    log,
  });
  const previews = createStylePreviews({
    previews: createPreviewRepository(context.database.db),
    windows: createUploadWindowRepository(context.database.db, 'previewWindow'),
    transact: context.transact,
    storage: context.storage,
    jobs: context.jobs,
    worker: sketcher,
    uploads,
    enabled: config.production.stylePreviews,
    maxPixels: config.uploadMaxPixels,
    workDir,
    log,
  });
  return {
    service: uploads,
    previews: previews.service,
    async routes(app) {
      await app.register(uploadRoutes, { uploads, maxUploadBytes: config.uploadMaxBytes, workDir });
      await app.register(previewRoutes, { previews: previews.service, maxUploadBytes: config.uploadMaxBytes, workDir });
    },
    work: previews.work,
    erase: { erase: (customer) => uploadWindows.forget(customer.id) },
    close: async () => {
      await Promise.all([checker.close(), sketcher.close()]);
    },
  };
}
