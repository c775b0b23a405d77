import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createExportsRepository } from './exports-repository.ts';
import { createExportsService, type ExportsService } from './exports-service.ts';
import exportRoutes from './routes.ts';

/** The owner's CSV exports of orders, customers and gift cards. */
export function createExportsModule(context: ModuleContext): StoreModule<ExportsService> {
  const exports = createExportsService({ exports: createExportsRepository(context.database.db) });
  return {
    service: exports,
    async routes(app) {
      await app.register(exportRoutes, { exports });
    },
  };
}
