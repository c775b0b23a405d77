/** Runs tasks at most `limit` at a time; tasks beyond that wait and start in the order they arrived. */
export type ConcurrencyLimit = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a free slot. */
  readonly waiting: number;
};

export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`A concurrency limit must be a whole number of at least 1, not ${limit}.`);
  const queue: Array<() => void> = [];
  let active = 0;

  function release() {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  // A freed slot passes straight to the first waiter, so a task arriving at that moment cannot jump the queue.
  function acquire(): Promise<void> {
    if (active < limit) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => queue.push(resolve));
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
