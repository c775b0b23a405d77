import type { Kysely } from 'kysely';
import type { Database, PurchaseReminderTable } from '#server/db/schema.ts';
import { inSlices } from '#server/db/slices.ts';
import { nowIso } from '#server/db/values.ts';

export function createReminderRepository(db: Kysely<Database>) {
  return {
    /** Which of these renders' reminders are decided. */
    async decidedAmong(renderIds: readonly string[]): Promise<Set<string>> {
      const decided = new Set<string>();
      for (const slice of inSlices(renderIds)) {
        const rows = await db.selectFrom('purchaseReminder').select('renderId').where('renderId', 'in', slice).execute();
        for (const row of rows) decided.add(row.renderId);
      }
      return decided;
    },

    /** Which of these customers opted out of reminders. */
    async optedOutAmong(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('emailOptOut')
        .select('userId')
        .where('userId', 'in', [...new Set(userIds)])
        .execute();
      return new Set(rows.map((row) => row.userId));
    },

    /** Decides a render's reminder once; false when it already was (another instance, an earlier sweep). */
    async decide(renderId: string, outcome: PurchaseReminderTable['outcome']): Promise<boolean> {
      const result = await db
        .insertInto('purchaseReminder')
        .values({ renderId, outcome, decidedAt: nowIso() })
        .onConflict((conflict) => conflict.column('renderId').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    async outcome(renderId: string): Promise<PurchaseReminderTable['outcome'] | null> {
      const row = await db.selectFrom('purchaseReminder').select('outcome').where('renderId', '=', renderId).executeTakeFirst();
      return row?.outcome ?? null;
    },

    /** Records the customer's opt-out. */
    async optOut(userId: string): Promise<void> {
      await db
        .insertInto('emailOptOut')
        .values({ userId, optedOutAt: nowIso() })
        .onConflict((conflict) => conflict.column('userId').doNothing())
        .execute();
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
