import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { BoughtGiftCard, GiftCardPurchaseInput } from '@store/shared/gift-cards';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database, GiftCardTable } from '#server/db/schema.ts';
import { likeContaining, nowIso, toIso } from '#server/db/values.ts';
import { DELETED_CUSTOMER_NAME } from '../customer-erasure.ts';

/** A card as the service reads it: its row without the code's hash (only whether it was issued) and with ISO dates. */
export type GiftCardRecord = Omit<Selectable<GiftCardTable>, 'codeHash' | 'issuedAt' | 'createdAt' | 'codeReplacedAt'> & {
  issued: boolean;
  issuedAt: string | null;
  createdAt: string;
  codeReplacedAt: string | null;
};

function toRecord({ codeHash, issuedAt, createdAt, codeReplacedAt, ...row }: Selectable<GiftCardTable>): GiftCardRecord {
  return {
    ...row,
    issued: codeHash !== null,
    issuedAt: issuedAt === null ? null : toIso(issuedAt),
    createdAt: toIso(createdAt),
    codeReplacedAt: codeReplacedAt === null ? null : toIso(codeReplacedAt),
  };
}

export function toBoughtGiftCard(card: GiftCardRecord): BoughtGiftCard {
  return {
    id: card.id,
    amountCents: card.amountCents,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    status: card.issued ? 'sent' : 'awaiting-payment',
    codeEnding: card.codeEnding,
    createdAt: card.createdAt,
  };
}

/** Adds to or takes from a card's balance; taking only when the balance covers it, so two takers cannot both overspend. */
function balanceChange(db: Kysely<Database>, giftCardId: string, deltaCents: number) {
  const query = db
    .updateTable('giftCard')
    .set({ balanceCents: sql`${sql.ref('balanceCents')} + ${deltaCents}` })
    .where('id', '=', giftCardId);
  return deltaCents < 0 ? query.where('balanceCents', '>=', -deltaCents) : query;
}

export function createGiftCardRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /** A card waiting for its payment; its code is made once the payment is in. */
    async insertPurchase(
      purchase: GiftCardPurchaseInput & { paymentSessionId: string; buyerUserId: string; buyerName: string },
    ): Promise<void> {
      await db
        .insertInto('giftCard')
        .values({
          id: randomUUID(),
          paymentSessionId: purchase.paymentSessionId,
          buyerUserId: purchase.buyerUserId,
          buyerName: purchase.buyerName,
          amountCents: purchase.amountCents,
          balanceCents: purchase.amountCents,
          recipientName: purchase.recipientName,
          recipientEmail: purchase.recipientEmail,
          message: purchase.message,
          codeHash: null,
          codeEnding: null,
          issuedAt: null,
          createdAt: nowIso(),
        })
        .execute();
    },

    async findBySession(paymentSessionId: string): Promise<GiftCardRecord | null> {
      const row = await db.selectFrom('giftCard').selectAll().where('paymentSessionId', '=', paymentSessionId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findByCodeHash(codeHash: string): Promise<GiftCardRecord | null> {
      const row = await db.selectFrom('giftCard').selectAll().where('codeHash', '=', codeHash).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async listByBuyer(buyerUserId: string): Promise<GiftCardRecord[]> {
      const rows = await db
        .selectFrom('giftCard')
        .selectAll()
        .where('buyerUserId', '=', buyerUserId)
        .orderBy('createdAt', 'desc')
        .execute();
      return rows.map(toRecord);
    },

    async findById(id: string): Promise<GiftCardRecord | null> {
      const row = await db.selectFrom('giftCard').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /**
     * The newest cards, or those whose code ending, recipient (name or email) or buyer matches the
     * search, case-insensitively; a full scan, fine at a shop's count of gift cards.
     */
    async listForStaff(search: string | undefined, limit: number): Promise<GiftCardRecord[]> {
      let query = db.selectFrom('giftCard').selectAll();
      const term = search?.toLowerCase();
      if (term) {
        const pattern = likeContaining(term);
        query = query.where((eb) =>
          eb.or(
            (['codeEnding', 'recipientName', 'recipientEmail', 'buyerName'] as const).map((column) =>
              eb(eb.fn('lower', [column]), 'like', sql<string>`${pattern} escape '\\'`),
            ),
          ),
        );
      }
      const rows = await query.orderBy('createdAt', 'desc').orderBy('id').limit(limit).execute();
      return rows.map(toRecord);
    },

    /** What checkouts still open hold of each card. */
    async heldCents(giftCardIds: string[]): Promise<Map<string, number>> {
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
    },

    /** A deleted buyer's cards keep working for their recipients; the giver's name and message go (decision 046). */
    async eraseBuyer(userId: string): Promise<void> {
      await db.updateTable('giftCard').set({ buyerName: DELETED_CUSTOMER_NAME, message: '' }).where('buyerUserId', '=', userId).execute();
    },

    /**
     * Puts a new code in place of the code ending `previousEnding`: the old one stops matching at
     * once. False when the card has no code yet, or its code changed since it was read (two owners
     * replacing it at once: only one new code is made and sent).
     */
    async replaceCode(id: string, previousEnding: string, code: { hash: string; ending: string }, replacedBy: string): Promise<boolean> {
      const result = await db
        .updateTable('giftCard')
        .set({ codeHash: code.hash, codeEnding: code.ending, codeReplacedAt: nowIso(), codeReplacedBy: replacedBy })
        .where('id', '=', id)
        .where('codeHash', 'is not', null)
        .where('codeEnding', '=', previousEnding)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Of these payment sessions, those that bought a gift card. */
    async purchaseSessions(paymentSessionIds: string[]): Promise<Set<string>> {
      if (paymentSessionIds.length === 0) return new Set();
      const rows = await db.selectFrom('giftCard').select('paymentSessionId').where('paymentSessionId', 'in', paymentSessionIds).execute();
      return new Set(rows.map((row) => row.paymentSessionId));
    },

    /** Gives the paid card its code, once: false when another delivery of the payment already did. */
    async issue(id: string, code: { hash: string; ending: string }): Promise<boolean> {
      const result = await db
        .updateTable('giftCard')
        .set({ codeHash: code.hash, codeEnding: code.ending, issuedAt: nowIso() })
        .where('id', '=', id)
        .where('codeHash', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

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

    /** Takes the amount off the balance and holds it for a checkout; null when the balance no longer covers it. */
    async hold(hold: { giftCardId: string; userId: string; amountCents: number; expiresAt: Date }): Promise<string | null> {
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
    },

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

export type GiftCardRepository = ReturnType<typeof createGiftCardRepository>;
