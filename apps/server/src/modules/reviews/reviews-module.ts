import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createReviewRepository, type ReviewSubjects } from './review-repository.ts';
import { createReviewService, type ReviewGrant, type ReviewService } from './review-service.ts';
import reviewRoutes from './routes.ts';

/** Reviews from buyers, with an optional photo of the canvas on the wall, and staff's moderation. */
export function createReviewsModule(context: ModuleContext, deps: { purchases: ReviewGrant } & ReviewSubjects): StoreModule<ReviewService> {
  const repository = createReviewRepository(context.database.db, deps);
  const reviews = createReviewService({
    repository,
    purchases: deps.purchases,
    storage: context.storage,
    transact: context.transact,
    image: { maxPixels: context.config.uploadMaxPixels, workDir: context.workDir },
  });
  return {
    service: reviews,
    async routes(app) {
      await app.register(reviewRoutes, { reviews, workDir: context.workDir });
    },
    erase: { erase: (customer) => repository.eraseAllOf(customer.id) },
  };
}
