import type { StoreModule } from '../store-module.ts';
import { createExportSources } from './export-sources.ts';
import { createExportsService, type ExportsService } from './exports-service.ts';
import exportRoutes from './routes.ts';

/** The owner's CSV exports of orders, customers and gift cards, read from the modules that own them. */
export function createExportsModule(owners: Parameters<typeof createExportSources>[0]): StoreModule<ExportsService> {
  const exports = createExportsService({ exports: createExportSources(owners) });
  return {
    service: exports,
    async routes(app) {
      await app.register(exportRoutes, { exports });
    },
  };
}
