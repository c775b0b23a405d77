import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
/** The folders whose code runs on Node, each with a tsconfig.json of its own for the editor. */
const NODE_FOLDERS = ['packages/render-engine', 'apps/server', 'e2e', 'tools', 'tools/art'];

/** A tsconfig's include, as paths from the repository's root; its comments are dropped first. */
function includes(configPath: string): string[] {
  const text = readFileSync(join(ROOT, configPath), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const config = JSON.parse(text) as { include: string[] };
  const folder = relative(ROOT, join(ROOT, configPath, '..'));
  return config.include.map((path) => join(folder, path));
}

describe('typecheck programs', () => {
  it("checks in its one Node program exactly what the Node folders' own configs include", () => {
    const ownConfigs = NODE_FOLDERS.flatMap((folder) => includes(join(folder, 'tsconfig.json')));
    expect(includes('tsconfig.node.json').sort()).toEqual(ownConfigs.sort());
  });
});
