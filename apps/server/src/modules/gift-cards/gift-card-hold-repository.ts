import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';

/** Adds to or takes from a card's balance; taking only when the balance covers it, so two takers cannot both overspend. */
function balanceChange(db: Kysely<Database>, giftCardId: string, deltaCents: number) {
  const query = db
    .updateTable('giftCard')
    .set({ balanceCents: sql`${sql.ref('balanceCents')} + ${deltaCents}` })
    .where('id', '=', giftCardId);
  return deltaCents < 0 ? query.where('balanceCents', '>=', -deltaCents) : query;
}

/** Takes the amount off the balance and holds it for a checkout; null when the balance no longer covers it. */
async function insertHold(
  db: Kysely<Database>,
  hold: { giftCardId: string; userId: string; amountCents: number; expiresAt: Date },
): Promise<string | null> {
  const taken = await balanceChange(db, hold.giftCardId, -hold.amountCents).executeTakeFirst();
  if (taken.numUpdatedRows === 0n) return null;
  const id = randomUUID();
  await db
    .insertInto('giftCardHold')
    .values({
      id,
      ...hold,
      paymentSessionId: null,
      status: 'held',
      orderId: null,
      expiresAt: hold.expiresAt.toISOString(),
      createdAt: nowIso(),
    })
    .execute();
  return id;
}

/** What checkouts still open hold of each card. */
async function heldCents(db: Kysely<Database>, giftCardIds: string[]): Promise<Map<string, number>> {
  if (giftCardIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('giftCardHold')
    .select(['giftCardId', (eb) => eb.fn.sum<number | string>('amountCents').as('held')])
    .where('giftCardId', 'in', giftCardIds)
    .where('status', '=', 'held')
    .where('expiresAt', '>', nowIso())
    .groupBy('giftCardId')
    .execute();
  return new Map(rows.map((row) => [row.giftCardId, Number(row.held)]));
}

/** What checkouts hold of a card's balance until the order spends it or the hold ends, and the balance itself (decision 046). */
export function createGiftCardHolds(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    heldCents: (giftCardIds: string[]) => heldCents(db, giftCardIds),

    /**
     * Makes the holds on one card wait for each other until the transaction ends: the card's row is
     * locked on PostgreSQL, whichever instance asks; SQLite runs one write transaction at a time.
     */
    async lock(giftCardId: string): Promise<void> {
      if (kind !== 'postgres') return;
      await db.selectFrom('giftCard').select('id').where('id', '=', giftCardId).forUpdate().execute();
    },

    /** Puts back on the card what checkouts held and whose time is over. */
    async releaseEndedHolds(giftCardId: string): Promise<void> {
      const ended = await db
        .selectFrom('giftCardHold')
        .select('id')
        .where('giftCardId', '=', giftCardId)
        .where('status', '=', 'held')
        .where('expiresAt', '<=', nowIso())
        .execute();
      for (const hold of ended) await this.releaseHold(hold.id);
    },

    /** Whether checkouts in progress hold part of the card's balance. */
    async hasHolds(giftCardId: string): Promise<boolean> {
      const row = await db
        .selectFrom('giftCardHold')
        .select('id')
        .where('giftCardId', '=', giftCardId)
        .where('status', '=', 'held')
        .where('expiresAt', '>', nowIso())
        .executeTakeFirst();
      return row !== undefined;
    },

    hold: (hold: { giftCardId: string; userId: string; amountCents: number; expiresAt: Date }) => insertHold(db, hold),

    async attachSession(holdId: string, paymentSessionId: string): Promise<void> {
      await db.updateTable('giftCardHold').set({ paymentSessionId }).where('id', '=', holdId).execute();
    },

    /** Gives a held amount back to the card, once: false when it was no longer held. */
    async releaseHold(holdId: string): Promise<boolean> {
      const hold = await db
        .updateTable('giftCardHold')
        .set({ status: 'released' })
        .where('id', '=', holdId)
        .where('status', '=', 'held')
        .returning(['giftCardId', 'amountCents'])
        .executeTakeFirst();
      if (!hold) return false;
      await balanceChange(db, hold.giftCardId, hold.amountCents).execute();
      return true;
    },

    async holdOfSession(paymentSessionId: string): Promise<{ id: string; status: 'held' | 'spent' | 'released' } | null> {
      const row = await db
        .selectFrom('giftCardHold')
        .select(['id', 'status'])
        .where('paymentSessionId', '=', paymentSessionId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The held amount becomes the order's: false when it was not held any more. */
    async spendHold(holdId: string, orderId: string): Promise<boolean> {
      const result = await db
        .updateTable('giftCardHold')
        .set({ status: 'spent', orderId })
        .where('id', '=', holdId)
        .where('status', '=', 'held')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Takes an amount straight off the balance (a payment whose hold had ended); false when the balance is short. */
    async takeFromBalance(giftCardId: string, amountCents: number): Promise<boolean> {
      const result = await balanceChange(db, giftCardId, -amountCents).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A refund puts money back on the card. */
    async addToBalance(giftCardId: string, amountCents: number): Promise<void> {
      await balanceChange(db, giftCardId, amountCents).execute();
    },

    async balance(giftCardId: string): Promise<number> {
      const row = await db.selectFrom('giftCard').select('balanceCents').where('id', '=', giftCardId).executeTakeFirstOrThrow();
      return row.balanceCents;
    },
  };
}
