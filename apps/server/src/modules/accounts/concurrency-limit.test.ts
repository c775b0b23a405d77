import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('concurrency limit', () => {
  it('runs at most the limit at once and starts waiting tasks in arrival order', async () => {
    const limit = createConcurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limit.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([limit.active, limit.waiting]).toEqual([2, 3]);

    gates[1]!.resolve();
    await runs[1];
    await settle();
    expect(started).toEqual([0, 1, 2]);

    gates[0]!.resolve();
    gates[2]!.resolve();
    await Promise.all([runs[0], runs[2]]);
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);

    gates[3]!.resolve();
    gates[4]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('gives a freed slot to the first waiter, not to a task that arrives later', async () => {
    const limit = createConcurrencyLimit(1);
    const first = deferred();
    const started: string[] = [];
    const running = limit.run(async () => first.promise);
    const waiter = limit.run(async () => {
      started.push('waiter');
    });
    first.resolve();
    await running;
    const latecomer = limit.run(async () => {
      started.push('latecomer');
    });
    await Promise.all([waiter, latecomer]);
    expect(started).toEqual(['waiter', 'latecomer']);
  });

  it('frees the slot when a task fails and passes the failure on', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.active).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => createConcurrencyLimit(1.5)).toThrow(RangeError);
  });
});
