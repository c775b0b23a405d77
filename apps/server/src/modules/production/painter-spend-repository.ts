import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/** Generated drafts paid for per UTC day: the daily cap is checked and the spend counted in one statement. */
export function createPainterSpendRepository(db: Kysely<Database>) {
  return {
    /** Counts one generated draft at `cents` on `day`, unless that would pass `capCents`; false when it would. */
    async reserve(day: string, cents: number, capCents: number | undefined): Promise<boolean> {
      await db
        .insertInto('painterSpend')
        .values({ day, images: 0, cents: 0 })
        .onConflict((conflict) => conflict.column('day').doNothing())
        .execute();
      let update = db
        .updateTable('painterSpend')
        .set({ images: sql`"images" + 1`, cents: sql`"cents" + ${cents}` })
        .where('day', '=', day);
      if (capCents !== undefined) update = update.where(sql<boolean>`"cents" + ${cents} <= ${capCents}`);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes back a reservation whose image never came. */
    async release(day: string, cents: number): Promise<void> {
      await db
        .updateTable('painterSpend')
        .set({ images: sql`"images" - 1`, cents: sql`"cents" - ${cents}` })
        .where('day', '=', day)
        .where('images', '>', 0)
        .execute();
    },

    /** The provider reported another cost than the price reserved: the day's cents follow what it bills. */
    async correct(day: string, deltaCents: number): Promise<void> {
      if (deltaCents === 0) return;
      await db
        .updateTable('painterSpend')
        .set({ cents: sql`"cents" + ${deltaCents}` })
        .where('day', '=', day)
        .execute();
    },

    async spentOn(day: string): Promise<{ images: number; cents: number }> {
      const row = await db.selectFrom('painterSpend').select(['images', 'cents']).where('day', '=', day).executeTakeFirst();
      return row ? { images: Number(row.images), cents: Number(row.cents) } : { images: 0, cents: 0 };
    },
  };
}

export type PainterSpendRepository = ReturnType<typeof createPainterSpendRepository>;
