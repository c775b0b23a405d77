import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createHealthRepository } from './health-repository.ts';
import healthRoutes from './routes.ts';

/** The health check a load balancer or uptime monitor asks. */
export function createHealthModule(context: ModuleContext): StoreModule<null> {
  return {
    service: null,
    async routes(app) {
      await app.register(healthRoutes, { health: createHealthRepository(context.database.db) });
    },
  };
}
