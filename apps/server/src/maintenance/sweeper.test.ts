import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startS3StandIn } from '#test/stand-ins/s3-stand-in.ts';
import { createTestApp, signUp } from '#test/test-app.ts';
import { uploadRender } from '#test/production.ts';
import { createLocalStorage } from '../providers/storage/local-storage.ts';
import type { Storage } from '../providers/storage/storage.ts';
import { createSweeper, LEFTOVER_AGE_MS } from './sweeper.ts';

const log = pino({ level: 'silent' });
const TEMPORARY_NAMES = [
  'upload-1',
  'normalised-2.jpg',
  'original-preview-3.webp',
  'job-4.jpg',
  'draft-preview-5.webp',
  '6-retro-draft.jpg',
  '6-retro-layer.png',
  '7-1x1.jpg',
  '7-1x1-preview.webp',
];

function workDirWithTemporaries(): string {
  const workDir = mkdtempSync(join(tmpdir(), 'store-work-'));
  for (const name of TEMPORARY_NAMES) writeFileSync(join(workDir, name), 'scratch');
  return workDir;
}

async function putRender(storage: Storage, id: string): Promise<void> {
  await storage.put(`renders/${id}/original.jpg`, Buffer.from('photo'), 'image/jpeg');
  await storage.put(`renders/${id}/original-preview.webp`, Buffer.from('preview'), 'image/webp');
}

function contract(name: string, open: () => Promise<{ storage: Storage; close: () => Promise<void> }>) {
  describe(`sweeping leftovers on ${name} storage`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => close());

    it('removes render folders without a row and temporary files, once they are an hour old', async () => {
      const workDir = workDirWithTemporaries();
      onTestFinished(() => rmSync(workDir, { recursive: true, force: true }));
      await putRender(storage, 'kept');
      await putRender(storage, 'orphan');
      const asked: string[][] = [];
      const sweeper = createSweeper({
        storage,
        workDir,
        existingRenders: async (ids) => (asked.push(ids), new Set(ids.filter((id) => id === 'kept'))),
        log,
      });

      expect(await sweeper.sweep()).toEqual({ orphanRenders: [], temporaryFiles: 0 });
      expect(asked).toEqual([]);
      expect((await storage.list('renders/')).map((file) => file.key)).toHaveLength(4);
      expect(readdirSync(workDir)).toHaveLength(TEMPORARY_NAMES.length);

      const anHourOn = Date.now() + LEFTOVER_AGE_MS + 1000;
      expect(await sweeper.sweep(anHourOn)).toEqual({ orphanRenders: ['orphan'], temporaryFiles: TEMPORARY_NAMES.length });
      expect((await storage.list('renders/')).map((file) => file.key).sort()).toEqual([
        'renders/kept/original-preview.webp',
        'renders/kept/original.jpg',
      ]);
      expect(readdirSync(workDir)).toEqual([]);
    });

    it('leaves a folder alone while any of its files is younger than an hour', async () => {
      const workDir = mkdtempSync(join(tmpdir(), 'store-work-'));
      onTestFinished(() => rmSync(workDir, { recursive: true, force: true }));
      await putRender(storage, 'in-flight');
      const sweeper = createSweeper({ storage, workDir, existingRenders: async () => new Set(), log });
      const fresh = (await storage.list('renders/in-flight/'))[0]!.lastModified.getTime();
      expect((await sweeper.sweep(fresh + LEFTOVER_AGE_MS - 1000)).orphanRenders).toEqual([]);
      expect(await storage.list('renders/in-flight/')).toHaveLength(2);
    });
  });
}

contract('local', async () => {
  const root = mkdtempSync(join(tmpdir(), 'store-files-'));
  return { storage: createLocalStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
});

contract('S3 (s3rver on loopback)', () => startS3StandIn('sweeper-test'));

describe('sweeping the store', () => {
  it('keeps every uploaded render, removes a folder no render owns, and empties the work folder', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const cookie = (await signUp(t.app, { email: 'sweep@example.com' })).cookie;
    const renderId = await uploadRender(t.app, cookie, 'Retro');
    const { storage } = t.app;
    await putRender(storage, 'left-by-a-crash');
    const workDir = join(t.config.dataDir, 'tmp');
    mkdirSync(workDir, { recursive: true });
    writeFileSync(join(workDir, 'upload-left-by-a-crash'), 'scratch');

    const sweeper = createSweeper({ storage, workDir, existingRenders: t.modules.renders.service.existing, log });
    expect(await sweeper.sweep(Date.now() + LEFTOVER_AGE_MS + 1000)).toEqual({ orphanRenders: ['left-by-a-crash'], temporaryFiles: 1 });
    expect(new Set((await storage.list('renders/')).map((file) => file.key.split('/')[1]))).toEqual(new Set([renderId]));
    expect(readdirSync(join(t.config.dataDir, 'files', 'renders'))).toEqual([renderId]);
  });
});
