import { readFile, writeFile } from 'node:fs/promises';
import type { SceneDetections } from '../detect-motorcycle.ts';
import type { ImageEmbedding } from './sam-model.ts';

/** A photo's embedding kept with its render, with what the detector found on it: all a later prompt needs, without the photo. */
export type StoredEmbedding = { embedding: ImageEmbedding; scene: SceneDetections };

const MAGIC = 'SAMEMB1\n';

/**
 * MAGIC, a 4-byte header length, the header as JSON, then the embedding's float32 values
 * (little-endian), then those of each extra tensor in the header's order (SAM 2's features).
 */
export async function writeEmbeddingFile(path: string, stored: StoredEmbedding): Promise<void> {
  const { data, extra, ...shape } = stored.embedding;
  const tensors = [data, ...(extra ?? []).map((tensor) => tensor.data)];
  const header = Buffer.from(
    JSON.stringify({ ...shape, ...(extra ? { extra: extra.map(({ name, dims }) => ({ name, dims })) } : {}), scene: stored.scene }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const values = tensors.map((values) => Buffer.from(values.buffer, values.byteOffset, values.byteLength));
  await writeFile(path, Buffer.concat([Buffer.from(MAGIC), length, header, ...values]));
}

export async function readEmbeddingFile(path: string): Promise<StoredEmbedding> {
  const file = await readFile(path);
  if (file.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error('Not an image embedding file');
  const headerLength = file.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4;
  const { scene, extra, ...shape } = JSON.parse(file.subarray(start, start + headerLength).toString()) as Omit<
    ImageEmbedding,
    'data' | 'extra'
  > & { scene: SceneDetections; extra?: { name: string; dims: number[] }[] };
  const sizes = [shape.dims, ...(extra ?? []).map((tensor) => tensor.dims)].map((dims) =>
    dims.reduce((product, size) => product * size, 1),
  );
  const values = file.subarray(start + headerLength);
  if (values.length !== sizes.reduce((sum, size) => sum + size, 0) * 4) throw new Error('The image embedding file is cut short');
  let offset = 0;
  const [data, ...extraData] = sizes.map((size) => {
    const tensor = new Float32Array(size);
    Buffer.from(tensor.buffer).set(values.subarray(offset, offset + size * 4));
    offset += size * 4;
    return tensor;
  });
  const embedding: ImageEmbedding = { ...shape, data: data! };
  if (extra) embedding.extra = extra.map((tensor, index) => ({ ...tensor, data: extraData[index]! }));
  return { embedding, scene };
}
