/**
 * Prints what a first visit downloads before the page can render: the scripts and styles
 * index.html references (entry chunk and its static imports), raw and gzip, then the entry
 * script alone, all initial scripts and the initial total.
 * Run after `npm run build`: `npm run bench:bundle`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
const entry = /<script type="module"[^>]*\ssrc="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('index.html has no entry script');

function line(label: string, raw: number, gzip: number): void {
  console.log(`${label.padEnd(48)} ${(raw / 1024).toFixed(1).padStart(8)} KiB  ${(gzip / 1024).toFixed(1).padStart(7)} KiB gzip`);
}

let raw = 0;
let gzip = 0;
let scriptsRaw = 0;
let scriptsGzip = 0;
const sizes = new Map<string, { raw: number; gzip: number }>();
for (const asset of assets) {
  const content = readFileSync(join(dist, asset));
  const size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  sizes.set(asset, size);
  raw += size.raw;
  gzip += size.gzip;
  if (asset.endsWith('.js')) {
    scriptsRaw += size.raw;
    scriptsGzip += size.gzip;
  }
  line(asset, size.raw, size.gzip);
}
const entrySize = sizes.get(entry)!;
line('entry script', entrySize.raw, entrySize.gzip);
line('initial scripts', scriptsRaw, scriptsGzip);
line('initial total', raw, gzip);
