import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { enlargeForPrint, shockPasses } from './enlarge-for-print.ts';
import { edgeRiseWidth, gradientEnergy } from './print-sharpness.ts';

const WIDTH = 400;
const HEIGHT = 300;
const COLOURS = ['#e8c070', '#203040', '#c02020', '#101010'];

/** Flat colour with an inked outline, as the styles paint: drawn at `scale` times 400 x 300. */
function flatArt(scale: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * scale}" height="${HEIGHT * scale}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
      <rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS[0]}"/><rect x="200" width="200" height="${HEIGHT}" fill="${COLOURS[1]}"/>
      <circle cx="100" cy="150" r="60" fill="${COLOURS[2]}" stroke="${COLOURS[3]}" stroke-width="4"/></svg>`,
  );
}

async function grey(image: Sharp) {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('enlarging a crop for print', () => {
  it('makes the print size, with edges as steep as art drawn at that size, where lanczos alone blurs them', async () => {
    const small = await sharp(flatArt(1)).png().toBuffer();
    const target = { width: WIDTH * 2, height: HEIGHT * 2 };
    const enlarged = await enlargeForPrint(sharp(small), { width: WIDTH, height: HEIGHT }, target);
    expect([enlarged.width, enlarged.height]).toEqual([target.width, target.height]);

    const ours = await grey(sharp(enlarged.data, { raw: { width: enlarged.width, height: enlarged.height, channels: 3 } }));
    const lanczos = await grey(sharp(small).resize(target.width, target.height, { kernel: 'lanczos3' }));
    const drawn = await grey(sharp(flatArt(2)));
    // The vertical edge at x = 400 of the enlargement, away from the circle.
    const rows = { top: 20, bottom: 580 };
    const edge = (image: typeof ours) => edgeRiseWidth(image, 380, 420, rows);
    expect(edge(lanczos)).toBeGreaterThan(1.5);
    expect(edge(ours)).toBeLessThanOrEqual(edge(drawn) + 0.25);
    expect(gradientEnergy(ours)).toBeGreaterThan(gradientEnergy(lanczos) * 1.3);
  });

  it('leaves flat colour and gentle gradients untouched', async () => {
    const gradient = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><defs><linearGradient id="g"><stop offset="0" stop-color="#335"/><stop offset="1" stop-color="#cc9"/></linearGradient></defs><rect width="200" height="100" fill="url(#g)"/></svg>`,
    );
    const enlarged = await enlargeForPrint(sharp(gradient), { width: 200, height: 100 }, { width: 400, height: 200 });
    const lanczos = await sharp(gradient).resize(400, 200, { kernel: 'lanczos3' }).removeAlpha().raw().toBuffer();
    expect(Buffer.compare(enlarged.data, lanczos)).toBe(0);
  });

  it('steepens once per doubling, and not at all near full size', () => {
    expect([1, 1.1, 1.5, 2, 3, 4].map(shockPasses)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
