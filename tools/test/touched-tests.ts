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

/** A specifier prefix of the workspace's own (`@store/shared/`, `#web/`) and where its files are, with the extension the map adds. */
export type WorkspaceSpecifier = { prefix: string; folder: string; extension: string };

type PackageJson = { name?: string; exports?: unknown; imports?: unknown };

/**
 * The specifiers a workspace package answers to, read from its own package.json: its exports'
 * subpath pattern under its name (`"./*": "./src/*.ts"`) and its subpath imports (`"#web/*": "./src/*"`).
 */
export function workspaceSpecifiers(folder: string, manifest: PackageJson): WorkspaceSpecifier[] {
  const patterns = (map: unknown) => Object.entries(map && typeof map === 'object' ? map : {});
  const named = patterns(manifest.exports).map(([key, target]) => [`${manifest.name}${key.slice(1)}`, target] as const);
  return [...named, ...patterns(manifest.imports)].flatMap(([key, target]) => {
    if (!key.endsWith('/*') || typeof target !== 'string' || !target.includes('*')) return [];
    const [before, after] = target.split('*') as [string, string];
    return [{ prefix: key.slice(0, -1), folder: normalize(join(folder, before)), extension: after }];
  });
}

const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/**
 * The repository files a source file imports, by path from the repository's root: relative
 * specifiers and the workspace packages' own; modules of node_modules are left out.
 */
export function importedFiles(file: string, source: string, workspace: readonly WorkspaceSpecifier[]): string[] {
  const files = new Set<string>();
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    const resolved = resolveSpecifier(file, specifier!, workspace);
    if (resolved) files.add(resolved);
  }
  return [...files];
}

function resolveSpecifier(file: string, specifier: string, workspace: readonly WorkspaceSpecifier[]): string | null {
  if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier));
  const known = workspace.find(({ prefix }) => specifier.startsWith(prefix));
  return known ? normalize(join(known.folder, `${specifier.slice(known.prefix.length)}${known.extension}`)) : null;
}
