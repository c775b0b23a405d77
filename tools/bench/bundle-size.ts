/**
 * Prints what a first visit downloads before the page can render: the scripts and styles
 * index.html references (entry chunk and its static imports), raw and gzip.
 * Run after `npm run build`: `npm run bench:bundle`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);

let raw = 0;
let gzip = 0;
for (const asset of assets) {
  const content = readFileSync(join(dist, asset));
  const zipped = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += zipped;
  console.log(`${asset.padEnd(48)} ${(content.length / 1024).toFixed(1).padStart(8)} KiB  ${(zipped / 1024).toFixed(1).padStart(7)} KiB gzip`);
}
console.log(`${'initial total'.padEnd(48)} ${(raw / 1024).toFixed(1).padStart(8)} KiB  ${(gzip / 1024).toFixed(1).padStart(7)} KiB gzip`);
