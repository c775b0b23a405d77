import { sql, type Kysely } from 'kysely';
import { safeParseJsonColumn } from '#server/db/json-column.ts';
import { orderLinesOf } from '#server/db/order-lines.ts';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toFlag } from '#server/db/values.ts';
import { nextSessionGeneration } from './session-generation-repository.ts';
import { shippingInfoSchema, type OrderItem, type OrderStatus, type ShippingInfo } from '@store/shared/orders';

/** The name orders and the emptied account show once a customer deleted their account. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

export function deletedCustomerEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** Keeps where a parcel went (state and country, for the shop's tax records), nothing that finds the person. */
function anonymisedShipping(stored: string | null): string | null {
  if (stored === null) return null;
  // An address that cannot be read keeps nothing: the account's deletion goes on without it.
  const shipping = safeParseJsonColumn(shippingInfoSchema, stored);
  const kept: ShippingInfo = {
    name: DELETED_CUSTOMER_NAME,
    line1: '',
    line2: null,
    city: '',
    state: shipping?.state ?? '',
    postal_code: '',
    country: shipping?.country ?? '',
  };
  return JSON.stringify(kept);
}

/**
 * Every table that holds a customer's personal data, in one place (decision 024): a new table with
 * personal data gets its line here. Orders stay for the shop's records, emptied of the person.
 */
export function createAccountErasureRepository(db: Kysely<Database>) {
  return {
    /** Whether the account signs in with a password (Google-only accounts have none to confirm with). */
    async hasPassword(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('account')
        .select('id')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .where('password', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The customer's orders as far as the deletion rule reads them. */
    async ordersOf(userId: string): Promise<{ status: OrderStatus; items: OrderItem[] }[]> {
      const rows = await db.selectFrom('order').select(['id', 'status']).where('userId', '=', userId).execute();
      const lines = await orderLinesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ status: row.status, items: lines.get(row.id) ?? [] }));
    },

    async erase(user: { id: string; email: string }): Promise<void> {
      const replacementEmail = deletedCustomerEmail(user.id);
      const now = nowIso();
      const orders = await db.selectFrom('order').select(['id', 'shipping']).where('userId', '=', user.id).execute();
      for (const order of orders) {
        await db
          .updateTable('order')
          .set({
            name: DELETED_CUSTOMER_NAME,
            email: replacementEmail,
            shipping: anonymisedShipping(order.shipping),
            // A gift's message and recipient go too; that it was a gift stays (decision 046).
            giftMessage: sql<string | null>`case when ${sql.ref('giftMessage')} is null then null else '' end`,
            giftRecipientName: sql<
              string | null
            >`case when ${sql.ref('giftRecipientName')} is null then null else ${DELETED_CUSTOMER_NAME} end`,
            updatedAt: now,
          })
          .where('id', '=', order.id)
          .execute();
      }
      if (orders.length > 0) {
        await db
          .updateTable('orderEvent')
          .set({ message: sql<string>`replace(${sql.ref('message')}, ${user.email}, ${replacementEmail})` })
          .where(
            'orderId',
            'in',
            orders.map((order) => order.id),
          )
          .execute();
      }
      await db.deleteFrom('session').where('userId', '=', user.id).execute();
      await db.deleteFrom('account').where('userId', '=', user.id).execute();
      await db.deleteFrom('verification').where('value', '=', user.id).execute();
      await db.deleteFrom('cart').where('userId', '=', user.id).execute();
      await db.deleteFrom('discountReservation').where('userId', '=', user.id).execute();
      await db.deleteFrom('checkout').where('userId', '=', user.id).execute();
      // Cards the customer gave keep working for their recipients; the giver's name and message go.
      await db.updateTable('giftCard').set({ buyerName: DELETED_CUSTOMER_NAME, message: '' }).where('buyerUserId', '=', user.id).execute();
      await db.deleteFrom('uploadWindow').where('userId', '=', user.id).execute();
      await db.deleteFrom('purchasedRender').where('userId', '=', user.id).execute();
      await db.deleteFrom('contactMessage').where('userId', '=', user.id).execute();
      // Reviews go whole, not anonymised: their text and wall photo can tell who wrote them. Their photos go with the renders' files.
      await db.deleteFrom('review').where('userId', '=', user.id).execute();
      await db
        .deleteFrom('galleryEntry')
        .where('renderId', 'in', db.selectFrom('galleryConsent').select('renderId').where('userId', '=', user.id))
        .execute();
      await db.deleteFrom('galleryConsent').where('userId', '=', user.id).execute();
      await db
        .deleteFrom('outboxEmail')
        .where((eb) => eb.or([eb('recipient', '=', user.email), eb('aboutUserId', '=', user.id)]))
        .execute();
      await db
        .updateTable('user')
        .set({
          name: DELETED_CUSTOMER_NAME,
          email: replacementEmail,
          emailVerified: toFlag(false),
          image: null,
          role: 'customer',
          sessionGeneration: nextSessionGeneration,
          deletedAt: now,
          updatedAt: now,
        })
        .where('id', '=', user.id)
        .execute();
    },
  };
}

export type AccountErasureRepository = ReturnType<typeof createAccountErasureRepository>;
