import type { CatalogService } from '../catalog/catalog-service.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createCartRepository } from './cart-repository.ts';
import { createCartService, type CartService } from './cart-service.ts';
import cartRoutes from './routes.ts';

/** Each customer's cart, kept on the server and priced by the catalogue. */
export function createCartModule(
  context: ModuleContext,
  deps: { renders: RenderService; catalog: CatalogService },
): StoreModule<CartService> {
  const carts = createCartRepository(context.database.db);
  const cart = createCartService({ carts, renders: deps.renders, catalog: deps.catalog });
  return {
    service: cart,
    async routes(app) {
      await app.register(cartRoutes, { cart });
    },
    erase: { erase: (customer) => carts.eraseAllOf(customer.id) },
  };
}
