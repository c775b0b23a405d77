import { sql, type Kysely } from 'kysely';
import type { ChangeNotices } from '#server/db/change-notices.ts';
import { safeParseJsonColumn } from '#server/db/json-column.ts';
import type { Database } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';
import { shippingInfoSchema, type OrderItem, type OrderStatus, type ShippingInfo } from '@store/shared/orders';
import { DELETED_CUSTOMER_NAME, deletedCustomerEmail, type ErasedCustomer } from '../customer-erasure.ts';
import { orderLinesOf } from './order-line-repository.ts';

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

/** The orders' part of deleting a customer's account (decision 024): orders stay for the shop's records, emptied of the person. */
export function createOrderErasureRepository(db: Kysely<Database>, notices: Pick<ChangeNotices, 'announce'>) {
  return {
    /** The customer's orders as far as the deletion rule reads them. */
    async ordersOf(userId: string): Promise<{ status: OrderStatus; items: OrderItem[] }[]> {
      const rows = await db.selectFrom('order').select(['id', 'status']).where('userId', '=', userId).execute();
      const lines = await orderLinesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ status: row.status, items: lines.get(row.id) ?? [] }));
    },

    async erase(customer: ErasedCustomer): Promise<void> {
      const replacementEmail = deletedCustomerEmail(customer.id);
      const now = nowIso();
      const orders = await db.selectFrom('order').select(['id', 'shipping']).where('userId', '=', customer.id).execute();
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
          .set({ message: sql<string>`replace(${sql.ref('message')}, ${customer.email}, ${replacementEmail})` })
          .where(
            'orderId',
            'in',
            orders.map((order) => order.id),
          )
          .execute();
      }
      await db.deleteFrom('purchasedRender').where('userId', '=', customer.id).execute();
      await notices.announce('purchases-of-user', customer.id);
    },
  };
}

export type OrderErasureRepository = ReturnType<typeof createOrderErasureRepository>;
