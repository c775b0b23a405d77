import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { type Box, type PhotoFindingCode, judgePhoto } from '@store/shared/photo-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Detection, MotorcycleDetector } from './detect-motorcycle.ts';
import { measurePhoto } from './measure-photo.ts';

/** The bike sits in the lower middle of every made photo. */
const BIKE: Box = { x: 0.2, y: 0.45, width: 0.6, height: 0.45 };
const SIZE = { width: 3000, height: 2000 };

/** A detector that always finds the same bikes (most prominent first) and people, so these tests run without the model. */
function detectorFinding(bikes: Detection[], people: Detection[] = [], bicycles: Detection[] = []): MotorcycleDetector {
  return { detect: async () => bikes[0] ?? null, detectAll: async () => ({ bikes, people, bicycles }), dispose() {} };
}

/** Sharp-edged shapes of the given greys (0-255) inside the bike's box, on a background. */
function scene(options: { background: number; shapes: [number, number]; sky?: number }): string {
  const { width, height } = SIZE;
  const grey = (value: number) => `rgb(${value},${value},${value})`;
  const box = { x: BIKE.x * width, y: BIKE.y * height, w: BIKE.width * width, h: BIKE.height * height };
  const shapes: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let column = 0; column < 10; column += 1) {
      const fill = grey((row + column) % 2 === 0 ? options.shapes[0] : options.shapes[1]);
      shapes.push(
        `<rect x="${box.x + (column * box.w) / 10}" y="${box.y + (row * box.h) / 6}" width="${box.w / 10}" height="${box.h / 6}" fill="${fill}"/>`,
      );
    }
  }
  const sky = options.sky === undefined ? '' : `<rect x="0" y="0" width="${width}" height="${box.y}" fill="${grey(options.sky)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${grey(options.background)}"/>${sky}${shapes.join('')}</svg>`;
}

describe('measurePhoto on made photos', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'measure-made-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function photo(name: string, svg: string, edit: (image: Sharp) => Sharp = (image) => image): Promise<string> {
    const path = join(folder, `${name}.jpg`);
    await edit(sharp(Buffer.from(svg)))
      .jpeg({ quality: 92 })
      .toFile(path);
    return path;
  }

  async function findings(path: string, detector = detectorFinding([{ box: BIKE, score: 0.6 }])): Promise<PhotoFindingCode[]> {
    return judgePhoto(await measurePhoto(path, detector)).map((finding) => finding.code);
  }

  it('passes a sharp, well-lit photo', async () => {
    expect(await findings(await photo('good', scene({ background: 120, shapes: [40, 200] })))).toEqual([]);
  });

  it('finds no motorcycle where the model sees a bicycle on the same spot nearly as surely', async () => {
    const path = await photo('bicycle', scene({ background: 120, shapes: [40, 200] }));
    const motorcycle = { box: BIKE, score: 0.36 };
    expect(await findings(path, detectorFinding([motorcycle], [], [{ box: BIKE, score: 0.31 }]))).toEqual(['no-bike']);
    expect(await findings(path, detectorFinding([motorcycle], [], [{ box: BIKE, score: 0.15 }]))).toEqual([]);
  });

  it('calls a dark but sharp photo dark, not blurred', async () => {
    const path = await photo('dark', scene({ background: 12, shapes: [8, 45] }));
    expect(await findings(path)).toEqual(['too-dark']);
  });

  it('does not call a sharp photo of low contrast blurred', async () => {
    const path = await photo('flat', scene({ background: 120, shapes: [105, 150] }));
    expect(await findings(path)).toEqual([]);
  });

  it('calls a blurred photo blurred, whatever its contrast', async () => {
    const blur = (image: Sharp) => image.blur(8);
    expect(await findings(await photo('blurred', scene({ background: 120, shapes: [40, 200] }), blur))).toEqual(['blurred']);
    expect(await findings(await photo('blurred-flat', scene({ background: 120, shapes: [105, 150] }), blur))).toEqual(['blurred']);
  });

  it('measures a small photo in its own pixels, not in those of its enlarged analysis copy', async () => {
    const path = await photo('small-sharp', scene({ background: 120, shapes: [40, 200] }), (image) =>
      image.resize(800, 533, { kernel: 'nearest' }),
    );
    const measurements = await measurePhoto(path, detectorFinding([{ box: BIKE, score: 0.6 }]));
    expect(measurements.edgeWidth).toBeLessThan(3);
  });

  it('does not call a photo washed out for a white sky above a well-lit bike', async () => {
    const path = await photo('white-sky', scene({ background: 120, shapes: [40, 200], sky: 255 }));
    const measurements = await measurePhoto(path, detectorFinding([{ box: BIKE, score: 0.6 }]));
    expect(measurements.light.clippedShare).toBeLessThan(0.05);
    expect(await findings(path)).toEqual([]);
  });

  it('calls a photo washed out when the bike itself is clipped white', async () => {
    expect(await findings(await photo('white-bike', scene({ background: 120, shapes: [255, 200] })))).toEqual(['blown-out']);
  });

  it('judges light and sharpness on the whole photo when there is no bike', async () => {
    const path = await photo('dark-no-bike', scene({ background: 12, shapes: [8, 45] }));
    expect(await findings(path, detectorFinding([]))).toEqual(['too-dark', 'no-bike']);
  });

  it('takes the most prominent motorcycle as the bike, notes the others, and ignores people', async () => {
    const path = await photo('several', scene({ background: 120, shapes: [40, 200] }));
    const other: Box = { x: 0.02, y: 0.5, width: 0.3, height: 0.3 };
    const person: Box = { x: 0.4, y: 0.1, width: 0.2, height: 0.6 };
    const detector = detectorFinding(
      [
        { box: BIKE, score: 0.5 },
        { box: other, score: 0.7 },
      ],
      [{ box: person, score: 0.9 }],
    );
    const measurements = await measurePhoto(path, detector);
    expect(measurements.bike?.box).toEqual(BIKE);
    expect(measurements.otherBikes).toEqual([other]);
    expect(judgePhoto(measurements).map((finding) => finding.code)).toEqual(['several-bikes']);
  });
});
