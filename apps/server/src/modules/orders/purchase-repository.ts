import type { Kysely } from 'kysely';
import type { ChangeNotices } from '#server/db/change-notices.ts';
import type { Database } from '#server/db/schema.ts';
import type { OrderRecord } from './order-records.ts';

/** What customers bought: the digital downloads recorded per render, and the orders with a line of a render. */
export function createPurchaseRepository(db: Kysely<Database>, notices: Pick<ChangeNotices, 'announce'>) {
  return {
    async recordPurchases(order: OrderRecord): Promise<void> {
      const renderIds = [...new Set(order.items.filter((item) => item.isDigital).map((item) => item.renderId))];
      if (renderIds.length === 0) return;
      await db
        .insertInto('purchasedRender')
        .values(renderIds.map((renderId) => ({ userId: order.userId, renderId, orderId: order.id })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await notices.announce('purchases-of-user', order.userId);
    },

    async hasPurchased(userId: string, renderId: string): Promise<boolean> {
      const row = await db
        .selectFrom('purchasedRender')
        .select('orderId')
        .where('userId', '=', userId)
        .where('renderId', '=', renderId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The renders whose digital download this customer bought, each with the (latest) order that bought it. */
    async digitalPurchases(userId: string): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('purchasedRender')
        .innerJoin('order', 'order.id', 'purchasedRender.orderId')
        .select(['purchasedRender.renderId', 'purchasedRender.orderId'])
        .where('purchasedRender.userId', '=', userId)
        .orderBy('order.createdAt')
        .execute();
      return new Map(rows.map((row) => [row.renderId, row.orderId]));
    },

    /** The customer's latest order with a line of this render that was not refunded in full; null when there is none. */
    async paidOrderWith(userId: string, renderId: string): Promise<string | null> {
      const row = await db
        .selectFrom('orderLine')
        .innerJoin('order', 'order.id', 'orderLine.orderId')
        .select('order.id')
        .where('orderLine.renderId', '=', renderId)
        .where('order.userId', '=', userId)
        .where('order.paymentStatus', '!=', 'refunded')
        .orderBy('order.createdAt', 'desc')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Orders with any line of this render (digital or canvas), counted from the (renderId, orderId) index alone. */
    async countForRender(renderId: string): Promise<number> {
      const row = await db
        .selectFrom('orderLine')
        .select((eb) => eb.fn.count<number | string>('orderId').distinct().as('orders'))
        .where('renderId', '=', renderId)
        .executeTakeFirstOrThrow();
      return Number(row.orders);
    },

    /** The order in which the render's digital download was bought, or null. */
    async digitalOrderOf(renderId: string): Promise<string | null> {
      const row = await db.selectFrom('purchasedRender').select('orderId').where('renderId', '=', renderId).executeTakeFirst();
      return row?.orderId ?? null;
    },
  };
}
