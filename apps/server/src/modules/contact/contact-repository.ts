import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';
import type { ContactMessage } from '@store/shared/contact';

export type StoredContactMessage = ContactMessage & { id: string; userId: string | null; createdAt: string };

export function createContactRepository(db: Kysely<Database>) {
  return {
    async add(message: ContactMessage, userId: string | null, executor: Kysely<Database> = db): Promise<StoredContactMessage> {
      const stored = { id: randomUUID(), ...message, userId, createdAt: nowIso() };
      await executor.insertInto('contactMessage').values(stored).execute();
      return stored;
    },

    async listRecent(limit: number, offset: number): Promise<StoredContactMessage[]> {
      const rows = await db.selectFrom('contactMessage').selectAll().orderBy('createdAt', 'desc').limit(limit).offset(offset).execute();
      return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
