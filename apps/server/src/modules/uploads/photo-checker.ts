import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { judgePhoto, type PhotoCheck, type PhotoMeasurements } from '@store/shared/photo-check';
import type { ImageWorker } from '#server/images/worker/image-worker-pool.ts';

const REMEMBERED = 200;
const REMEMBER_MS = 15 * 60_000;

async function fingerprint(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Measures a photo in the image worker and judges it by the shared rules. The customer's
 * photo is checked when they pick it and again when they submit it; the second check of the
 * same bytes is remembered, not repeated. A check that cannot run (or is turned off with
 * PHOTO_CHECK=false) never blocks an upload.
 */
export function createPhotoChecker(deps: { worker: ImageWorker; enabled: boolean; log: FastifyBaseLogger }) {
  const remembered = new Map<string, { measurements: PhotoMeasurements; at: number }>();

  async function measure(path: string): Promise<PhotoMeasurements | null> {
    const key = await fingerprint(path);
    const known = remembered.get(key);
    if (known && Date.now() - known.at < REMEMBER_MS) return known.measurements;
    try {
      const measurements = await deps.worker.run('check', { photoPath: path });
      remembered.set(key, { measurements, at: Date.now() });
      if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value!);
      return measurements;
    } catch (error) {
      deps.log.error({ err: error }, 'photo check failed; the photo goes through unchecked');
      return null;
    }
  }

  return {
    /** null when the check could not run. */
    async check(path: string): Promise<PhotoCheck | null> {
      if (!deps.enabled) return null;
      const measurements = await measure(path);
      return measurements ? { findings: judgePhoto(measurements), measurements } : null;
    },
  };
}

export type PhotoChecker = ReturnType<typeof createPhotoChecker>;
