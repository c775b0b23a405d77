import { readFile, writeFile } from 'node:fs/promises';
import type { SceneDetections } from '../detect-motorcycle.ts';
import type { ImageEmbedding } from './sam-model.ts';

/** A photo's embedding kept with its render, with what the detector found on it: all a later prompt needs, without the photo. */
export type StoredEmbedding = { embedding: ImageEmbedding; scene: SceneDetections };

const MAGIC = 'SAMEMB1\n';

/** MAGIC, a 4-byte header length, the header as JSON, then the embedding's float32 values (little-endian). */
export async function writeEmbeddingFile(path: string, stored: StoredEmbedding): Promise<void> {
  const { data, ...shape } = stored.embedding;
  const header = Buffer.from(JSON.stringify({ ...shape, scene: stored.scene }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const values = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  await writeFile(path, Buffer.concat([Buffer.from(MAGIC), length, header, values]));
}

export async function readEmbeddingFile(path: string): Promise<StoredEmbedding> {
  const file = await readFile(path);
  if (file.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error('Not an image embedding file');
  const headerLength = file.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4;
  const { scene, ...shape } = JSON.parse(file.subarray(start, start + headerLength).toString()) as Omit<ImageEmbedding, 'data'> & {
    scene: SceneDetections;
  };
  const values = file.subarray(start + headerLength);
  const expected = shape.dims.reduce((product, size) => product * size, 1);
  if (values.length !== expected * 4) throw new Error('The image embedding file is cut short');
  const data = new Float32Array(expected);
  Buffer.from(data.buffer).set(values);
  return { embedding: { ...shape, data }, scene };
}
