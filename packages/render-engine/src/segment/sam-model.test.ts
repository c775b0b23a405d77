import { mkdtemp, readFile as readFileAsBuffer, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readEmbeddingFile, writeEmbeddingFile } from './embedding-file.ts';
import { atImageSize, ENCODER_SIZE, encoderInput, loadSamModel, promptScale, promptTensors } from './sam-model.ts';
import { writeSam2StandIn } from './sam2-stand-in.ts';

describe('encoderInput', () => {
  it('normalises the scaled image into planes and pads the rest with zeros', () => {
    const image = { data: Buffer.from([123.675, 116.28, 103.53, 255, 255, 255].map(Math.round)), width: 2, height: 1 };
    const input = encoderInput(image);
    const plane = ENCODER_SIZE * ENCODER_SIZE;
    expect(Math.abs(input[0]!)).toBeLessThan(0.02);
    expect(input[ENCODER_SIZE - 1]).toBeCloseTo((255 - 123.675) / 58.395, 3);
    expect(input[plane + ENCODER_SIZE - 1]).toBeCloseTo((255 - 116.28) / 57.12, 3);
    expect(input[ENCODER_SIZE * (ENCODER_SIZE / 2 + 1)]).toBe(0);
  });

  it('stretches the image over the whole square for SAM 2', () => {
    const image = { data: Buffer.from([0, 0, 0, 255, 255, 255]), width: 2, height: 1 };
    const input = encoderInput(image, 'stretched');
    const plane = ENCODER_SIZE * ENCODER_SIZE;
    const white = (255 - 123.675) / 58.395;
    expect(input[ENCODER_SIZE - 1]).toBeCloseTo(white, 3);
    expect(input[plane - 1]).toBeCloseTo(white, 3);
    expect(input[plane - ENCODER_SIZE]).toBeCloseTo(-123.675 / 58.395, 3);
  });
});

describe('promptScale', () => {
  it('scales both axes alike for a padded image, each to the square for a stretched one', () => {
    expect(promptScale({ width: 2048, height: 1024 }, 'padded')).toEqual({ x: 0.5, y: 0.5 });
    expect(promptScale({ width: 2048, height: 1024 }, 'stretched')).toEqual({ x: 0.5, y: 1 });
  });
});

describe('atImageSize', () => {
  it('keeps a mask already at the image size', () => {
    const plane = Float32Array.of(1, -1, -1, 1);
    expect(atImageSize(plane, { width: 2, height: 2 }, { width: 2, height: 2 }, 'padded')).toBe(plane);
  });

  it('reads a low-resolution mask of the stretched square at every pixel of the image', () => {
    // 4x4 over the square: the left half positive; the image is twice as wide as high.
    const plane = Float32Array.from({ length: 16 }, (_, index) => (index % 4 < 2 ? 5 : -5));
    const logits = atImageSize(plane, { width: 4, height: 4 }, { width: 8, height: 4 }, 'stretched');
    expect(logits).toHaveLength(32);
    expect([...logits.subarray(8, 16)].map((value) => Math.sign(value))).toEqual([1, 1, 1, 1, -1, -1, -1, -1]);
  });

  it('reads only the part of a padded square the image fills', () => {
    // 4x4 over the square; a 2:1 image fills its top half, whose rows 0-1 are positive.
    const plane = Float32Array.from({ length: 16 }, (_, index) => (index < 8 ? 5 : -5));
    const logits = atImageSize(plane, { width: 4, height: 4 }, { width: 8, height: 4 }, 'padded');
    expect([...logits].every((value) => value > 0)).toBe(true);
  });
});

describe('promptTensors', () => {
  it('puts clicks first and the box corners last, scaled to the encoder', () => {
    const { coords, labels } = promptTensors(
      { box: { x: 10, y: 20, width: 30, height: 40 }, points: [{ x: 5, y: 6, include: false }] },
      { x: 2, y: 3 },
    );
    expect([...coords]).toEqual([10, 18, 20, 60, 80, 180]);
    expect([...labels]).toEqual([0, 2, 3]);
  });

  it('pads clicks without a box, as SAM expects', () => {
    const { coords, labels } = promptTensors({ points: [{ x: 5, y: 6, include: true }] }, { x: 1, y: 1 });
    expect([...coords]).toEqual([5, 6, 0, 0]);
    expect([...labels]).toEqual([1, -1]);
  });
});

