import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { BoughtGiftCard, GiftCardPurchaseInput } from '@store/shared/gift-cards';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database, GiftCardTable } from '#server/db/schema.ts';
import { likeContaining, nowIso, toIso } from '#server/db/values.ts';
import { DELETED_CUSTOMER_NAME } from '../customer-erasure.ts';
import { createGiftCardHolds } from './gift-card-hold-repository.ts';

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

/** The cards themselves as staff and buyers look them up. */
function createGiftCardReads(db: Kysely<Database>) {
  return {
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

    /** Of these payment sessions, those that bought a gift card. */
    async purchaseSessions(paymentSessionIds: string[]): Promise<Set<string>> {
      if (paymentSessionIds.length === 0) return new Set();
      const rows = await db.selectFrom('giftCard').select('paymentSessionId').where('paymentSessionId', 'in', paymentSessionIds).execute();
      return new Set(rows.map((row) => row.paymentSessionId));
    },
  };
}

/** A card bought, issued with its code, its code replaced, its buyer erased. */
function createGiftCardChanges(db: Kysely<Database>) {
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
  };
}

/** Gift cards: the cards (reads and changes here) and the holds on their balances (gift-card-hold-repository.ts). */
export function createGiftCardRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return { ...createGiftCardReads(db), ...createGiftCardChanges(db), ...createGiftCardHolds(db, kind) };
}

export type GiftCardRepository = ReturnType<typeof createGiftCardRepository>;
