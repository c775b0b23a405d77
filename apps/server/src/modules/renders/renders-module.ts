import type { TypicalTurnaround } from '@store/shared/turnaround';
import type { Notifications } from '../notifications/notifications.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createRenderRepository } from './render-repository.ts';
import { createRenderService, type PurchaseGrant, type RenderService } from './render-service.ts';
import renderRoutes from './routes.ts';

/** A customer's render requests as they and the shop see them, and who may read which of their files. */
export function createRendersModule(
  context: ModuleContext,
  deps: {
    purchases: PurchaseGrant;
    notifications: Pick<Notifications, 'revisionRequested'>;
    /** What customers are told to expect: the median of the latest finished renders. */
    turnaround: () => Promise<TypicalTurnaround>;
  },
): StoreModule<RenderService> {
  const renders = createRenderService({
    repository: createRenderRepository(context.database.db),
    transact: context.transact,
    storage: context.storage,
    mailer: context.mailer,
    publicUrl: context.config.publicUrl,
    purchases: deps.purchases,
    notifications: deps.notifications,
  });
  return {
    service: renders,
    async routes(app) {
      await app.register(renderRoutes, { renders, turnaround: deps.turnaround });
    },
  };
}
