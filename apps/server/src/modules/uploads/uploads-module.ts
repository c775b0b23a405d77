import { createImageWorker } from '#server/images/worker/image-worker-pool.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import type { Notifications } from '../notifications/notifications.ts';
import type { ProductionService } from '../production/production-service.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createPhotoChecker } from './photo-checker.ts';
import uploadRoutes from './routes.ts';
import { createUploadService, type UploadService } from './upload-service.ts';
import { createUploadWindowRepository } from './upload-window-repository.ts';

/** A customer's photo becomes a render request: checked in a worker process, within the daily allowance. */
export function createUploadsModule(
  context: ModuleContext,
  deps: {
    renders: RenderService;
    production: ProductionService;
    analytics: AnalyticsRecorder;
    notifications: Pick<Notifications, 'uploadReceived'>;
  },
): StoreModule<UploadService> {
  const { config, log, workDir } = context;
  const checker = createImageWorker('check', { timeoutMs: 30_000, maxMemoryMb: 1024, threads: 2 }, log);
  const uploads = createUploadService({
    windows: createUploadWindowRepository(context.database.db),
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
  return {
    service: uploads,
    async routes(app) {
      await app.register(uploadRoutes, { uploads, maxUploadBytes: config.uploadMaxBytes, workDir });
    },
    close: () => checker.close(),
  };
}
