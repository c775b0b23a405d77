import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  orderSchema,
  shippingInfoSchema,
  type AdminOrder,
  type Order,
  type OrderItem,
  type OrderStatus,
  type PaymentStatus,
  type ShippingInfo,
} from '@store/shared/orders';
import type { OrderGift } from '@store/shared/gifts';
import { parseJsonColumn } from '#server/db/json-column.ts';
import type { AccountContact, AccountDirectory } from '../accounts/account-directory.ts';
import { insertOrderLines, orderLinesOf } from './order-line-repository.ts';
import type { Database, OrderEventTable, OrderTable } from '#server/db/schema.ts';
import { likeContaining, nowIso, toFlag, toIso } from '#server/db/values.ts';

/** The gift card id is the store's own: staff and customers see only what it paid. */
export type OrderRecord = AdminOrder & { userId: string; giftCardId: string | null };
export type NewOrder = {
  paymentSessionId: string;
  userId: string;
  name: string;
  email: string;
  items: OrderItem[];
  shippingInfo: ShippingInfo | null;
  amountCents: number;
  printProvider: string;
  /** What the amount is made of besides the items (decision 021). */
  charges?: { discountCode: string | null; discountCents: number; shippingCents: number; taxCents: number };
  /** The gift card that paid part of it, and how much (decision 046). */
  giftCard?: { id: string; amountCents: number } | null;
  gift?: OrderGift | null;
};

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Short order numbers customers can read out: MM- and eight unambiguous characters. */
function newOrderId(): string {
  const bytes = randomBytes(8);
  return `MM-${[...bytes].map((byte) => ORDER_ID_ALPHABET[byte % ORDER_ID_ALPHABET.length]).join('')}`;
}

export type OrderFilter = { status?: OrderStatus | undefined; paymentStatus?: PaymentStatus | undefined; search?: string | undefined };

type OrderRow = Selectable<OrderTable>;

function selectOrders(db: Kysely<Database>) {
  return db.selectFrom('order').selectAll('order');
}

function toRecord(row: OrderRow, items: OrderItem[], account: AccountContact | null): OrderRecord {
  return {
    id: row.id,
    userId: row.userId,
    giftCardId: row.giftCardId,
    name: row.name,
    email: row.email,
    account,
    status: row.status,
    paymentStatus: row.paymentStatus,
    notes: row.notes,
    items,
    shippingInfo: row.shipping === null ? null : parseJsonColumn(shippingInfoSchema, row.shipping, 'order.shipping'),
    amountCents: row.amountCents,
    charges: {
      discountCode: row.discountCode,
      discountCents: row.discountCents,
      shippingCents: row.shippingCents,
      taxCents: row.taxCents,
      giftCardCents: row.giftCardCents,
    },
    giftCardRefundedCents: row.giftCardRefundedCents,
    gift: row.giftRecipientName === null ? null : { message: row.giftMessage ?? '', recipientName: row.giftRecipientName },
    trackingNumbers: parseJsonColumn(orderSchema.shape.trackingNumbers, row.trackingNumbers, 'order.trackingNumbers'),
    paymentSessionId: row.paymentSessionId,
    printProvider: row.printProvider,
    printOrderId: row.printOrderId,
    printDashboardUrl: row.printDashboardUrl,
    printStatus: row.printStatus,
    refundedCents: row.refundedCents,
    createdAt: toIso(row.createdAt),
  };
}

/**
 * The orders of these rows with their lines, read in one more query, and the name and email of
 * the account that placed each (the order's own are the payer's), asked of the accounts module.
 */
async function withLines(db: Kysely<Database>, accounts: OrderAccounts, rows: OrderRow[]): Promise<OrderRecord[]> {
  const [lines, contacts] = await Promise.all([
    orderLinesOf(
      db,
      rows.map((row) => row.id),
    ),
    accounts.contactsOf(rows.map((row) => row.userId)),
  ]);
  return rows.map((row) => toRecord(row, lines.get(row.id) ?? [], contacts.get(row.userId) ?? null));
}

export function toCustomerOrder(order: OrderRecord): Order {
  const { id, name, email, status, paymentStatus, refundedCents, items, shippingInfo, amountCents, charges, trackingNumbers, createdAt } =
    order;
  return {
    id,
    name,
    email,
    status,
    paymentStatus,
    refundedCents,
    items,
    shippingInfo,
    amountCents,
    charges,
    giftCardRefundedCents: order.giftCardRefundedCents ?? 0,
    gift: order.gift ?? null,
    trackingNumbers,
    createdAt,
  };
}

