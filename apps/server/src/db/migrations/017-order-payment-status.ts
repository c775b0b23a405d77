import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

type Old = Kysely<Record<string, Record<string, unknown>>>;

/** The labels status events were written with before this migration; frozen here, as the events are. */
const FULFILMENT_BY_LABEL: Record<string, string> = {
  Paid: 'paid',
  'In production': 'in-production',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Issue: 'issue',
};

/**
 * The fulfilment status an order had when a refund overwrote it: the "from" of its first status
 * event that led into a refund status. An order refunded without such an event was paid.
 */
function fulfilmentBeforeRefund(messages: string[]): string {
  for (const message of messages) {
    const [from, to] = message.split(' → ');
    if ((to === 'Partially refunded' || to === 'Refunded') && from && FULFILMENT_BY_LABEL[from]) return FULFILMENT_BY_LABEL[from];
  }
  return 'paid';
}

/**
 * Decision 039: an order's payment status apart from its fulfilment status, and when the customer
 * was told it shipped, so a tracking number emails once. Orders a refund had moved to
 * 'partially-refunded' or 'refunded' get that as their payment status and their fulfilment status back.
 */
export function orderPaymentStatus({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const old = db as Old;
      await db.schema
        .alterTable('order')
        .addColumn('paymentStatus', 'text', (column) => column.notNull().defaultTo('paid'))
        .execute();
      await db.schema.alterTable('order').addColumn('shippedEmailAt', timestamp).execute();

      const refunded = await old
        .selectFrom('order')
        .select(['id', 'status'])
        .where('status', 'in', ['partially-refunded', 'refunded'])
        .execute();
      for (const order of refunded) {
        const events = await old
          .selectFrom('orderEvent')
          .select('message')
          .where('orderId', '=', order.id)
          .where('kind', '=', 'status')
          .orderBy('createdAt')
          .orderBy('id')
          .execute();
        await old
          .updateTable('order')
          .set({ paymentStatus: order.status, status: fulfilmentBeforeRefund(events.map((event) => String(event.message))) })
          .where('id', '=', order.id)
          .execute();
      }

      await old
        .updateTable('order')
        .set({
          shippedEmailAt: sql`(select min(${sql.ref('orderEvent.createdAt')}) from ${sql.table('orderEvent')} where ${sql.ref(
            'orderEvent.orderId',
          )} = ${sql.ref('order.id')} and ${sql.ref('orderEvent.kind')} = 'email' and ${sql.ref('orderEvent.message')} like 'Shipping email sent%')`,
        })
        .execute();
      await db.schema.createIndex('order_payment_status_idx').on('order').columns(['paymentStatus', 'createdAt']).execute();
    },
  };
}
