import { afterAll, beforeAll } from 'vitest';
import { cpuSeconds } from './cpu-seconds.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** CPU the test file's worker and the child processes it ended spent on the file, for the runner's report (tools/test/run.ts). */
    cpuSeconds?: number;
  }
}

let startedAt = 0;

// Listed among the setup files, so these hooks run before and after the file's own: closing its apps ends their image workers first.
beforeAll(() => {
  startedAt = cpuSeconds();
});

// Vitest reads the first parameter as the fixtures a hook asks for: none here.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, file) => {
  file.meta.cpuSeconds = cpuSeconds() - startedAt;
});
