import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from './database.ts';
import { afterCommit } from './transaction.ts';

/** What a change is about: one render's row, a customer's list of renders, a customer's digital purchases. */
export type ChangeTopic = 'render' | 'renders-of-user' | 'purchases-of-user';

type ChangeListener = (key: string) => void;

/**
 * Tells every read cache, in this instance and in the others on the same PostgreSQL, that a row
 * changed (decision 066). A change is heard here at once and again when its transaction commits
 * (a read between the two may have read the row as it was); the other instances hear it on commit,
 * through PostgreSQL's NOTIFY, and never when the transaction rolls back. While the instance may
 * be missing the others' notices (its listening connection is not up, or was lost), `heard()` is
 * false and caches keep nothing.
 */
export type ChangeNotices = {
  announce(topic: ChangeTopic, key: string): Promise<void>;
  on(topic: ChangeTopic, listener: ChangeListener): void;
  /** Called when notices may have been missed: everything cached may be stale. */
  onLost(listener: () => void): void;
  heard(): boolean;
  close(): Promise<void>;
};

const CHANNEL = 'store_changes';
const RECONNECT_MS = 1000;

/** The listening connection's name in `pg_stat_activity`, for operators (and tests) to tell whose it is. */
export function listenerName(schema: string): string {
  return schema ? `store change notices ${schema}` : 'store change notices';
}

function localNotices() {
  const listeners = new Map<ChangeTopic, ChangeListener[]>();
  const lostListeners: (() => void)[] = [];
  return {
    tell(topic: ChangeTopic, key: string) {
      for (const listener of listeners.get(topic) ?? []) listener(key);
    },
    lost() {
      for (const listener of lostListeners) listener();
    },
    on(topic: ChangeTopic, listener: ChangeListener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    onLost(listener: () => void) {
      lostListeners.push(listener);
    },
  };
}

type Notice = [schema: string, origin: string, topic: ChangeTopic, key: string];

/**
 * A notice's payload names the schema (every test run and every shop on a server may share one
 * database) and the instance it came from (which heard it already).
 */
function payload(...notice: Notice): string {
  return JSON.stringify(notice);
}

function parsePayload(text: string | undefined): Notice | null {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    return Array.isArray(parsed) && parsed.length === 4 && parsed.every((part) => typeof part === 'string') ? (parsed as Notice) : null;
  } catch {
    return null;
  }
}

/** Keeps one connection listening on the channel, and starts again after a pause when it is lost. */
function listenOnPostgres(url: string, schema: string, origin: string, local: ReturnType<typeof localNotices>) {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  function lose() {
    if (listening) local.lost();
    listening = false;
    const lostClient = client;
    client = null;
    lostClient?.end().catch(() => undefined);
    if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS);
  }

  async function connect() {
    retry = null;
    const next = new pg.Client({ connectionString: url, application_name: listenerName(schema) });
    client = next;
    next.on('error', lose);
    next.on('end', () => {
      if (client === next) lose();
    });
    next.on('notification', (message) => {
      const notice = parsePayload(message.payload);
      if (notice && notice[0] === schema && notice[1] !== origin) local.tell(notice[2], notice[3]);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (client !== next) return;
      // Whatever changed while nobody listened is unknown: caches start empty.
      local.lost();
      listening = true;
    } catch {
      if (client === next) lose();
    }
  }

  return {
    started: connect(),
    listening: () => listening,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      listening = false;
      await last?.end().catch(() => undefined);
    },
  };
}

/** The change notices of this database: NOTIFY and LISTEN on PostgreSQL, this process alone on SQLite (one instance, decision 057). */
export async function createChangeNotices(database: DatabaseHandle): Promise<ChangeNotices> {
  const local = localNotices();
  const schema = database.schema ?? '';
  const origin = randomUUID();
  const listener = database.kind === 'postgres' && database.url ? listenOnPostgres(database.url, schema, origin, local) : null;
  await listener?.started;
  return {
    async announce(topic, key) {
      local.tell(topic, key);
      if (listener) await sql`select pg_notify(${CHANNEL}, ${payload(schema, origin, topic, key)})`.execute(database.db);
      await afterCommit(() => local.tell(topic, key));
    },
    on: local.on,
    onLost: local.onLost,
    heard: () => listener?.listening() ?? true,
    close: async () => listener?.close(),
  };
}
