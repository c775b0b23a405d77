import type { ChangeNotices } from './change-notices.ts';
import { inTransaction } from './transaction.ts';

/**
 * Reads kept in memory until a change notice says they changed (decision 066). Values are frozen:
 * every caller gets the same object. A read that started before a change is not kept (it may
 * have read the row as it was). Inside a transaction the database is always asked: the
 * transaction may have changed the row, and its notices are heard only when it commits.
 */
export type ReadCache<Value> = {
  read(key: string, load: () => Promise<Value>): Promise<Value>;
  forget(key: string): void;
  /** Forgets every entry the test accepts. */
  forgetWhere(test: (key: string, value: Value) => boolean): void;
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** At most `limit` entries: past it, the least recently read goes. */
export function createReadCache<Value>(notices: Pick<ChangeNotices, 'heard' | 'onLost'>, limit: number): ReadCache<Value> {
  const entries = new Map<string, Value>();
  // Counts changes: a load that saw another change begin while it read is not kept.
  let changes = 0;

  function forgetAll() {
    changes += 1;
    entries.clear();
  }
  notices.onLost(forgetAll);

  return {
    async read(key, load) {
      if (inTransaction()) return load();
      const kept = entries.get(key);
      if (kept !== undefined) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const changesBefore = changes;
      const value = deepFreeze(await load());
      if (changes === changesBefore && notices.heard()) {
        entries.set(key, value);
        if (entries.size > limit) entries.delete(entries.keys().next().value!);
      }
      return value;
    },
    forget(key) {
      changes += 1;
      entries.delete(key);
    },
    forgetWhere(test) {
      changes += 1;
      for (const [key, value] of entries) if (test(key, value)) entries.delete(key);
    },
  };
}
