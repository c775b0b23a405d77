import type { Kysely } from 'kysely';
import { parseJsonColumn } from '#server/db/json-column.ts';
import type { PageCursor } from '#server/db/page-cursor.ts';
import type { Database } from '#server/db/schema.ts';
import { toIso } from '#server/db/values.ts';
import {
  orderSchema,
  shippingInfoSchema,
  type Order,
  type OrderItem,
  type OrderStatus,
  type PaymentStatus,
  type ShippingInfo,
} from '@store/shared/orders';
import { orderLinesOf } from './order-line-repository.ts';

export type ExportedOrder = {
  id: string;
  createdAt: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  name: string;
  email: string;
  items: OrderItem[];
  shipping: ShippingInfo | null;
  amountCents: number;
  charges: NonNullable<Order['charges']>;
  refundedCents: number;
  printProvider: string;
  printOrderId: string | null;
  trackingNumbers: string[];
  notes: string;
};

/** What one order was paid and refunded, for the shared rule to add up. */
export type OrderMoney = Pick<Order, 'amountCents' | 'refundedCents'>;

/** The orders as the owner's CSV exports read them, a page at a time so a big table never sits in memory. */
export function createOrderExportRepository(db: Kysely<Database>) {
  return {
    /** Orders created in [from, to), oldest first. */
    async page(range: { from: string | null; to: string | null }, after: PageCursor | null, limit: number): Promise<ExportedOrder[]> {
      let query = db
        .selectFrom('order')
        .select([
          'id',
          'createdAt',
          'status',
          'paymentStatus',
          'name',
          'email',
          'shipping',
          'amountCents',
          'discountCode',
          'discountCents',
          'shippingCents',
          'taxCents',
          'giftCardCents',
          'refundedCents',
          'printProvider',
          'printOrderId',
          'trackingNumbers',
          'notes',
        ]);
      if (range.from) query = query.where('createdAt', '>=', range.from);
      if (range.to) query = query.where('createdAt', '<', range.to);
      if (after) {
        query = query.where((eb) =>
          eb.or([eb('createdAt', '>', after.createdAt), eb.and([eb('createdAt', '=', after.createdAt), eb('id', '>', after.id)])]),
        );
      }
      const rows = await query.orderBy('createdAt').orderBy('id').limit(limit).execute();
      const lines = await orderLinesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map(({ discountCode, discountCents, shippingCents, taxCents, giftCardCents, ...row }) => ({
        ...row,
        charges: { discountCode, discountCents, shippingCents, taxCents, giftCardCents },
        refundedCents: Number(row.refundedCents),
        createdAt: toIso(row.createdAt),
        items: lines.get(row.id) ?? [],
        shipping: row.shipping === null ? null : parseJsonColumn(shippingInfoSchema, row.shipping, 'order.shipping'),
        amountCents: Number(row.amountCents),
        trackingNumbers: parseJsonColumn(orderSchema.shape.trackingNumbers, row.trackingNumbers, 'order.trackingNumbers'),
      }));
    },

    /** What each of these customers' orders was paid and refunded. */
    async moneyOfCustomers(userIds: readonly string[]): Promise<Map<string, OrderMoney[]>> {
      const byUser = new Map<string, OrderMoney[]>();
      if (userIds.length === 0) return byUser;
      const orders = await db
        .selectFrom('order')
        .select(['userId', 'amountCents', 'refundedCents'])
        .where('userId', 'in', [...userIds])
        .execute();
      for (const order of orders)
        byUser.set(order.userId, [
          ...(byUser.get(order.userId) ?? []),
          { amountCents: Number(order.amountCents), refundedCents: Number(order.refundedCents) },
        ]);
      return byUser;
    },
  };
}

export type OrderExportRepository = ReturnType<typeof createOrderExportRepository>;