/** What orders read of the accounts: their names and addresses (the accounts module owns the user table). */
export type OrderAccounts = Pick<AccountDirectory, 'contactsOf' | 'idsMatching'>;

export function createOrderRepository(db: Kysely<Database>, accounts: OrderAccounts) {
  return {
    /** Inserts the order unless one exists for the payment session; null when it already did. */
    async insertOnce(order: NewOrder): Promise<OrderRecord | null> {
      const now = nowIso();
      const id = newOrderId();
      const result = await db
        .insertInto('order')
        .values({
          id,
          paymentSessionId: order.paymentSessionId,
          userId: order.userId,
          name: order.name,
          email: order.email,
          status: 'paid',
          notes: '',
          shipping: order.shippingInfo ? JSON.stringify(order.shippingInfo) : null,
          amountCents: order.amountCents,
          printProvider: order.printProvider,
          printOrderId: null,
          printDashboardUrl: null,
          printStatus: null,
          trackingNumbers: '[]',
          printAttempts: 0,
          printNextAttemptAt: null,
          ...order.charges,
          giftCardId: order.giftCard?.id ?? null,
          giftCardCents: order.giftCard?.amountCents ?? 0,
          giftMessage: order.gift?.message ?? null,
          giftRecipientName: order.gift?.recipientName ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((conflict) => conflict.column('paymentSessionId').doNothing())
        .executeTakeFirst();
      if ((result.numInsertedOrUpdatedRows ?? 0n) === 0n) return null;
      await insertOrderLines(db, { id, createdAt: now }, order.items);
      const row = await selectOrders(db).where('order.id', '=', id).executeTakeFirstOrThrow();
      const [record] = await withLines(db, accounts, [row]);
      return record!;
    },

    async findById(id: string): Promise<OrderRecord | null> {
      const row = await selectOrders(db).where('order.id', '=', id).executeTakeFirst();
      return row ? ((await withLines(db, accounts, [row]))[0] ?? null) : null;
    },

    async findBySession(sessionId: string): Promise<OrderRecord | null> {
      const row = await selectOrders(db).where('order.paymentSessionId', '=', sessionId).executeTakeFirst();
      return row ? ((await withLines(db, accounts, [row]))[0] ?? null) : null;
    },

    async sessionsWithOrders(sessionIds: string[]): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const rows = await db.selectFrom('order').select('paymentSessionId').where('paymentSessionId', 'in', sessionIds).execute();
      return new Set(rows.map((row) => row.paymentSessionId));
    },

    async listByUser(userId: string): Promise<OrderRecord[]> {
      const rows = await selectOrders(db).where('order.userId', '=', userId).orderBy('order.createdAt', 'desc').execute();
      return withLines(db, accounts, rows);
    },

    /** Staff's list: a fulfilment and a payment status filter combined with a case-insensitive search of the payer's and the account's name and email, and the order id. */
    async search(filter: OrderFilter, limit: number): Promise<OrderRecord[]> {
      let query = selectOrders(db);
      if (filter.status) query = query.where('order.status', '=', filter.status);
      if (filter.paymentStatus) query = query.where('order.paymentStatus', '=', filter.paymentStatus);
      const term = filter.search?.trim().toLowerCase();
      if (term) {
        const pattern = likeContaining(term);
        const matchingAccounts = await accounts.idsMatching(term);
        query = query.where((eb) =>
          eb.or([
            ...(['order.name', 'order.email', 'order.id'] as const).map((column) =>
              eb(eb.fn('lower', [column]), 'like', sql<string>`${pattern} escape '\\'`),
            ),
            ...(matchingAccounts.length > 0 ? [eb('order.userId', 'in', matchingAccounts)] : []),
          ]),
        );
      }
      const rows = await query.orderBy('order.createdAt', 'desc').limit(limit).execute();
      return withLines(db, accounts, rows);
    },

    /** Orders whose print submission failed and is due for another try. */
    async duePrintSubmissions(now: Date, maxAttempts: number): Promise<OrderRecord[]> {
      const rows = await selectOrders(db)
        .where('order.printOrderId', 'is', null)
        .where('order.printStatus', '=', 'submit_failed')
        .where('order.printAttempts', '<', maxAttempts)
        .where('order.printNextAttemptAt', '<=', now.toISOString())
        .limit(20)
        .execute();
      return withLines(db, accounts, rows);
    },

    async recordPrintFailure(id: string, attempts: number, nextAttemptAt: Date | null): Promise<void> {
      await db
        .updateTable('order')
        .set({
          printStatus: 'submit_failed',
          printAttempts: attempts,
          printNextAttemptAt: nextAttemptAt?.toISOString() ?? null,
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .execute();
    },

    async printAttempts(id: string): Promise<number> {
      const row = await db.selectFrom('order').select('printAttempts').where('id', '=', id).executeTakeFirst();
      return row?.printAttempts ?? 0;
    },

    async update(
      id: string,
      changes: Partial<
        Pick<OrderRecord, 'status' | 'paymentStatus' | 'notes' | 'printOrderId' | 'printDashboardUrl' | 'printStatus' | 'trackingNumbers'>
      >,
    ): Promise<void> {
      const { trackingNumbers, ...rest } = changes;
      await db
        .updateTable('order')
        .set({ ...rest, ...(trackingNumbers ? { trackingNumbers: JSON.stringify(trackingNumbers) } : {}), updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /** Claims the order's one "shipped" email; false when it was already sent. A single UPDATE decides. */
    async claimShippedEmail(id: string): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('order')
        .set({ shippedEmailAt: now, updatedAt: now })
        .where('id', '=', id)
        .where('shippedEmailAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async addEvent(orderId: string, event: Pick<OrderEventTable, 'kind' | 'message' | 'actor'>): Promise<void> {
      await db
        .insertInto('orderEvent')
        .values({ id: randomUUID(), orderId, ...event, createdAt: nowIso() })
        .execute();
    },

    async timeline(orderId: string) {
      const rows = await db
        .selectFrom('orderEvent')
        .select(['kind', 'message', 'actor', 'createdAt'])
        .where('orderId', '=', orderId)
        .orderBy('createdAt')
        .execute();
      return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
    },

    async recordPurchases(order: OrderRecord): Promise<void> {
      const renderIds = [...new Set(order.items.filter((item) => item.isDigital).map((item) => item.renderId))];
      if (renderIds.length === 0) return;
      await db
        .insertInto('purchasedRender')
        .values(renderIds.map((renderId) => ({ userId: order.userId, renderId, orderId: order.id })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
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

    /** Orders with a canvas of this render, with their lines. */
    async withCanvasOf(renderId: string): Promise<OrderRecord[]> {
      const rows = await selectOrders(db)
        .where('order.id', 'in', (eb) =>
          eb.selectFrom('orderLine').select('orderId').where('renderId', '=', renderId).where('isDigital', '=', toFlag(false)),
        )
        .orderBy('order.createdAt')
        .execute();
      return withLines(db, accounts, rows);
    },

    /** The order in which the render's digital download was bought, or null. */
    async digitalOrderOf(renderId: string): Promise<string | null> {
      const row = await db.selectFrom('purchasedRender').select('orderId').where('renderId', '=', renderId).executeTakeFirst();
      return row?.orderId ?? null;
    },

    /** Staff chose the version the order's canvases of this render print. */
    async choosePrintVersion(orderId: string, renderId: string, versionId: string): Promise<void> {
      await db
        .updateTable('orderLine')
        .set({ versionId, versionChosenAt: nowIso() })
        .where('orderId', '=', orderId)
        .where('renderId', '=', renderId)
        .where('isDigital', '=', toFlag(false))
        .execute();
    },

    /** Counts one download through a link; false once the link has been used `limit` times. A single UPDATE decides, so parallel downloads cannot pass the limit. */
    async useDownloadLink(signature: string, orderId: string, limit: number): Promise<boolean> {
      const now = nowIso();
      await db
        .insertInto('downloadLinkUse')
        .values({ signature, orderId, uses: 0, lastUsedAt: now })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .execute();
      const result = await db
        .updateTable('downloadLinkUse')
        .set({ uses: sql`${sql.ref('uses')} + 1`, lastUsedAt: now })
        .where('signature', '=', signature)
        .where('uses', '<', limit)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** When staff turned off the order's download links, or null. */
    async downloadsRevokedAt(orderId: string): Promise<string | null> {
      const row = await db.selectFrom('order').select('downloadsRevokedAt').where('id', '=', orderId).executeTakeFirst();
      return row?.downloadsRevokedAt ? toIso(row.downloadsRevokedAt) : null;
    },

    /** Turns off every download link of the order; false when they already were. */
    async revokeDownloads(orderId: string): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('order')
        .set({ downloadsRevokedAt: now, updatedAt: now })
        .where('id', '=', orderId)
        .where('downloadsRevokedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Marks a payment event handled; false when it already was (a repeat delivery). */
    async markEventProcessed(id: string, type: string): Promise<boolean> {
      const result = await db
        .insertInto('processedPaymentEvent')
        .values({ id, type, processedAt: nowIso() })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    async isEventProcessed(id: string): Promise<boolean> {
      return (await db.selectFrom('processedPaymentEvent').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
