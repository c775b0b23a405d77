import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
/** Whole-process scenarios on the embedded database (a real server process, killed and restarted). */
const processTests = ['apps/server/test/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server-sqlite', include: [...serverTests, ...processTests], env: { TEST_DATABASE: 'sqlite' }, testTimeout: 20_000, hookTimeout: 30_000 } },
      { test: { name: 'server-postgres', include: serverTests, env: { TEST_DATABASE: 'postgres' }, testTimeout: 20_000, hookTimeout: 30_000 } },
    ],
  },
});
