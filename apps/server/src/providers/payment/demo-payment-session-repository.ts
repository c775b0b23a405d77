import type { Kysely } from 'kysely';
import type { Database, DemoPaymentSessionTable } from '#server/db/schema.ts';

/** A demo session as stored: its data as JSON, with the columns the lookups filter on. */
export type StoredDemoSession = { id: string; data: string; status: DemoPaymentSessionTable['status']; paid: boolean; created: number };

export function createDemoPaymentSessionRepository(db: Kysely<Database>) {
  return {
    async findData(id: string): Promise<string | null> {
      const row = await db.selectFrom('demoPaymentSession').select('data').where('id', '=', id).executeTakeFirst();
      return row?.data ?? null;
    },

    async insert(session: StoredDemoSession): Promise<void> {
      await db
        .insertInto('demoPaymentSession')
        .values({
          id: session.id,
          data: session.data,
          status: session.status,
          paymentStatus: session.paid ? 'paid' : 'unpaid',
          createdAt: new Date(session.created * 1000).toISOString(),
        })
        .execute();
    },

    async update(session: StoredDemoSession): Promise<void> {
      await db
        .updateTable('demoPaymentSession')
        .set({ id: session.id, data: session.data, status: session.status, paymentStatus: session.paid ? 'paid' : 'unpaid' })
        .where('id', '=', session.id)
        .execute();
    },

    /** The data of paid sessions created at or after `since` (unix seconds), newest first. */
    async listPaidData(since: number): Promise<string[]> {
      const rows = await db
        .selectFrom('demoPaymentSession')
        .select('data')
        .where('paymentStatus', '=', 'paid')
        .where('createdAt', '>=', new Date(since * 1000).toISOString())
        .orderBy('createdAt', 'desc')
        .execute();
      return rows.map((row) => row.data);
    },
  };
}

export type DemoPaymentSessionRepository = ReturnType<typeof createDemoPaymentSessionRepository>;
