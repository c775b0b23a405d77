import { afterEach, expect, vi } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** The `expect` calls the test made, for the runner's count of assertions (tools/test/run.ts). */
    assertions?: number;
  }
}

const COUNTED = Symbol.for('store.count-assertions');
type Counted = typeof vi.waitFor & { [COUNTED]?: true };

// A poll's tries that failed asserted nothing that held: only the try that passed counts, so the
// count is the same on a quiet machine and a busy one. With one module graph per project
// (vitest.config.ts) this file runs once per test file; the poll is wrapped once.
if (!(vi.waitFor as Counted)[COUNTED]) {
  const waitFor = vi.waitFor;
  const counted: Counted = (callback, options) =>
    waitFor(() => {
      const before = expect.getState().assertionCalls;
      try {
        const result = callback();
        if (result instanceof Promise) return result.catch((error: unknown) => forget(before, error)) as ReturnType<typeof callback>;
        return result;
      } catch (error) {
        return forget(before, error);
      }
    }, options);
  counted[COUNTED] = true;
  vi.waitFor = counted;
}

function forget(before: number, error: unknown): never {
  expect.setState({ assertionCalls: before });
  throw error;
}

// Listed first among the setup files, so its hook runs after every other afterEach and counts their assertions too.
afterEach(({ task }) => {
  task.meta.assertions = expect.getState().assertionCalls;
});
