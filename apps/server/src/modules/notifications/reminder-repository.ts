import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AspectRatio } from '@store/shared/catalog';
import { aspectRatioSchema } from '@store/shared/renders';
import { parseJsonColumn } from '#server/db/json-column.ts';
import type { Database, PurchaseReminderTable } from '#server/db/schema.ts';
import { nowIso } from '#server/db/values.ts';

export type ReminderCandidate = {
  renderId: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  style: string;
  /** What the reminder shows: the published version's watermarked preview, in the ratio asked for when it has one. */
  aspectRatio: string;
  publishedVersionId: string | null;
  results: Partial<Record<AspectRatio, unknown>>;
};

const publishedRatiosSchema = z.partialRecord(aspectRatioSchema, z.unknown());

export function createReminderRepository(db: Kysely<Database>) {
  return {
    /** Complete renders finished inside the window whose reminder is undecided, of customers who have not opted out; oldest first. */
    async candidates(window: { completedAfter: Date; completedBefore: Date }, limit: number): Promise<ReminderCandidate[]> {
      const rows = await db
        .selectFrom('render')
        .leftJoin('purchaseReminder', 'purchaseReminder.renderId', 'render.id')
        .leftJoin('emailOptOut', 'emailOptOut.userId', 'render.userId')
        .select([
          'render.id as renderId',
          'render.userId',
          'render.customerName',
          'render.customerEmail',
          'render.style',
          'render.aspectRatio',
          'render.publishedVersionId',
          'render.results',
        ])
        .where('render.status', '=', 'complete')
        .where('render.completedAt', '>=', window.completedAfter.toISOString())
        .where('render.completedAt', '<=', window.completedBefore.toISOString())
        .where('purchaseReminder.renderId', 'is', null)
        .where('emailOptOut.userId', 'is', null)
        .orderBy('render.completedAt')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, results: parseJsonColumn(publishedRatiosSchema, row.results, 'render.results') }));
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

    /** Records the customer's opt-out; false when there is no such customer. */
    async optOut(userId: string): Promise<boolean> {
      const user = await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) return false;
      await db
        .insertInto('emailOptOut')
        .values({ userId, optedOutAt: nowIso() })
        .onConflict((conflict) => conflict.column('userId').doNothing())
        .execute();
      return true;
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
