import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { OrderGift } from '@store/shared/gifts';
import type { OrderItem, ShippingInfo } from '@store/shared/orders';
import type { Database, OrderEventTable, OrderTable } from '#server/db/schema.ts';
import { nowIso, toFlag } from '#server/db/values.ts';
import { insertOrderLines } from './order-line-repository.ts';
import { selectOrders, withLines, type OrderAccounts } from './order-query-repository.ts';
import type { OrderRecord } from './order-records.ts';

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

/** The order's row as a new paid order: nothing sent to the printer yet, no tracking numbers. */
function newOrderRow(id: string, order: NewOrder, now: string): Insertable<OrderTable> {
  return {
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
  };
}

/** Order changes: the order inserted once per payment session, its status, print submission, timeline and canvases' version. */
export function createOrderChanges(db: Kysely<Database>, accounts: OrderAccounts) {
  return {
    async insertOnce(order: NewOrder): Promise<OrderRecord | null> {
      const now = nowIso();
      const id = newOrderId();
      const result = await db
        .insertInto('order')
        .values(newOrderRow(id, order, now))
        .onConflict((conflict) => conflict.column('paymentSessionId').doNothing())
        .executeTakeFirst();
      if ((result.numInsertedOrUpdatedRows ?? 0n) === 0n) return null;
      await insertOrderLines(db, { id, createdAt: now }, order.items);
      const row = await selectOrders(db).where('order.id', '=', id).executeTakeFirstOrThrow();
      const [record] = await withLines(db, accounts, [row]);
      return record!;
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
  };
}
