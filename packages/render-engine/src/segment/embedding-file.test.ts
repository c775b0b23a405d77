import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEmbeddingFile, writeEmbeddingFile } from './embedding-file.ts';

const dir = await mkdtemp(join(tmpdir(), 'embedding-file-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const stored = {
  embedding: {
    model: 'encoder.onnx:1|sam.onnx:2',
    width: 4,
    height: 3,
    dims: [1, 2, 2, 2],
    data: Float32Array.of(1, -2, 3.5, 4, 5, 6, 7, 8),
  },
  scene: { bikes: [{ box: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 }, score: 0.9 }], people: [], bicycles: [] },
};

describe('embedding files', () => {
  it('read back what was written', async () => {
    const path = join(dir, 'round-trip.bin');
    await writeEmbeddingFile(path, stored);
    expect(await readEmbeddingFile(path)).toEqual(stored);
  });

  it('keep the extra tensors of a SAM 2 encoder, in order', async () => {
    const path = join(dir, 'extra.bin');
    const withExtra = {
      ...stored,
      embedding: {
        ...stored.embedding,
        extra: [
          { name: 'high_res_feats_0', dims: [1, 1, 2, 2], data: Float32Array.of(9, 10, 11, 12) },
          { name: 'high_res_feats_1', dims: [1, 1, 1, 2], data: Float32Array.of(-1, 0.25) },
        ],
      },
    };
    await writeEmbeddingFile(path, withExtra);
    expect(await readEmbeddingFile(path)).toEqual(withExtra);
    const whole = await readFile(path);
    await writeFile(path, whole.subarray(0, whole.length - 8));
    await expect(readEmbeddingFile(path)).rejects.toThrow('cut short');
  });

  it('refuse a file cut short or of another kind', async () => {
    const path = join(dir, 'cut.bin');
    await writeEmbeddingFile(path, stored);
    const whole = await readFile(path);
    await writeFile(path, whole.subarray(0, whole.length - 4));
    await expect(readEmbeddingFile(path)).rejects.toThrow('cut short');
    await writeFile(path, 'PNG not an embedding');
    await expect(readEmbeddingFile(path)).rejects.toThrow('Not an image embedding file');
  });
});
