import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { createReadCache } from './read-cache.ts';
import { createTransact } from './transaction.ts';

/** The part of the change notices a cache listens to, driven by the test. */
function notices() {
  const lostListeners: (() => void)[] = [];
  const state = { heard: true };
  return {
    state,
    heard: () => state.heard,
    onLost: (listener: () => void) => lostListeners.push(listener),
    lose: () => lostListeners.forEach((listener) => listener()),
  };
}

/** A load that counts how often the database was asked. */
function counted<T>(value: () => T) {
  const calls = { count: 0 };
  return {
    calls,
    load: async () => {
      calls.count += 1;
      return value();
    },
  };
}

describe('read cache', () => {
  it('keeps a read until it is forgotten, and gives every caller the same frozen value', async () => {
    const cache = createReadCache<{ name: string; sizes: number[] }>(notices(), 10);
    const read = counted(() => ({ name: 'first', sizes: [1, 2] }));
    const first = await cache.read('a', read.load);
    expect(await cache.read('a', read.load)).toBe(first);
    expect(read.calls.count).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => first.sizes.push(3)).toThrow(TypeError);

    cache.forget('a');
    await cache.read('a', read.load);
    expect(read.calls.count).toBe(2);
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = createReadCache<string>(notices(), 10);
    let release!: () => void;
    const slowRead = cache.read('a', () => new Promise<string>((resolve) => (release = () => resolve('as it was'))));
    cache.forget('a');
    release();
    expect(await slowRead).toBe('as it was');
    expect(await cache.read('a', async () => 'as it is')).toBe('as it is');
  });

  it('lets the least recently read entry go past its limit', async () => {
    const cache = createReadCache<string>(notices(), 2);
    const reads = { a: counted(() => 'a'), b: counted(() => 'b'), c: counted(() => 'c') };
    await cache.read('a', reads.a.load);
    await cache.read('b', reads.b.load);
    await cache.read('a', reads.a.load);
    await cache.read('c', reads.c.load);
    await cache.read('a', reads.a.load);
    await cache.read('b', reads.b.load);
    expect([reads.a.calls.count, reads.b.calls.count, reads.c.calls.count]).toEqual([1, 2, 1]);
  });

  it('forgets the entries a test picks', async () => {
    const cache = createReadCache<{ owner: string }>(notices(), 10);
    for (const [key, owner] of [
      ['r1', 'ann'],
      ['r2', 'bob'],
      ['r3', 'ann'],
    ] as const)
      await cache.read(key, async () => ({ owner }));
    cache.forgetWhere((_, value) => value.owner === 'ann');
    const again = counted(() => ({ owner: 'someone' }));
    for (const key of ['r1', 'r2', 'r3']) await cache.read(key, again.load);
    expect(again.calls.count).toBe(2);
  });

  it('forgets everything when notices were lost, and keeps nothing while they may be missed', async () => {
    const heard = notices();
    const cache = createReadCache<string>(heard, 10);
    const read = counted(() => 'value');
    await cache.read('a', read.load);
    heard.lose();
    heard.state.heard = false;
    await cache.read('a', read.load);
    await cache.read('a', read.load);
    expect(read.calls.count).toBe(3);
    heard.state.heard = true;
    await cache.read('a', read.load);
    await cache.read('a', read.load);
    expect(read.calls.count).toBe(4);
  });

  describe('inside a transaction', () => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await createTestDatabase();
    });
    afterEach(async () => {
      await database.drop();
    });

    it('always asks the database, and keeps nothing it read there', async () => {
      const transact = createTransact(database.handle.db);
      const cache = createReadCache<string>(notices(), 10);
      const read = counted(() => 'value');
      await transact(async () => {
        await cache.read('a', read.load);
        await cache.read('a', read.load);
      });
      await cache.read('a', read.load);
      await cache.read('a', read.load);
      expect(read.calls.count).toBe(3);
    });
  });
});
