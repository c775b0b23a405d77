import { configDefaults, defineConfig } from 'vitest/config';
import { TEST_STORE_SETTINGS } from './apps/server/test/store-settings.ts';

const serverTests = ['apps/server/src/**/*.test.ts'];
/** Scenarios for one database only: a real server process on the embedded database, several instances on PostgreSQL. */
const embeddedOnly = ['apps/server/test/embedded/**/*.test.ts'];
const postgresOnly = ['apps/server/test/postgres/**/*.test.ts'];
/** Server tests of an SQLite file (a database the previous version of the store wrote): PostgreSQL has no such file to open. */
const sqliteFileOnly = ['apps/server/src/db/migrations/previous-version-database.test.ts'];
/** Server tests of PostgreSQL's catalogue, which the table types are written from (decision 061). */
const postgresCatalogueOnly = ['apps/server/src/db/schema-source.test.ts'];
/** Store processes the server tests start inherit these settings. */
const storeProcesses = TEST_STORE_SETTINGS;
/** Server tests copy a database migrated once per run instead of migrating their own. */
const globalSetup = ['apps/server/test/global-setup.ts'];
/**
 * Every project counts each test's assertions and each file's CPU for the runner's report, and fails
 * a test on an unexpected console error or warning.
 */
const setupFiles = ['tools/test/count-assertions.ts', 'tools/test/fail-on-console.ts', 'tools/test/file-cpu.ts'];

export default defineConfig({
  test: {
    // Vitest keeps a core free by default, which on a 2-core machine runs one test file at a time;
    // server tests spend much of their time waiting on image worker processes, so two files share the cores well.
    maxWorkers: '100%',
    // The second writes each file's and test's time for the runner (tools/test/run.ts), only when it asks.
    reporters: ['default', './tools/test/vitest-timings.ts'],
    projects: [
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/vite-plugins/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles,
        },
      },
      {
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: [...setupFiles, 'apps/web/src/testing/setup-dom.ts'],
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      { test: { name: 'tools', include: ['tools/lint/**/*.test.ts', 'tools/test/**/*.test.ts'], environment: 'node', setupFiles } },
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', setupFiles } },
      {
        test: {
          name: 'render-engine',
          include: ['packages/render-engine/src/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          testTimeout: 300_000,
          // Loading the detector and the segmentation model takes seconds, more on a busy machine.
          hookTimeout: 360_000,
        },
      },
      {
        test: {
          name: 'server-sqlite',
          include: [...serverTests, ...embeddedOnly],
          exclude: [...configDefaults.exclude, ...postgresCatalogueOnly],
          env: { TEST_DATABASE: 'sqlite', ...storeProcesses },
          globalSetup,
          setupFiles,
          // One module graph for all the project's files: each file no longer imports the whole app again (decision 050).
          isolate: false,
          // The suite runs three lanes of two workers side by side on two cores (tools/test/run.ts): a test
          // waiting on an image worker can take several times as long as alone, so a time-out means stuck, not slow.
          testTimeout: 300_000,
          hookTimeout: 360_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: [...serverTests, ...postgresOnly],
          exclude: [...configDefaults.exclude, ...sqliteFileOnly],
          env: { TEST_DATABASE: 'postgres', ...storeProcesses },
          globalSetup,
          setupFiles,
          isolate: false,
          testTimeout: 300_000,
          hookTimeout: 360_000,
        },
      },
    ],
  },
});
