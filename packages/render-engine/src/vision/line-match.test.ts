import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RgbImage } from '../detect-motorcycle.ts';
import { lineMaps, partShifts, resizeWith, wheelMatch } from './line-match.ts';
import { type OpenCv, loadOpenCv } from './opencv.ts';

const SIZE = { width: 480, height: 320 };
const BOUNDS = { left: 40, top: 40, right: 439, bottom: 279 };
const WHEEL = { x: 130, y: 220, radius: 50 };

/** A wheel (tyre, rim, spokes) and a block of bars on a plain ground; `wheelScale` redraws the wheel smaller, standing where it stood. */
function scene({ wheelScale = 1, barsOffset = { x: 0, y: 0 }, tint = '#222' } = {}): string {
  const radius = WHEEL.radius * wheelScale;
  const y = WHEEL.y + WHEEL.radius - radius;
  const spokes = [0, 45, 90, 135]
    .map((angle) => {
      const [dx, dy] = [Math.cos((angle * Math.PI) / 180) * radius, Math.sin((angle * Math.PI) / 180) * radius];
      return `<line x1="${WHEEL.x - dx}" y1="${y - dy}" x2="${WHEEL.x + dx}" y2="${y + dy}" stroke="${tint}" stroke-width="3"/>`;
    })
    .join('');
  const bars = { x: 300 + barsOffset.x, y: 70 + barsOffset.y };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE.width}" height="${SIZE.height}">
    <rect width="100%" height="100%" fill="#ddd"/>
    <circle cx="${WHEEL.x}" cy="${y}" r="${radius - 7}" fill="none" stroke="${tint}" stroke-width="${14 * wheelScale}"/>
    <circle cx="${WHEEL.x}" cy="${y}" r="${radius * 0.72}" fill="none" stroke="#999" stroke-width="3"/>${spokes}
    <polyline points="${bars.x},${bars.y + 60} ${bars.x + 20},${bars.y} ${bars.x + 90},${bars.y - 10}" fill="none" stroke="${tint}" stroke-width="8"/>
    <rect x="${bars.x + 30}" y="${bars.y + 20}" width="50" height="30" fill="${tint}"/>
    <rect x="180" y="150" width="160" height="60" fill="${tint}"/>
  </svg>`;
}

async function rgb(svg: string, blur = 0): Promise<RgbImage> {
  const image = sharp(Buffer.from(svg)).removeAlpha();
  const data = await (blur ? image.blur(blur) : image).raw().toBuffer();
  return { data, ...SIZE };
}

describe('line matching', () => {
  let cv: OpenCv;
  const everywhere = Buffer.alloc(SIZE.width * SIZE.height, 255);
  beforeAll(async () => {
    ({ cv } = await loadOpenCv());
  });

  const mapsOf = async (draft: string, blur = 0) =>
    lineMaps(cv, await rgb(scene()), await rgb(draft, blur), { photo: everywhere, draft: everywhere }, BOUNDS, 400);

  it('finds every part in place in a softened, recoloured copy', async () => {
    const shifts = partShifts(await mapsOf(scene({ tint: '#3a6' }), 1.5), 4, 0.03);
    // Where a part's best match lies off its place (a line slides along itself), it matches about as well near its place.
    for (const shift of shifts.filter((item) => item !== null)) expect(shift.peak - shift.nearPlace).toBeLessThan(0.05);
  });

  it('finds the bars 10% of the length to the left and 5% up, where they were drawn, and leading back home', async () => {
    const shifts = partShifts(await mapsOf(scene({ barsOffset: { x: -40, y: -20 } })), 4, 0.03);
    const moved = shifts.filter((shift) => shift && Math.hypot(shift.dx + 0.1, shift.dy + 0.05) <= 0.02 && shift.returns);
    expect(moved.length).toBeGreaterThanOrEqual(2);
    expect(moved.every((shift) => shift!.peak - shift!.nearPlace > 0.2)).toBe(true);
  });

  it('sizes a wheel kept as 1 and a wheel redrawn at 70% as about 0.7', async () => {
    const kept = wheelMatch(await mapsOf(scene({ tint: '#3a6' }), 1.5), WHEEL, resizeWith(cv));
    expect(kept!.scale).toBeCloseTo(1, 1);
    const shrunk = wheelMatch(await mapsOf(scene({ wheelScale: 0.7 })), WHEEL, resizeWith(cv));
    expect(Math.abs(shrunk!.scale - 0.7)).toBeLessThanOrEqual(0.05);
    expect(shrunk!.gain).toBeGreaterThan(0.2);
  });
});
