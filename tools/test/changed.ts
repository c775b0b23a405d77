/**
 * `npm run test:changed`: the unit and API tests a change touches (touched-tests.ts), for the
 * developer's own loop; `npm test` still runs everything.
 *
 *   npm run test:changed                 uncommitted changes and new files
 *   npm run test:changed -- main         and the commits since this branch left main
 *   npm run test:changed -- --postgres   the server tests on PostgreSQL too (SQLite alone by default)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importedFiles, touchedTests, workspaceSpecifiers } from './touched-tests.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Scenarios that need several instances of the store on one PostgreSQL database (vitest.config.ts). */
const POSTGRES_ONLY = 'apps/server/test/postgres/';

const readJson = (path: string) => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Record<string, unknown>;
const workspace = (readJson('package.json').workspaces as string[]).flatMap((folder) =>
  workspaceSpecifiers(folder, readJson(`${folder}/package.json`)),
);

const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);

const args = process.argv.slice(2);
const withPostgres = args.includes('--postgres');
const base = args.find((arg) => !arg.startsWith('--'));

const changed = [
  ...git('diff', '--name-only', 'HEAD'),
  ...git('ls-files', '--others', '--exclude-standard'),
  ...(base ? git('diff', '--name-only', `${base}...HEAD`) : []),
];
const importsOf = new Map(
  git('ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx')
    .filter((test) => existsSync(resolve(ROOT, test)))
    .map((test) => [test, importedFiles(test, readFileSync(resolve(ROOT, test), 'utf8'), workspace)] as const),
);
const tests = touchedTests(changed, importsOf);
const journeys = [...new Set(changed.filter((file) => /^e2e\/.*\.spec\.ts$/.test(file)))];

if (journeys.length > 0) {
  console.log(
    `Journeys changed; run them with: npm run build && npx playwright test --config e2e/playwright.config.ts ${journeys.join(' ')}`,
  );
}
if (tests.length === 0) {
  console.log(changed.length === 0 ? 'Nothing has changed.' : 'No unit or API test imports what changed.');
  process.exit(0);
}
// Every project of vitest.config.ts; the server tests on PostgreSQL only when asked for or a touched test needs them.
const projects = withPostgres || tests.some((test) => test.startsWith(POSTGRES_ONLY)) ? [] : ['--project', '!server-postgres'];
console.log(`${tests.length} test file${tests.length === 1 ? '' : 's'} touched:\n  ${tests.join('\n  ')}`);
const run = spawnSync('vitest', ['run', ...projects, ...tests], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
