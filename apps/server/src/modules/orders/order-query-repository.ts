import { sql, type Kysely, type Selectable } from 'kysely';
import { orderSchema, shippingInfoSchema, type OrderItem, type OrderStatus, type PaymentStatus } from '@store/shared/orders';
import { parseJsonColumn } from '#server/db/json-column.ts';
import type { Database, OrderTable } from '#server/db/schema.ts';
import { likeContaining, toFlag, toIso } from '#server/db/values.ts';
import type { AccountContact, AccountDirectory } from '../accounts/account-directory.ts';
import { orderLinesOf } from './order-line-repository.ts';
import type { OrderRecord } from './order-records.ts';

/** What orders read of the accounts: their names and addresses (the accounts module owns the user table). */
export type OrderAccounts = Pick<AccountDirectory, 'contactsOf' | 'idsMatching'>;

export type OrderFilter = { status?: OrderStatus | undefined; paymentStatus?: PaymentStatus | undefined; search?: string | undefined };

type OrderRow = Selectable<OrderTable>;

export function selectOrders(db: Kysely<Database>) {
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
export async function withLines(db: Kysely<Database>, accounts: OrderAccounts, rows: OrderRow[]): Promise<OrderRecord[]> {
  const [lines, contacts] = await Promise.all([
    orderLinesOf(
      db,
      rows.map((row) => row.id),
    ),
    accounts.contactsOf(rows.map((row) => row.userId)),
  ]);
  return rows.map((row) => toRecord(row, lines.get(row.id) ?? [], contacts.get(row.userId) ?? null));
}

/** Order queries: one order, a customer's, staff's search, the print submissions due, an order's timeline. */
export function createOrderQueries(db: Kysely<Database>, accounts: OrderAccounts) {
  return {
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

    async printAttempts(id: string): Promise<number> {
      const row = await db.selectFrom('order').select('printAttempts').where('id', '=', id).executeTakeFirst();
      return row?.printAttempts ?? 0;
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
  };
}
