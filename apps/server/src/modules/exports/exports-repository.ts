import type { Kysely } from 'kysely';
import { parseJsonColumn } from '#server/db/json-column.ts';
import type { Role } from '@store/shared/roles';
import { orderLinesOf } from '#server/db/order-lines.ts';
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

/** Where the previous page ended: rows come in (createdAt, id) order, so a page starts strictly after it. */
export type PageCursor = { createdAt: string; id: string };

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

export type ExportedCustomer = {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  role: Role;
  /** What each of the customer's orders was paid and refunded, for the shared rule to add up. */
  orders: Pick<Order, 'amountCents' | 'refundedCents'>[];
};

export type ExportedGiftCard = {
  id: string;
  createdAt: string;
  codeEnding: string | null;
  amountCents: number;
  balanceCents: number;
  /** What orders took from the card, and what refunds put back on it. */
  spentCents: number;
  refundedCents: number;
  buyerName: string;
  recipientName: string;
  recipientEmail: string;
  codeReplacedAt: string | null;
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

    /** Gift cards whose payment came in (they have a code), oldest first, with what orders spent and refunds put back. */
    async giftCardsPage(after: PageCursor | null, limit: number): Promise<ExportedGiftCard[]> {
      const spending = db
        .selectFrom('order')
        .select((eb) => [
          'giftCardId',
          eb.fn.sum<number | string>('giftCardCents').as('spentCents'),
          eb.fn.sum<number | string>('giftCardRefundedCents').as('refundedCents'),
        ])
        .where('giftCardId', 'is not', null)
        .groupBy('giftCardId')
        .as('spending');
      let query = db
        .selectFrom('giftCard')
        .leftJoin(spending, 'spending.giftCardId', 'giftCard.id')
        .select([
          'giftCard.id',
          'giftCard.createdAt',
          'giftCard.codeEnding',
          'giftCard.amountCents',
          'giftCard.balanceCents',
          'giftCard.buyerName',
          'giftCard.recipientName',
          'giftCard.recipientEmail',
          'giftCard.codeReplacedAt',
          'spending.spentCents',
          'spending.refundedCents',
        ])
        .where('giftCard.codeHash', 'is not', null);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('giftCard.createdAt', '>', after.createdAt),
            eb.and([eb('giftCard.createdAt', '=', after.createdAt), eb('giftCard.id', '>', after.id)]),
          ]),
        );
      }
      const rows = await query.orderBy('giftCard.createdAt').orderBy('giftCard.id').limit(limit).execute();
      return rows.map((row) => ({
        ...row,
        createdAt: toIso(row.createdAt),
        codeReplacedAt: row.codeReplacedAt === null ? null : toIso(row.codeReplacedAt),
        spentCents: Number(row.spentCents ?? 0),
        refundedCents: Number(row.refundedCents ?? 0),
      }));
    },

    /** Customer accounts (deleted ones left out) with what they ordered, oldest first. */
    async customersPage(after: PageCursor | null, limit: number): Promise<ExportedCustomer[]> {
      let query = db.selectFrom('user').select(['id', 'name', 'email', 'createdAt', 'role']).where('deletedAt', 'is', null);
      if (after) {
        query = query.where((eb) =>
          eb.or([eb('createdAt', '>', after.createdAt), eb.and([eb('createdAt', '=', after.createdAt), eb('id', '>', after.id)])]),
        );
      }
      const users = await query.orderBy('createdAt').orderBy('id').limit(limit).execute();
      if (users.length === 0) return [];
      const orders = await db
        .selectFrom('order')
        .select(['userId', 'amountCents', 'refundedCents'])
        .where(
          'userId',
          'in',
          users.map((user) => user.id),
        )
        .execute();
      const byUser = new Map<string, ExportedCustomer['orders']>();
      for (const order of orders)
        byUser.set(order.userId, [
          ...(byUser.get(order.userId) ?? []),
          { amountCents: Number(order.amountCents), refundedCents: Number(order.refundedCents) },
        ]);
      return users.map((user) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        createdAt: toIso(user.createdAt),
        role: user.role,
        orders: byUser.get(user.id) ?? [],
      }));
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
