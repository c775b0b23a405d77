import { describeLine } from '@store/shared/order-lines';
import { netCents, orderMoney } from '@store/shared/order-money';
import { ROLE_LABELS } from '@store/shared/roles';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@store/shared/orders';
import { csvLine, UTF8_BOM } from './csv.ts';
import type { ExportSources, PageCursor } from './export-sources.ts';

export const EXPORT_PAGE_SIZE = 500;

const ORDER_HEADER = [
  'Order',
  'Created (UTC)',
  'Fulfilment',
  'Payment',
  'Name',
  'Email',
  'Items',
  'Quantity',
  'Subtotal (USD)',
  'Discount code',
  'Discount (USD)',
  'Shipping (USD)',
  'Tax (USD)',
  'Gift card (USD)',
  'Paid (USD)',
  'Refunded (USD)',
  'Net (USD)',
  'Address',
  'City',
  'State',
  'Postal code',
  'Country',
  'Print provider',
  'Print order',
  'Tracking numbers',
  'Notes',
];

const CUSTOMER_HEADER = ['Customer', 'Name', 'Email', 'Joined (UTC)', 'Role', 'Orders', 'Net spent (USD)'];

const GIFT_CARD_HEADER = [
  'Gift card',
  'Bought (UTC)',
  'Code ending',
  'Amount (USD)',
  'Spent on orders (USD)',
  'Refunded to the card (USD)',
  'Balance (USD)',
  'Buyer',
  'Recipient',
  'Recipient email',
  'Code replaced (UTC)',
];

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Pages through a table by its (createdAt, id) order until a page comes back short. */
async function* pages<T extends PageCursor>(read: (after: PageCursor | null) => Promise<T[]>): AsyncGenerator<T> {
  let after: PageCursor | null = null;
  for (;;) {
    const page = await read(after);
    yield* page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    const last = page[page.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The orders, customers and gift cards CSV files owners download, written line by line as the pages are read. */
export function createExportsService(deps: { exports: ExportSources }) {
  const { exports } = deps;
  return {
    async *ordersCsv(range: { from: string | null; to: string | null }): AsyncGenerator<string> {
      yield UTF8_BOM + csvLine(ORDER_HEADER);
      for await (const order of pages((after) => exports.ordersPage(range, after, EXPORT_PAGE_SIZE))) {
        const shipping = order.shipping;
        const money = orderMoney(order);
        yield csvLine([
          order.id,
          order.createdAt,
          ORDER_STATUS_LABELS[order.status],
          PAYMENT_STATUS_LABELS[order.paymentStatus],
          order.name,
          order.email,
          order.items.map((item) => describeLine(item).summary).join('\n'),
          order.items.reduce((total, item) => total + item.quantity, 0),
          dollars(money.subtotalCents),
          money.discountCode,
          dollars(money.discountCents),
          dollars(money.shippingCents),
          dollars(money.taxCents),
          dollars(money.giftCardCents),
          dollars(money.grossCents),
          dollars(money.refundedCents),
          dollars(money.netCents),
          shipping ? [shipping.line1, shipping.line2].filter(Boolean).join(', ') : null,
          shipping?.city ?? null,
          shipping?.state ?? null,
          shipping?.postal_code ?? null,
          shipping?.country ?? null,
          order.printProvider,
          order.printOrderId,
          order.trackingNumbers.join(' '),
          order.notes,
        ]);
      }
    },

    async *customersCsv(): AsyncGenerator<string> {
      yield UTF8_BOM + csvLine(CUSTOMER_HEADER);
      for await (const customer of pages((after) => exports.customersPage(after, EXPORT_PAGE_SIZE))) {
        yield csvLine([
          customer.id,
          customer.name,
          customer.email,
          customer.createdAt,
          ROLE_LABELS[customer.role],
          customer.orders.length,
          dollars(customer.orders.reduce((total, order) => total + netCents(order), 0)),
        ]);
      }
    },

    /** Sold cards: what each is worth, what orders spent and refunds put back, and what is left (less what open checkouts hold). */
    async *giftCardsCsv(): AsyncGenerator<string> {
      yield UTF8_BOM + csvLine(GIFT_CARD_HEADER);
      for await (const card of pages((after) => exports.giftCardsPage(after, EXPORT_PAGE_SIZE))) {
        yield csvLine([
          card.id,
          card.createdAt,
          card.codeEnding,
          dollars(card.amountCents),
          dollars(card.spentCents),
          dollars(card.refundedCents),
          dollars(card.balanceCents),
          card.buyerName,
          card.recipientName,
          card.recipientEmail,
          card.codeReplacedAt,
        ]);
      }
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
