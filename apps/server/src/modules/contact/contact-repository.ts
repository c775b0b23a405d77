import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nowIso, toIso } from '#server/db/values.ts';
import type { ContactMessage } from '@store/shared/contact';
import type { InboxFilter, InboxMessage } from '@store/shared/contact-inbox';
import type { AccountDirectory } from '../accounts/account-directory.ts';

export type StoredContactMessage = ContactMessage & { id: string; userId: string | null; createdAt: string };

/** What the inbox reads of the accounts: the name of who handled a message (the accounts module owns the user table). */
export type ContactAccounts = Pick<AccountDirectory, 'contactsOf'>;

export function createContactRepository(db: Kysely<Database>, accounts: ContactAccounts) {
  function inboxQuery() {
    return db.selectFrom('contactMessage').select(['id', 'name', 'email', 'message', 'userId', 'createdAt', 'handledAt', 'handledBy']);
  }

  type InboxRow = Awaited<ReturnType<ReturnType<typeof inboxQuery>['executeTakeFirstOrThrow']>>;

  async function toInboxMessages(rows: InboxRow[]): Promise<InboxMessage[]> {
    const handlers = await accounts.contactsOf(rows.flatMap((row) => (row.handledBy === null ? [] : [row.handledBy])));
    return rows.map((row) => ({
      ...row,
      handledBy: row.handledBy === null ? null : (handlers.get(row.handledBy)?.name ?? null),
      createdAt: toIso(row.createdAt),
      handledAt: row.handledAt === null ? null : toIso(row.handledAt),
    }));
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
      if (filter === 'unhandled') query = query.where('handledAt', 'is', null);
      const rows = await query
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .offset(offset)
        .execute();
      return { messages: await toInboxMessages(rows.slice(0, limit)), hasMore: rows.length > limit };
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
      const row = await inboxQuery().where('id', '=', id).executeTakeFirst();
      return row ? ((await toInboxMessages([row]))[0] ?? null) : null;
    },

    /** A deleted customer's messages go with their account (decision 024). */
    async eraseAllOf(userId: string): Promise<void> {
      await db.deleteFrom('contactMessage').where('userId', '=', userId).execute();
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
