import type { Kysely } from 'kysely';
import type { ChangeNotices } from '#server/db/change-notices.ts';
import type { Database } from '#server/db/schema.ts';
import { createDownloadLinkRepository } from './download-link-repository.ts';
import { createOrderChanges } from './order-change-repository.ts';
import { createOrderQueries, type OrderAccounts } from './order-query-repository.ts';
import { createProcessedEventRepository } from './processed-event-repository.ts';
import { createPurchaseRepository } from './purchase-repository.ts';

/**
 * The orders module's tables (order, orderEvent, orderLine, purchasedRender, downloadLinkUse,
 * processedPaymentEvent) as one repository for its services: order queries and order changes, the
 * purchases, the download links and the payment events handled.
 */
export function createOrderRepository(db: Kysely<Database>, accounts: OrderAccounts, notices: Pick<ChangeNotices, 'announce'>) {
  return {
    ...createOrderQueries(db, accounts),
    ...createOrderChanges(db, accounts),
    ...createPurchaseRepository(db, notices),
    ...createDownloadLinkRepository(db),
    ...createProcessedEventRepository(db),
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