describe('the bundled model, run from node_modules', () => {
  const loading = loadSamModel();
  afterAll(async () => (await loading).dispose());

  it('cuts a made shape out by its box and answers a click on the same embedding', async () => {
    // A dark disc (a tyre) and a red block beside it on a pale, noisy floor, 320x240.
    const width = 320;
    const height = 240;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d8d2c4"/><circle cx="110" cy="130" r="60" fill="#1a1a1a"/><circle cx="110" cy="130" r="25" fill="#9a9a9a"/><rect x="200" y="60" width="70" height="120" fill="#c0392b"/></svg>`;
    const { data } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const model = await loading;
    const embedding = await model.encode({ data, width, height });
    expect(embedding.dims).toEqual([1, 256, 64, 64]);

    const wheel = await model.decode(embedding, { box: { x: 45, y: 65, width: 130, height: 130 } });
    const inWheel = (x: number, y: number) => (x - 110) ** 2 + (y - 130) ** 2 <= 60 ** 2;
    let agree = 0;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) if (wheel.logits[y * width + x]! > 0 === inWheel(x, y)) agree += 1;
    expect(agree / (width * height)).toBeGreaterThan(0.97);
    expect(wheel.score).toBeGreaterThan(0.5);

    const block = await model.decode(embedding, { points: [{ x: 235, y: 120, include: true }] });
    expect(block.logits[120 * width + 235]).toBeGreaterThan(0);
    expect(block.logits[130 * width + 110]).toBeLessThan(0);
  });
});

// Stand-ins with SAM 2's interface as each exporter writes it, written by the test: no SAM 2 weights ship on npm.
describe.each(['samexporter', 'onnxruntime'] as const)('a SAM 2 export by %s', (exporter) => {
  const dir = mkdtemp(join(tmpdir(), 'sam2-stand-in-'));
  const loading = dir.then((path) => writeSam2StandIn(path, exporter)).then((files) => loadSamModel(files));
  afterAll(async () => {
    await (await loading).dispose();
    await rm(await dir, { recursive: true, force: true });
  });

  // Two bright blocks on a dark, wide photo: the box holds the left one.
  const width = 400;
  const height = 200;
  const inLeft = (x: number, y: number) => x >= 60 && x < 160 && y >= 50 && y < 150;
  const inRight = (x: number, y: number) => x >= 260 && x < 360 && y >= 50 && y < 150;
  const data = Buffer.alloc(width * height * 3, 10);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) if (inLeft(x, y) || inRight(x, y)) data.fill(240, (y * width + x) * 3, (y * width + x + 1) * 3);
  const agreement = (logits: Float32Array, inside: (x: number, y: number) => boolean) => {
    let agree = 0;
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (logits[y * width + x]! > 0 === inside(x, y)) agree += 1;
    return agree / (width * height);
  };

  it('encodes the high-resolution features with the embedding, keeps them in the file and decodes from them the mask it scores best, at the photo size', async () => {
    const model = await loading;
    const encoded = await model.encode({ data, width, height });
    expect(encoded.dims).toEqual([1, 256, 64, 64]);
    const prefix = exporter === 'samexporter' ? 'high_res_feats' : 'image_features';
    expect(encoded.extra?.map(({ name, dims }) => [name, dims])).toEqual([
      [`${prefix}_0`, [1, 32, 256, 256]],
      [`${prefix}_1`, [1, 64, 128, 128]],
    ]);
    const path = join(await dir, 'embedding.bin');
    await writeEmbeddingFile(path, { embedding: encoded, scene: { bikes: [], people: [], bicycles: [] } });
    const { embedding } = await readEmbeddingFile(path);

    const left = await model.decode(embedding, { box: { x: 40, y: 30, width: 140, height: 140 } });
    expect(left.logits).toHaveLength(width * height);
    expect(agreement(left.logits, inLeft)).toBeGreaterThan(0.99);
    expect(left.score).toBeCloseTo(0.9, 5);
    expect(left.lowRes).toHaveLength(256 * 256);

    const right = await model.decode(embedding, { box: { x: 240, y: 30, width: 140, height: 140 }, previous: left.lowRes });
    expect(agreement(right.logits, inRight)).toBeGreaterThan(0.99);
  });
});

describe('loading a pair', () => {
  it('refuses a decoder that takes an input of neither kind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sam2-stand-in-'));
    const path = join(dir, 'odd-decoder.onnx');
    const files = await writeSam2StandIn(dir);
    const onnx = await readFileAsBuffer(files.decoder);
    await writeFile(path, Buffer.from(onnx.toString('latin1').replaceAll('has_mask_input', 'has_mask_other'), 'latin1'));
    await expect(loadSamModel({ encoder: files.encoder, decoder: path })).rejects.toThrow(
      'takes inputs the store does not know: has_mask_other',
    );
    await rm(dir, { recursive: true, force: true });
  });
});
