import type { PageCursor } from '#server/db/page-cursor.ts';
import type { AccountDirectory, CustomerAccount } from '../accounts/account-directory.ts';
import type { GiftCardReadModel, ReportedGiftCard } from '../gift-cards/gift-cards-module.ts';
import type { ExportedOrder, OrderMoney, OrderReadModel } from '../orders/orders-module.ts';

export type { ExportedOrder, PageCursor };

export type ExportedCustomer = {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  role: CustomerAccount['role'];
  /** What each of the customer's orders was paid and refunded, for the shared rule to add up. */
  orders: OrderMoney[];
};

export type ExportedGiftCard = ReportedGiftCard & {
  /** What orders took from the card, and what refunds put back on it. */
  spentCents: number;
  refundedCents: number;
};

/**
 * The pages the CSV exports read, each asked of the module that owns its tables (decision 059):
 * orders of the orders module, accounts of the accounts module, gift cards of the gift cards
 * module with what orders spent of them.
 */
export function createExportSources(owners: {
  orders: Pick<OrderReadModel, 'exportPage' | 'moneyOfCustomers' | 'giftCardSpending'>;
  accounts: Pick<AccountDirectory, 'customersPage'>;
  giftCards: Pick<GiftCardReadModel, 'exportPage'>;
}) {
  return {
    ordersPage: owners.orders.exportPage,

    async giftCardsPage(after: PageCursor | null, limit: number): Promise<ExportedGiftCard[]> {
      const cards = await owners.giftCards.exportPage(after, limit);
      const spending = await owners.orders.giftCardSpending(cards.map((card) => card.id));
      return cards.map((card) => ({ ...card, ...(spending.get(card.id) ?? { spentCents: 0, refundedCents: 0 }) }));
    },

    /** Customer accounts (deleted ones left out) with what they ordered, oldest first. */
    async customersPage(after: PageCursor | null, limit: number): Promise<ExportedCustomer[]> {
      const customers = await owners.accounts.customersPage(after, limit);
      const money = await owners.orders.moneyOfCustomers(customers.map((customer) => customer.id));
      return customers.map((customer) => ({ ...customer, orders: money.get(customer.id) ?? [] }));
    },
  };
}

export type ExportSources = ReturnType<typeof createExportSources>;
