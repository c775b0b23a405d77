import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';

/** An order's download links: each link's uses counted, and staff turning them all off. */
export function createDownloadLinkRepository(db: Kysely<Database>) {
  return {
    /** Counts one download through a link; false once the link has been used `limit` times. A single UPDATE decides, so parallel downloads cannot pass the limit. */
    async useDownloadLink(signature: string, orderId: string, limit: number): Promise<boolean> {
      const now = nowIso();
      await db
        .insertInto('downloadLinkUse')
        .values({ signature, orderId, uses: 0, lastUsedAt: now })
        .onConflict((conflict) => conflict.column('signature').doNothing())
        .execute();
      const result = await db
        .updateTable('downloadLinkUse')
        .set({ uses: sql`${sql.ref('uses')} + 1`, lastUsedAt: now })
        .where('signature', '=', signature)
        .where('uses', '<', limit)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** When staff turned off the order's download links, or null. */
    async downloadsRevokedAt(orderId: string): Promise<string | null> {
      const row = await db.selectFrom('order').select('downloadsRevokedAt').where('id', '=', orderId).executeTakeFirst();
      return row?.downloadsRevokedAt ? toIso(row.downloadsRevokedAt) : null;
    },

    /** Turns off every download link of the order; false when they already were. */
    async revokeDownloads(orderId: string): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('order')
        .set({ downloadsRevokedAt: now, updatedAt: now })
        .where('id', '=', orderId)
        .where('downloadsRevokedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
