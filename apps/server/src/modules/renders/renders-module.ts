import type { TypicalTurnaround } from '@store/shared/turnaround';
import type { Notifications } from '../notifications/notifications.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { createRenderLifeRepository } from './render-life-repository.ts';
import { createRenderRepository, type RenderRecord } from './render-repository.ts';
import { withCachedReads } from './cached-render-repository.ts';
import type { PurchaseGrant } from './render-access.ts';
import { createRenderService, type RenderService } from './render-service.ts';
import renderRoutes from './routes.ts';

/**
 * What modules built before the renders module read of the renders (it owns the render table,
 * decision 059): the purchase reminder's finished renders. Built from the database alone.
 */
export function createRenderReadModel(database: DatabaseHandle) {
  const repository = createRenderRepository(database.db);
  return {
    completedBetween: (window: { completedAfter: Date; completedBefore: Date }): Promise<RenderRecord[]> =>
      repository.completedBetween(window),
  };
}

export type RenderReadModel = ReturnType<typeof createRenderReadModel>;

/**
 * A customer's render requests as they and the shop see them, who may read which of their files,
 * and every change of a render's row from the upload to publication (its life, in one place).
 */
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
    repository: withCachedReads(createRenderRepository(context.database.db), context.changes),
    life: createRenderLifeRepository(context.database.db, context.changes),
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
