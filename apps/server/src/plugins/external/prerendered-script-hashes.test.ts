import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedScriptHashes } from './prerendered-script-hashes.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function webRootWith(hashes: string | undefined): string {
  const folder = mkdtempSync(join(tmpdir(), 'store-hashes-'));
  folders.push(folder);
  mkdirSync(join(folder, 'prerendered'));
  if (hashes !== undefined) writeFileSync(join(folder, 'prerendered', 'script-hashes.json'), hashes);
  return folder;
}

describe('prerenderedScriptHashes', () => {
  it('reads the hashes the prerender wrote', () => {
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    expect(prerenderedScriptHashes(webRootWith(JSON.stringify([hash])))).toEqual([hash]);
  });

  it('is empty without a web build or without hashes, and refuses anything but a hash', () => {
    expect(prerenderedScriptHashes(undefined)).toEqual([]);
    expect(prerenderedScriptHashes(webRootWith(undefined))).toEqual([]);
    expect(() => prerenderedScriptHashes(webRootWith(JSON.stringify(["'unsafe-inline'"])))).toThrow();
  });
});
