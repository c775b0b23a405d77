import { afterEach, expect } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** The `expect` calls the test made, for the runner's count of assertions (tools/test/run.ts). */
    assertions?: number;
  }
}

// Listed first among the setup files, so its hook runs after every other afterEach and counts their assertions too.
afterEach(({ task }) => {
  task.meta.assertions = expect.getState().assertionCalls;
});
