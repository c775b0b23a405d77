import type { RenderService } from '../renders/render-service.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createGalleryConsentLinks } from './gallery-consent-links.ts';
import { createGalleryRepository } from './gallery-repository.ts';
import { createGalleryService, type GalleryService } from './gallery-service.ts';
import galleryRoutes from './routes.ts';

/** Real work in the public gallery: customers' consent, and the renders staff put there. */
export function createGalleryModule(context: ModuleContext, deps: { renders: RenderService }): StoreModule<GalleryService> {
  const repository = createGalleryRepository(context.database.db);
  const gallery = createGalleryService({
    repository,
    renders: deps.renders,
    transact: context.transact,
    consentLinks: createGalleryConsentLinks(context.config.authSecret, context.config.publicUrl),
  });
  return {
    service: gallery,
    async routes(app) {
      await app.register(galleryRoutes, { gallery });
    },
    erase: { erase: (customer) => repository.eraseAllOf(customer.id) },
  };
}
