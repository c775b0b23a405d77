import type { Kysely } from 'kysely';
import { parseJsonColumn } from '#server/db/json-column.ts';
import { orderLinesOf } from '#server/db/order-lines.ts';
import type { Database } from '#server/db/schema.ts';
import { toIso } from '#server/db/values.ts';
import { orderSchema, shippingInfoSchema, type OrderItem, type OrderStatus, type ShippingInfo } from '@store/shared/orders';

/** Where the previous page ended: rows come in (createdAt, id) order, so a page starts strictly after it. */
export type PageCursor = { createdAt: string; id: string };

export type ExportedOrder = {
  id: string;
  createdAt: string;
  status: OrderStatus;
  name: string;
  email: string;
  items: OrderItem[];
  shipping: ShippingInfo | null;
  amountCents: number;
  printProvider: string;
  printOrderId: string | null;
  trackingNumbers: string[];
  notes: string;
};

export type ExportedCustomer = {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
  orderCount: number;
  spentCents: number;
};

/** Reads for the CSV exports, a page at a time so a big table never sits in memory. */
export function createExportsRepository(db: Kysely<Database>) {
  return {
    /** Orders created in [from, to), oldest first. */
    async ordersPage(range: { from: string | null; to: string | null }, after: PageCursor | null, limit: number): Promise<ExportedOrder[]> {
      let query = db
        .selectFrom('order')
        .select([
          'id',
          'createdAt',
          'status',
          'name',
          'email',
          'shipping',
          'amountCents',
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
      return rows.map((row) => ({
        ...row,
        createdAt: toIso(row.createdAt),
        items: lines.get(row.id) ?? [],
        shipping: row.shipping === null ? null : parseJsonColumn(shippingInfoSchema, row.shipping, 'order.shipping'),
        amountCents: Number(row.amountCents),
        trackingNumbers: parseJsonColumn(orderSchema.shape.trackingNumbers, row.trackingNumbers, 'order.trackingNumbers'),
      }));
    },

    /** Customer accounts (deleted ones left out) with what they ordered, oldest first. */
    async customersPage(after: PageCursor | null, limit: number): Promise<ExportedCustomer[]> {
      let query = db.selectFrom('user').select(['id', 'name', 'email', 'createdAt', 'isAdmin']).where('deletedAt', 'is', null);
      if (after) {
        query = query.where((eb) =>
          eb.or([eb('createdAt', '>', after.createdAt), eb.and([eb('createdAt', '=', after.createdAt), eb('id', '>', after.id)])]),
        );
      }
      const users = await query.orderBy('createdAt').orderBy('id').limit(limit).execute();
      if (users.length === 0) return [];
      const totals = await db
        .selectFrom('order')
        .select((eb) => [
          'userId',
          eb.fn.countAll<number | string>().as('orderCount'),
          eb.fn.sum<number | string>('amountCents').as('spentCents'),
        ])
        .where(
          'userId',
          'in',
          users.map((user) => user.id),
        )
        .groupBy('userId')
        .execute();
      const byUser = new Map(totals.map((total) => [total.userId, total]));
      return users.map((user) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        createdAt: toIso(user.createdAt),
        isAdmin: Boolean(user.isAdmin),
        orderCount: Number(byUser.get(user.id)?.orderCount ?? 0),
        spentCents: Number(byUser.get(user.id)?.spentCents ?? 0),
      }));
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
