import { dirname, join, normalize } from 'node:path';

/**
 * Which test files a change touches, for the inner loop (`npm run test:changed`): a changed test
 * file; the tests beside a changed module, in its own folder (a server module's API tests reach
 * its service through the app); and every test file that imports a changed module itself. Not the
 * tests that reach it from further away: every server test reaches most of the shared package
 * through the app, and running them all is what `npm test` is for.
 */
export function touchedTests(changed: readonly string[], importsOf: ReadonlyMap<string, readonly string[]>): string[] {
  const changedFiles = new Set(changed.map((file) => normalize(file)));
  const changedFolders = new Set([...changedFiles].filter(isSource).map((file) => dirname(file)));
  const touched = [...importsOf].filter(
    ([test, imports]) =>
      changedFiles.has(test) || changedFolders.has(dirname(test)) || imports.some((imported) => changedFiles.has(imported)),
  );
  return touched.map(([test]) => test).sort();
}

const isSource = (file: string) => /\.tsx?$/.test(file);

/** The workspace's own specifiers by prefix: packages' exports (`@store/shared/x` is `src/x.ts`) and apps' subpath imports. */
const PREFIXES: [prefix: string, folder: string, extension: string][] = [
  ['@store/shared/', 'packages/shared/src', '.ts'],
  ['@store/render-engine/', 'packages/render-engine/src', '.ts'],
  ['#web/', 'apps/web/src', ''],
  ['#server/', 'apps/server/src', ''],
  ['#test/', 'apps/server/test', ''],
];

const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/**
 * The repository files a source file imports, by path from the repository's root: relative
 * specifiers and the workspace packages' own; modules of node_modules are left out.
 */
export function importedFiles(file: string, source: string): string[] {
  const files = new Set<string>();
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    const resolved = resolveSpecifier(file, specifier!);
    if (resolved) files.add(resolved);
  }
  return [...files];
}

function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier));
  const known = PREFIXES.find(([prefix]) => specifier.startsWith(prefix));
  if (!known) return null;
  const [prefix, folder, extension] = known;
  return normalize(join(folder, `${specifier.slice(prefix.length)}${extension}`));
}
