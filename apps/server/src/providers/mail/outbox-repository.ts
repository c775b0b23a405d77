import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database, OutboxEmailTable } from '#server/db/schema.ts';
import { nowIso, toFlag, toIso } from '#server/db/values.ts';
import type { MailSeal } from './mail-seal.ts';

export type QueuedEmail = {
  recipient: string;
  replyTo?: string;
  listUnsubscribe?: string;
  aboutUserId?: string;
  /** The body holds a secret: stored sealed, and emptied a while after it is sent. */
  sealed?: boolean;
  subject: string;
  html: string;
  text: string;
};

/** What a sealed email's body becomes once it was sent a while ago. */
export const EMPTIED_BODY =
  'This email held a gift card code. Its text was removed after it was sent, so the store keeps no copy of the code.';

export type OutboxEmail = {
  id: string;
  recipient: string;
  replyTo: string | null;
  listUnsubscribe: string | null;
  subject: string;
  html: string;
  text: string;
  status: 'pending' | 'sending' | 'sent';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

type Row = Selectable<OutboxEmailTable>;

function toOutboxEmail(row: Row, seal: MailSeal): OutboxEmail {
  const body = (stored: string) => (row.sealed ? seal.open(stored) : stored);
  return {
    id: row.id,
    recipient: row.recipient,
    replyTo: row.replyTo,
    listUnsubscribe: row.listUnsubscribe,
    subject: row.subject,
    html: body(row.html),
    text: body(row.text),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: toIso(row.createdAt),
    sentAt: row.sentAt ? toIso(row.sentAt) : null,
  };
}

/** A claimed email is leased for this long; a worker that dies mid-send frees it for another. */
const LEASE_MS = 5 * 60_000;

async function add(db: Kysely<Database>, seal: MailSeal, email: QueuedEmail): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  const body = (written: string) => (email.sealed ? seal.seal(written) : written);
  await db
    .insertInto('outboxEmail')
    .values({
      id,
      recipient: email.recipient,
      subject: email.subject,
      html: body(email.html),
      text: body(email.text),
      sealed: toFlag(email.sealed ?? false),
      status: 'pending',
      nextAttemptAt: now,
      replyTo: email.replyTo ?? null,
      listUnsubscribe: email.listUnsubscribe ?? null,
      aboutUserId: email.aboutUserId ?? null,
      lastError: null,
      createdAt: now,
      sentAt: null,
    })
    .execute();
  return id;
}

export function createOutboxRepository(db: Kysely<Database>, kind: DatabaseKind, seal: MailSeal) {
  return {
    add: (email: QueuedEmail) => add(db, seal, email),

    /** Takes up to `limit` due emails for this worker, skipping rows another worker holds. */
    async claimDue(limit: number): Promise<OutboxEmail[]> {
      const now = new Date();
      const due = db
        .selectFrom('outboxEmail')
        .select('id')
        .where('status', '!=', 'sent')
        .where('nextAttemptAt', '<=', now.toISOString())
        .orderBy('nextAttemptAt')
        .limit(limit);
      const lockedDue = kind === 'postgres' ? due.forUpdate().skipLocked() : due;
      const rows = await db
        .updateTable('outboxEmail')
        .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + LEASE_MS).toISOString() })
        .where('id', 'in', lockedDue)
        .returningAll()
        .execute();
      return rows.map((row) => toOutboxEmail(row, seal));
    },

    async markSent(id: string): Promise<void> {
      const now = nowIso();
      await db
        .updateTable('outboxEmail')
        .set({ status: 'sent', sentAt: now, attempts: sql`"attempts" + 1`, lastError: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: string, error: string, retryAt: Date): Promise<void> {
      await db
        .updateTable('outboxEmail')
        .set({ status: 'pending', attempts: sql`"attempts" + 1`, lastError: error.slice(0, 1000), nextAttemptAt: retryAt.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Empties the sealed bodies of emails sent before `cutoff`: the secret is delivered, no copy stays. */
    async emptySealedSentBefore(cutoff: Date): Promise<number> {
      const result = await db
        .updateTable('outboxEmail')
        .set({ html: EMPTIED_BODY, text: EMPTIED_BODY, sealed: toFlag(false) })
        .where('sealed', '=', toFlag(true))
        .where('status', '=', 'sent')
        .where('sentAt', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async listRecent(limit: number, recipient?: string): Promise<OutboxEmail[]> {
      let query = db.selectFrom('outboxEmail').selectAll().orderBy('createdAt', 'desc').limit(limit);
      if (recipient) query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', recipient.toLowerCase()));
      const rows = await query.execute();
      return rows.map((row) => toOutboxEmail(row, seal));
    },

    /** The emails to or about a deleted customer go with their account (decision 024). */
    async eraseAbout(customer: { id: string; email: string }): Promise<void> {
      await db
        .deleteFrom('outboxEmail')
        .where((eb) => eb.or([eb('recipient', '=', customer.email), eb('aboutUserId', '=', customer.id)]))
        .execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
