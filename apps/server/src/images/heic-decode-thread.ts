import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

type HeicDecoder = (input: { buffer: Buffer }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

/** libheif (WebAssembly) decodes on the thread that calls it: this thread, never the server's. */
const decode = createRequire(import.meta.url)('heic-decode') as HeicDecoder;
const { path } = workerData as { path: string };
const image = await decode({ buffer: await readFile(path) });
parentPort!.postMessage({ width: image.width, height: image.height, data: image.data }, [image.data.buffer as ArrayBuffer]);
