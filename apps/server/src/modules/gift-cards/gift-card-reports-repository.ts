import type { Kysely } from 'kysely';
import { nextDay, type InsightsRange } from '@store/shared/insights';
import type { PageCursor } from '#server/db/page-cursor.ts';
import type { Database } from '#server/db/schema.ts';
import { toIso } from '#server/db/values.ts';

/** A card as the owner's CSV export lists it. */
export type ReportedGiftCard = {
  id: string;
  createdAt: string;
  codeEnding: string | null;
  amountCents: number;
  balanceCents: number;
  buyerName: string;
  recipientName: string;
  recipientEmail: string;
  codeReplacedAt: string | null;
};

/** The gift cards as the owner's insights and exports read them. */
export function createGiftCardReportsRepository(db: Kysely<Database>) {
  return {
    /** Gift cards issued in the range (paid for): how many, and for how much. */
    async soldIn(range: InsightsRange): Promise<{ sold: number; soldCents: number }> {
      const row = await db
        .selectFrom('giftCard')
        .select((eb) => [eb.fn.countAll<number>().as('sold'), eb.fn.sum<number | string>('amountCents').as('soldCents')])
        .where('issuedAt', '>=', `${range.from}T00:00:00.000Z`)
        .where('issuedAt', '<', `${nextDay(range.to)}T00:00:00.000Z`)
        .executeTakeFirstOrThrow();
      return { sold: Number(row.sold ?? 0), soldCents: Number(row.soldCents ?? 0) };
    },

    /** Gift cards whose payment came in (they have a code), oldest first, a page after the cursor. */
    async exportPage(after: PageCursor | null, limit: number): Promise<ReportedGiftCard[]> {
      let query = db
        .selectFrom('giftCard')
        .select([
          'id',
          'createdAt',
          'codeEnding',
          'amountCents',
          'balanceCents',
          'buyerName',
          'recipientName',
          'recipientEmail',
          'codeReplacedAt',
        ])
        .where('codeHash', 'is not', null);
      if (after) {
        query = query.where((eb) =>
          eb.or([eb('createdAt', '>', after.createdAt), eb.and([eb('createdAt', '=', after.createdAt), eb('id', '>', after.id)])]),
        );
      }
      const rows = await query.orderBy('createdAt').orderBy('id').limit(limit).execute();
      return rows.map((row) => ({
        ...row,
        createdAt: toIso(row.createdAt),
        codeReplacedAt: row.codeReplacedAt === null ? null : toIso(row.codeReplacedAt),
      }));
    },
  };
}

export type GiftCardReportsRepository = ReturnType<typeof createGiftCardReportsRepository>;
