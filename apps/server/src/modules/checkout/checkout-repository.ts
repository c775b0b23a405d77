import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Cart } from '@store/shared/cart';
import { giftChoiceSchema, type GiftChoice } from '@store/shared/gifts';
import { cartSchema } from '@store/shared/cart-schemas';
import { aspectRatioSchema } from '@store/shared/renders';
import { parseJsonColumn } from '#server/db/json-column.ts';
import type { CheckoutTable, Database } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';

/** The priced cart a checkout was made from: the server priced only catalogue ratios. */
const entriesSchema = z.array(cartSchema.element.extend({ aspectRatio: aspectRatioSchema }));

export type CheckoutStatus = CheckoutTable['status'];

export type CheckoutRecord = {
  sessionId: string;
  userId: string;
  email: string;
  entries: Cart;
  amountCents: number;
  status: CheckoutStatus;
  discountCode: string | null;
  discountCents: number;
  shippingCents: number;
  shippingRegion: string | null;
  /** A gift's message and recipient (decision 046). */
  gift: GiftChoice | null;
  /** The gift card paying part of it, and how much: `amountCents` is what the payment provider charges. */
  giftCard: { id: string; amountCents: number } | null;
};

export function createCheckoutRepository(db: Kysely<Database>) {
  return {
    async insert(checkout: Omit<CheckoutRecord, 'status'>): Promise<void> {
      const { entries, gift, giftCard, ...rest } = checkout;
      await db
        .insertInto('checkout')
        .values({
          ...rest,
          entries: JSON.stringify(entries),
          gift: gift ? JSON.stringify(gift) : null,
          giftCardId: giftCard?.id ?? null,
          giftCardCents: giftCard?.amountCents ?? 0,
          status: 'open',
          createdAt: nowIso(),
        })
        .execute();
    },

    async find(sessionId: string): Promise<CheckoutRecord | null> {
      const row = await db.selectFrom('checkout').selectAll().where('sessionId', '=', sessionId).executeTakeFirst();
      if (!row) return null;
      return {
        sessionId: row.sessionId,
        userId: row.userId,
        email: row.email,
        entries: parseJsonColumn(entriesSchema, row.entries, 'checkout.entries'),
        amountCents: row.amountCents,
        status: row.status,
        discountCode: row.discountCode,
        discountCents: row.discountCents,
        shippingCents: row.shippingCents,
        shippingRegion: row.shippingRegion,
        gift: row.gift === null ? null : parseJsonColumn(giftChoiceSchema, row.gift, 'checkout.gift'),
        giftCard: row.giftCardId === null ? null : { id: row.giftCardId, amountCents: row.giftCardCents },
      };
    },

    async setStatus(sessionId: string, status: CheckoutStatus): Promise<void> {
      await db.updateTable('checkout').set({ status }).where('sessionId', '=', sessionId).execute();
    },

    /** A deleted customer's checkouts go with their account (decision 024). */
    async eraseAllOf(userId: string): Promise<void> {
      await db.deleteFrom('checkout').where('userId', '=', userId).execute();
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
