/**
 * Cold start of `npm start`: time from launching it (web build, migrations, demo seed,
 * listen) to the first healthy answer, on a fresh empty database. `npm run bench:start`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 3900;
const runs = Number(process.env.RUNS ?? 3);
const root = join(import.meta.dirname, '../..');

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${PORT}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the store did not become healthy within 120 s');
}

const timings: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'store-start-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: `sqlite:${join(dataDir, 'store.db')}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHealth(Date.now() + 120_000);
    timings.push(performance.now() - started);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
timings.sort((a, b) => a - b);
console.log(`npm start -> healthy, fresh database, ${runs} runs: ${timings.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
console.log(`median ${Math.round(timings[Math.floor(timings.length / 2)]!)} ms`);
