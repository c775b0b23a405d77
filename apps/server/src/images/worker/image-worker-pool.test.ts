import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpegPhoto } from '#test/images.ts';
import { createImageWorker, type ImageWorker, type ImageWorkerLimits } from './image-worker-pool.ts';

const log = pino({ level: 'silent' });
const LIMITS: ImageWorkerLimits = { timeoutMs: 30_000, maxMemoryMb: 2048, threads: 2 };

describe('image worker process', () => {
  let workDir: string;
  let photoPath: string;
  const workers: ImageWorker[] = [];

  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'image-worker-'));
    photoPath = join(workDir, 'photo.jpg');
    await writeFile(photoPath, await jpegPhoto(1200, 800));
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
    await rm(workDir, { recursive: true, force: true });
  });

  function worker(limits = LIMITS): ImageWorker {
    const created = createImageWorker('test', limits, log);
    workers.push(created);
    return created;
  }

  it('derives results in a process of its own, not this one', async () => {
    const images = worker();
    const derived = await images.run('derive', {
      sourcePath: photoPath,
      subjectLayerPath: null,
      subject: null,
      maxPixels: 50_000_000,
      workDir,
    });
    expect(derived.results.map((result) => result.ratio)).toEqual(['1x1', '4x5', '2x3', '3x2', '5x4']);
    expect(images.pid()).toBeGreaterThan(0);
    expect(images.pid()).not.toBe(process.pid);
  });

  it('runs its process the given steps of niceness below the one that started it', async () => {
    const images = worker({ ...LIMITS, nice: 3 });
    await images.run('derive', { sourcePath: photoPath, subjectLayerPath: null, subject: null, maxPixels: 50_000_000, workDir });
    expect(getPriority(images.pid()!)).toBe(Math.min(19, getPriority() + 3));
  });

  it('a task whose process is killed fails, and the next task gets a fresh process', async () => {
    const images = worker();
    await images.run('derive', { sourcePath: photoPath, subjectLayerPath: null, subject: null, maxPixels: 50_000_000, workDir });
    const firstPid = images.pid()!;
    const running = images.run('derive', { sourcePath: photoPath, subjectLayerPath: null, subject: null, maxPixels: 50_000_000, workDir });
    process.kill(firstPid, 'SIGKILL');
    await expect(running).rejects.toThrow(/worker stopped/);
    await images.run('derive', { sourcePath: photoPath, subjectLayerPath: null, subject: null, maxPixels: 50_000_000, workDir });
    expect(images.pid()).not.toBe(firstPid);
  });

  it('stops a task that overruns its time limit', async () => {
    const images = worker({ ...LIMITS, timeoutMs: 5 });
    await expect(
      images.run('derive', { sourcePath: photoPath, subjectLayerPath: null, subject: null, maxPixels: 50_000_000, workDir }),
    ).rejects.toThrow(/took longer than/);
  });

  it('reports a failed task without losing the process', async () => {
    const images = worker();
    await expect(
      images.run('derive', {
        sourcePath: join(workDir, 'missing.jpg'),
        subjectLayerPath: null,
        subject: null,
        maxPixels: 50_000_000,
        workDir,
      }),
    ).rejects.toThrow();
    const pid = images.pid();
    await images.run('derive', { sourcePath: photoPath, subjectLayerPath: null, subject: null, maxPixels: 50_000_000, workDir });
    expect(images.pid()).toBe(pid);
  });
});
