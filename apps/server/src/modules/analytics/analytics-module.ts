import type { GiftCardReadModel } from '../gift-cards/gift-cards-module.ts';
import type { OrderReadModel } from '../orders/orders-module.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createAnalyticsEventRepository } from './analytics-event-repository.ts';
import { createAnalyticsService, type AnalyticsService } from './analytics-service.ts';
import { createInsightsRepository } from './insights-repository.ts';
import { createInsightsService } from './insights-service.ts';
import analyticsRoutes from './routes.ts';

/** First-party events (visits, the funnel, turnaround) and the owner's insights drawn from them and from orders. */
export function createAnalyticsModule(
  context: ModuleContext,
  deps: { orders: OrderReadModel; giftCards: GiftCardReadModel },
): StoreModule<AnalyticsService> {
  const { database, log } = context;
  const analytics = createAnalyticsService({ events: createAnalyticsEventRepository(database.db), log });
  const insights = createInsightsService({ insights: createInsightsRepository(database.db), ...deps });
  return {
    service: analytics,
    async routes(app) {
      await app.register(analyticsRoutes, { analytics, insights });
    },
  };
}
