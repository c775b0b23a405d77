import { Worker } from 'node:worker_threads';

export type RgbaImage = { data: Uint8ClampedArray; width: number; height: number };

/**
 * Decodes an HEIC photo (HEVC inside HEIF, what iPhones take) to RGBA pixels, upright.
 * sharp's prebuilt libvips reads HEIF headers but has no HEVC decoder; libheif built to
 * WebAssembly (heic-decode, LGPL libheif-js) has one. It runs on a worker thread so the
 * server keeps answering meanwhile.
 */
export function decodeHeic(path: string): Promise<RgbaImage> {
  return new Promise((resolve, reject) => {
    // The decoder prints its own complaints about damaged files; the thrown error says enough.
    const worker = new Worker(new URL('./heic-decode-thread.ts', import.meta.url), { workerData: { path }, stdout: true, stderr: true });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.once('message', (image: RgbaImage) => {
      resolve(image);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`HEIC decoder stopped with code ${code}`));
    });
  });
}
