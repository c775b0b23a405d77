import type { DatabaseHandle } from '#server/db/database.ts';
import type { FixedWindowLimiter } from '#server/modules/accounts/fixed-window-limiter.ts';
import type { PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { OrderReadModel } from '../orders/orders-module.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createGiftCardReportsRepository, type GiftCardReportsRepository } from './gift-card-reports-repository.ts';
import { createGiftCardRepository } from './gift-card-repository.ts';
import { createGiftCardService, type GiftCardService } from './gift-card-service.ts';
import giftCardRoutes from './routes.ts';

/**
 * What other modules read of the gift cards (the module owns their tables, decision 059): the
 * owner's insights and the CSV export. Built from the database alone, so analytics, built before
 * this module, can ask it too.
 */
export type GiftCardReadModel = GiftCardReportsRepository;
export type { ReportedGiftCard } from './gift-card-reports-repository.ts';

export function createGiftCardReadModel(database: DatabaseHandle): GiftCardReadModel {
  return createGiftCardReportsRepository(database.db);
}

/** Gift cards bought for someone and spent at checkout (decision 046). */
export function createGiftCardsModule(
  context: ModuleContext,
  deps: { payments: PaymentProvider; limiter: FixedWindowLimiter; orders: Pick<OrderReadModel, 'paidWithGiftCards'> },
): StoreModule<GiftCardService> {
  const cards = createGiftCardRepository(context.database.db, context.database.kind);
  const giftCards = createGiftCardService({
    cards,
    orders: deps.orders,
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
    erase: { erase: (customer) => cards.eraseBuyer(customer.id) },
  };
}
