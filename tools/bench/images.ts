/**
 * Image pipeline benchmark (`npm run bench:images`): for a 6000x4000 and a 12000x8000 JPEG,
 * measured against a real store process over HTTP: the time and the web server's peak memory
 * to accept an upload (photo check included), and the time from handing staff's finished
 * image to the store until its five results plus previews are derived by the background job,
 * with the peak memory of the web server and of its image worker process. Also the derivation
 * alone in this process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { deriveResults } from '../../apps/server/src/images/derive-results.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.ts';
import { signIn, signInAsDemoCustomer, untilAnswering } from './store-process.ts';

const PORT = 3950;
const BASE = `http://localhost:${PORT}`;
const SIZES: Array<[number, number]> = [
  [6000, 4000],
  [12000, 8000],
];
const work = mkdtempSync(join(tmpdir(), 'store-bench-'));

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** A photo-like scene: sky gradient, ground, a bike silhouette, fine detail so JPEG work is realistic. */
async function makePhoto(width: number, height: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa7c9"/><stop offset="1" stop-color="#e9d8b4"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect y="${height * 0.7}" width="100%" height="${height * 0.3}" fill="#3b3b3b"/>
    <circle cx="${width * 0.35}" cy="${height * 0.68}" r="${height * 0.14}" fill="none" stroke="#111" stroke-width="${height * 0.03}"/>
    <circle cx="${width * 0.65}" cy="${height * 0.68}" r="${height * 0.14}" fill="none" stroke="#111" stroke-width="${height * 0.03}"/>
    <path d="M${width * 0.35} ${height * 0.68} L${width * 0.45} ${height * 0.48} H${width * 0.58} L${width * 0.65} ${height * 0.68}" stroke="#a11" stroke-width="${height * 0.04}" fill="none"/>
  </svg>`;
  const path = join(work, `photo-${width}x${height}.jpg`);
  const base = await sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true }).raw().toBuffer({ resolveWithObject: true });
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 6 } },
  })
    .raw()
    .toBuffer();
  const pixels = base.data;
  for (let index = 0, pixel = 0; index < pixels.length; index += base.info.channels, pixel += 3) {
    for (let channel = 0; channel < 3; channel += 1)
      pixels[index + channel] = Math.min(255, Math.max(0, pixels[index + channel]! + noise[pixel + channel]! - 128));
  }
  await sharp(pixels, { raw: base.info, limitInputPixels: false }).removeAlpha().jpeg({ quality: 88 }).toFile(path);
  return path;
}

function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The image worker processes the server started. */
function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

async function untilVersionReady(renderId: string, versionId: string, cookie: string): Promise<void> {
  for (;;) {
    const workbench = (await (await fetch(`${BASE}/api/admin/renders/${renderId}/workbench`, { headers: { cookie } })).json()) as {
      versions: Array<{ id: string; status: string; error: string | null }>;
    };
    const version = workbench.versions.find((candidate) => candidate.id === versionId);
    if (version?.status === 'ready') return;
    if (version?.status === 'failed') throw new Error(`derivation failed: ${version.error}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function post(url: string, cookie: string, field: string, path: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append(field, await openAsBlob(path, { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(BASE + url, { method: 'POST', headers: { cookie }, body: form });
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return { elapsed, body: (await response.json()) as { render: { id: string }; version: { id: string } } };
}

const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
  cwd: join(import.meta.dirname, '../..'),
  env: {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: `sqlite:${join(work, 'store.db')}`,
    DATA_DIR: work,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_MAX_MEGAPIXELS: '100',
    NODE_ENV: 'development',
    AUTO_DRAFTS: 'false',
  },
  stdio: 'ignore',
});
try {
  await untilAnswering(`${BASE}/api/health`, server);
  const customer = await signInAsDemoCustomer(BASE);
  const admin = await signIn(BASE, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const idleRss = peakRss(server.pid!);

  console.log(`machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}, sharp/libvips ${sharp.versions.vips}`);
  console.log(`server resident memory when idle: ${megabytes(idleRss)}\n`);
  console.log(
    'image         file     accept upload (check incl.)   derive 5 results + previews (job): time, server peak, worker peak   derive only (in process)',
  );
  for (const [width, height] of SIZES) {
    const photo = await makePhoto(width, height);
    const fileSize = statSync(photo).size;

    resetPeak(server.pid!);
    const upload = await post('/api/uploads', customer, 'photo', photo, { style: 'Cyberpunk', acceptWarnings: 'true' });
    const uploadPeak = peakRss(server.pid!);

    resetPeak(server.pid!);
    for (const child of childPids(server.pid!)) resetPeak(child);
    const started = performance.now();
    const version = await post(`/api/admin/renders/${upload.body.render.id}/versions`, admin, 'render', photo);
    await untilVersionReady(upload.body.render.id, version.body.version.id, admin);
    const complete = { elapsed: performance.now() - started };
    const completePeak = peakRss(server.pid!);
    const workerPeak = Math.max(...childPids(server.pid!).map(peakRss));

    const derived = [] as number[];
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const { results } = await deriveResults(photo, { maxPixels: 100_000_000, workDir: work, subject: null });
      derived.push(performance.now() - started);
      for (const result of results) {
        rmSync(result.fullPath);
        rmSync(result.previewPath);
      }
    }
    derived.sort((a, b) => a - b);
    console.log(
      `${`${width}x${height}`.padEnd(13)} ${megabytes(fileSize).padStart(6)}   ${`${Math.round(upload.elapsed)} ms, peak ${megabytes(uploadPeak)}`.padEnd(29)} ${`${Math.round(complete.elapsed)} ms, ${megabytes(completePeak)}, ${megabytes(workerPeak)}`.padEnd(66)} median ${Math.round(derived[1]!)} ms (${derived.map(Math.round).join(', ')})`,
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
