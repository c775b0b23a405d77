import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createCatalogService, type CatalogService, type PriceSource, type VariantSource } from './catalog-service.ts';
import catalogRoutes from './routes.ts';

/** The products and their prices: the only authority on what a canvas costs. */
export function createCatalogModule(
  context: ModuleContext,
  deps: { prices: PriceSource; variants: VariantSource },
): StoreModule<CatalogService> {
  const catalog = createCatalogService({ prices: deps.prices, variants: deps.variants, log: context.log });
  return {
    service: catalog,
    async routes(app) {
      await app.register(catalogRoutes, { catalog });
    },
  };
}
