import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ENCODER_SIZE, encoderInput, loadSamModel, promptTensors } from './sam-model.ts';

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
});

describe('promptTensors', () => {
  it('puts clicks first and the box corners last, scaled to the encoder', () => {
    const { coords, labels } = promptTensors({ box: { x: 10, y: 20, width: 30, height: 40 }, points: [{ x: 5, y: 6, include: false }] }, 2);
    expect([...coords]).toEqual([10, 12, 20, 40, 80, 120]);
    expect([...labels]).toEqual([0, 2, 3]);
  });

  it('pads clicks without a box, as SAM expects', () => {
    const { coords, labels } = promptTensors({ points: [{ x: 5, y: 6, include: true }] }, 1);
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
