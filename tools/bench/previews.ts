/**
 * Style-preview benchmark (`npm run bench:previews [-- photo ...]`): a real store process, the demo
 * customer sends each photo for previews over HTTP and polls as the upload page does; prints how
 * long the request took to answer and when each style's sketch was ready. Photos default to four
 * from ../shared/real-photos (read in place; the last is 12 MP), else the engine's fixture. The first set also pays
 * for starting the preview worker and loading the detector.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { PreviewSet } from '@store/shared/style-previews';
import { STYLES } from '@store/shared/styles';
import { freePort, signInAsDemoCustomer, startStore, stopProcess, untilAnswering } from './store-process.ts';

const REAL_PHOTOS = join(import.meta.dirname, '../../../shared/real-photos');
const DEFAULT_REAL = [
  'naked-yamaha-mt03-driveway-34front.jpg',
  'cafe-racer-dark-garage-lowkey.jpg',
  'vintage-harley-teal-field-golden-light.jpg',
  'dirtbike-crf-rider-tight-crop-barn.jpg',
];
const FIXTURE = join(import.meta.dirname, '../../packages/render-engine/fixtures/synthetic-cafe-garage.jpg');
const POLL_MS = 250;

const { positionals } = parseArgs({ allowPositionals: true });
const photos = positionals.length
  ? positionals
  : DEFAULT_REAL.map((name) => join(REAL_PHOTOS, name))
      .filter((path) => existsSync(path))
      .concat(existsSync(REAL_PHOTOS) ? [] : [FIXTURE]);

async function previewsOf(
  base: string,
  cookie: string,
  photo: string,
): Promise<{ answeredMs: number; readyMs: Partial<Record<string, number>> }> {
  const body = new FormData();
  body.append('photo', new Blob([readFileSync(photo)], { type: 'image/jpeg' }), basename(photo));
  const started = performance.now();
  const response = await fetch(`${base}/api/uploads/previews`, { method: 'POST', headers: { cookie, origin: base }, body });
  if (response.status !== 202) throw new Error(`${basename(photo)}: ${response.status} ${await response.text()}`);
  const answeredMs = performance.now() - started;
  const { previewSet } = (await response.json()) as { previewSet: PreviewSet };
  const readyMs: Partial<Record<string, number>> = {};
  while (Object.keys(readyMs).length < STYLES.length) {
    if (performance.now() - started > 180_000) throw new Error(`${basename(photo)}: previews not finished within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const set = (
      (await (await fetch(`${base}/api/uploads/previews/${previewSet.id}`, { headers: { cookie } })).json()) as { previewSet: PreviewSet }
    ).previewSet;
    for (const preview of set.previews)
      if ((preview.status === 'ready' || preview.status === 'failed') && readyMs[preview.style] === undefined)
        readyMs[preview.style] = preview.status === 'ready' ? performance.now() - started : Number.NaN;
  }
  return { answeredMs, readyMs };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-previews-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const store = startStore(port, dataDir, { host: '127.0.0.1' });
console.log(`machine: ${cpus().length} cores, Node ${process.version}, sharp/libvips ${sharp.versions.vips}\n`);
try {
  await untilAnswering(`${base}/api/health`, store);
  const cookie = await signInAsDemoCustomer(base);
  const seconds = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? 'failed' : (ms / 1000).toFixed(1)).padStart(10);
  console.log(`${'photo'.padEnd(44)} ${'size'.padEnd(10)} answered ${STYLES.map((style) => style.padStart(10)).join('')}  all four`);
  for (const photo of photos) {
    const { width, height } = await sharp(photo).metadata();
    const { answeredMs, readyMs } = await previewsOf(base, cookie, photo);
    const all = Math.max(...Object.values(readyMs).map((ms) => (Number.isNaN(ms) ? 0 : ms!)));
    console.log(
      `${basename(photo).padEnd(44)} ${`${width}x${height}`.padEnd(10)} ${seconds(answeredMs).slice(1)} ${STYLES.map((style) => seconds(readyMs[style])).join('')} ${seconds(all)}`,
    );
  }
} finally {
  await stopProcess(store);
  rmSync(dataDir, { recursive: true, force: true });
}
