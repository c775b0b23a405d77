import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies beside every text file of 1 KB or more, in every folder', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'store-precompress-'));
    folders.push(dist);
    mkdirSync(join(dist, 'assets'));
    const script = `console.log(${JSON.stringify('motorcycle '.repeat(200))});`;
    writeFileSync(join(dist, 'assets', 'app-Ab12.js'), script);
    writeFileSync(join(dist, 'index.html'), `<!doctype html><p>${'render '.repeat(200)}</p>`);
    writeFileSync(join(dist, 'assets', 'tiny-Cd34.css'), 'a{color:red}');
    writeFileSync(join(dist, 'assets', 'app-Ab12.js.map'), '{}'.padEnd(4096, ' '));
    writeFileSync(join(dist, 'assets', 'photo-Ef56.webp'), Buffer.alloc(4096));

    await precompressDirectory(dist);

    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'app-Ab12.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'app-Ab12.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'index.html.gz'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'tiny-Cd34.css.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'app-Ab12.js.map.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'photo-Ef56.webp.br'))).toBe(false);

    await precompressDirectory(dist);
    expect(existsSync(join(dist, 'assets', 'app-Ab12.js.br.br'))).toBe(false);
  });
});
