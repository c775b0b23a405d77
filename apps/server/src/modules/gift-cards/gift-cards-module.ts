import type { FixedWindowLimiter } from '#server/modules/accounts/fixed-window-limiter.ts';
import type { PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createGiftCardRepository } from './gift-card-repository.ts';
import { createGiftCardService, type GiftCardService } from './gift-card-service.ts';
import giftCardRoutes from './routes.ts';

/** Gift cards bought for someone and spent at checkout (decision 046). */
export function createGiftCardsModule(
  context: ModuleContext,
  deps: { payments: PaymentProvider; limiter: FixedWindowLimiter },
): StoreModule<GiftCardService> {
  const giftCards = createGiftCardService({
    cards: createGiftCardRepository(context.database.db, context.database.kind),
    transact: context.transact,
    mailer: context.mailer,
    payments: deps.payments,
    publicUrl: context.config.publicUrl,
    limiter: deps.limiter,
  });
  return {
    service: giftCards,
    async routes(app) {
      await app.register(giftCardRoutes, { giftCards });
    },
  };
}
