import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createReviewRepository } from './review-repository.ts';
import { createReviewService, type ReviewGrant, type ReviewService } from './review-service.ts';
import reviewRoutes from './routes.ts';

/** Reviews from buyers, with an optional photo of the canvas on the wall, and staff's moderation. */
export function createReviewsModule(context: ModuleContext, deps: { purchases: ReviewGrant }): StoreModule<ReviewService> {
  const reviews = createReviewService({
    repository: createReviewRepository(context.database.db),
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
  };
}
