import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';
import type { ContactMessage } from '@store/shared/contact';
import type { InboxFilter, InboxMessage } from '@store/shared/contact-inbox';

export type StoredContactMessage = ContactMessage & { id: string; userId: string | null; createdAt: string };

export function createContactRepository(db: Kysely<Database>) {
  function inboxQuery() {
    return db
      .selectFrom('contactMessage')
      .leftJoin('user as handler', 'handler.id', 'contactMessage.handledBy')
      .select([
        'contactMessage.id',
        'contactMessage.name',
        'contactMessage.email',
        'contactMessage.message',
        'contactMessage.userId',
        'contactMessage.createdAt',
        'contactMessage.handledAt',
        'handler.name as handledBy',
      ]);
  }

  function toInboxMessage(row: Awaited<ReturnType<ReturnType<typeof inboxQuery>['executeTakeFirstOrThrow']>>): InboxMessage {
    return { ...row, createdAt: toIso(row.createdAt), handledAt: row.handledAt === null ? null : toIso(row.handledAt) };
  }

  return {
    async add(message: ContactMessage, userId: string | null): Promise<StoredContactMessage> {
      const stored = { id: randomUUID(), ...message, userId, createdAt: nowIso() };
      await db.insertInto('contactMessage').values(stored).execute();
      return stored;
    },

    /** Newest first; one row more than asked tells whether another page follows. */
    async listInbox(filter: InboxFilter, limit: number, offset: number): Promise<{ messages: InboxMessage[]; hasMore: boolean }> {
      let query = inboxQuery();
      if (filter === 'unhandled') query = query.where('contactMessage.handledAt', 'is', null);
      const rows = await query
        .orderBy('contactMessage.createdAt', 'desc')
        .orderBy('contactMessage.id', 'desc')
        .limit(limit + 1)
        .offset(offset)
        .execute();
      return { messages: rows.slice(0, limit).map(toInboxMessage), hasMore: rows.length > limit };
    },

    async countUnhandled(): Promise<number> {
      const row = await db
        .selectFrom('contactMessage')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('handledAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** null when no message has that id. */
    async setHandled(id: string, handledBy: string | null): Promise<InboxMessage | null> {
      await db
        .updateTable('contactMessage')
        .set(handledBy === null ? { handledAt: null, handledBy: null } : { handledAt: nowIso(), handledBy })
        .where('id', '=', id)
        .execute();
      const row = await inboxQuery().where('contactMessage.id', '=', id).executeTakeFirst();
      return row ? toInboxMessage(row) : null;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
