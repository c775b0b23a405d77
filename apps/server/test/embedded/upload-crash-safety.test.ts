import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { watch } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { jpegPhoto } from '../images.ts';
import { waitFor } from '../production.ts';
import { serverProcess } from './server-process.ts';

const directory = mkdtempSync(join(tmpdir(), 'store-upload-crash-'));
const store = serverProcess({ port: 3971, directory });
const rendersDir = join(directory, 'files', 'renders');
const tmpDir = join(directory, 'tmp');
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3600_000);

afterAll(() => rmSync(directory, { recursive: true, force: true }));

function entries(path: string): string[] {
  return existsSync(path) ? readdirSync(path) : [];
}

function query<Row>(sql: string, ...parameters: string[]): Row[] {
  const database = new DatabaseSync(store.databaseFile);
  try {
    return database.prepare(sql).all(...parameters) as Row[];
  } finally {
    database.close();
  }
}

function riderId(): string {
  return query<{ id: string }>('select id from "user" where email = ?', 'rider@motomuse.local')[0]!.id;
}

/** Every file under the data folder looks two hours old, as leftovers would after an outage. */
function ageEverything(): void {
  for (const root of [join(directory, 'files'), tmpDir]) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
      utimesSync(join(entry.parentPath, entry.name), TWO_HOURS_AGO, TWO_HOURS_AGO);
  }
}

function orphanFolders(): string[] {
  const known = new Set(query<{ id: string }>('select id from render').map((row) => row.id));
  return entries(rendersDir).filter((id) => !known.has(id));
}

type KillPoint = { label: string; trigger: (upload: Promise<unknown>, foldersBefore: Set<string>) => Promise<void> };

const sleep = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves the moment a new render folder appears in storage: the upload is between storing its files and its row. */
async function firstFileInStorage(_upload: Promise<unknown>, foldersBefore: Set<string>): Promise<void> {
  const watcher = watch(rendersDir);
  try {
    for await (const change of watcher) if (change.filename && !foldersBefore.has(change.filename)) return;
  } finally {
    watcher.return?.();
  }
}

const KILL_POINTS: KillPoint[] = [
  { label: 'as the request is sent', trigger: sleep(0) },
  { label: 'after 100 ms', trigger: sleep(100) },
  { label: 'after 300 ms', trigger: sleep(300) },
  { label: 'after 600 ms', trigger: sleep(600) },
  { label: 'as the first file lands in storage', trigger: firstFileInStorage },
  { label: 'after the answer', trigger: async (upload) => void (await upload) },
];

describe('an upload killed (SIGKILL) part-way', () => {
  it('leaves the render with its files and its slot, or neither; the sweep at start removes what is left', async () => {
    const photo = new Uint8Array(await jpegPhoto(9000, 6000));
    const outcomes = new Map<string, string>();
    let server: ChildProcess | undefined;
    try {
      for (const point of KILL_POINTS) {
        if (existsSync(store.databaseFile)) query('delete from "uploadWindow"');
        ageEverything();
        server = store.start();
        await store.untilHealthy();
        const cookie = await store.signIn('rider@motomuse.local', 'rider-demo-123');
        const rendersBefore = new Set(query<{ id: string }>('select id from render').map((row) => row.id));
        const foldersBefore = new Set(entries(rendersDir));

        const form = new FormData();
        form.append('style', 'Retro');
        form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'big.jpg');
        const upload = fetch(`${store.base}/api/uploads`, { method: 'POST', headers: { cookie, origin: store.base }, body: form }).catch(
          () => null,
        );
        await point.trigger(upload, foldersBefore);
        await store.stop(server, 'SIGKILL');
        await upload;

        const created = query<{ id: string; originalKey: string }>(
          'select id, "originalKey" from render where "userId" = ?',
          riderId(),
        ).filter((row) => !rendersBefore.has(row.id));
        const slotsUsed = query<{ count: number }>('select count from "uploadWindow" where "userId" = ?', riderId())[0]?.count ?? 0;
        expect(slotsUsed, point.label).toBe(created.length);
        for (const render of created) {
          expect(existsSync(join(directory, 'files', render.originalKey)), point.label).toBe(true);
          expect(existsSync(join(rendersDir, render.id, 'original-preview.webp')), point.label).toBe(true);
        }
        outcomes.set(point.label, created.length > 0 ? 'render' : orphanFolders().length > 0 ? 'files without a render' : 'nothing');
      }
      // The kills did land on both sides of the commit, and between storing the files and it.
      expect(outcomes.get('after the answer')).toBe('render');
      expect([...outcomes.values()]).toContain('files without a render');

      ageEverything();
      // What the kills left in the scratch folder; the render made before the last kill gets its drafts
      // painted after the start, and a job's own files there are not leftovers.
      const leftovers = entries(tmpDir);
      server = store.start();
      await store.untilHealthy();
      await waitFor(
        'the sweep to remove orphan folders and the temporary files left before the start',
        async () => orphanFolders().length === 0 && entries(tmpDir).every((name) => !leftovers.includes(name)),
        40_000,
      );
    } finally {
      if (server) await store.stop(server, 'SIGTERM');
    }
  }, 480_000);
});
