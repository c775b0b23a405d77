import { describe, expect, it } from 'vitest';
import { tyreInCutOut } from './tyre-in-cut-out.ts';

const [WIDTH, HEIGHT] = [600, 400];
const GROUND = 360;

type Ellipse = { x: number; y: number; rx: number; ry: number };

/** A drawn bike: two tyres standing on the ground, a body between them, and each a picture (dark tyres, light body) and a cut-out. */
function drawnBike(tyres: Ellipse[], body = { left: 120, right: 480, top: 120, bottom: 280 }, tyreGrey = 30) {
  const mask = Buffer.alloc(WIDTH * HEIGHT);
  const data = Buffer.alloc(WIDTH * HEIGHT * 3, 200);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const inTyre = tyres.some((tyre) => ((x - tyre.x) / tyre.rx) ** 2 + ((y - tyre.y) / tyre.ry) ** 2 <= 1);
      const inBody = x >= body.left && x <= body.right && y >= body.top && y <= body.bottom;
      if (!inTyre && !inBody) continue;
      mask[y * WIDTH + x] = 255;
      data.fill(inTyre ? tyreGrey : 170, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
    }
  return { photo: { data, width: WIDTH, height: HEIGHT }, mask: { data: mask, width: WIDTH, height: HEIGHT } };
}

const BOX = { x: 40, y: 100, width: 520, height: 262 };

describe('tyreInCutOut', () => {
  it('finds a side view’s tyre standing on the ground, its size within a few percent', () => {
    const rear = { x: 130, y: GROUND - 90, rx: 90, ry: 90 };
    const front = { x: 470, y: GROUND - 80, rx: 80, ry: 80 };
    const { photo, mask } = drawnBike([rear, front]);
    const tyre = tyreInCutOut(photo, mask, BOX)!;
    expect(tyre).not.toBeNull();
    const drawn = Math.abs(tyre.x - rear.x) < Math.abs(tyre.x - front.x) ? rear : front;
    expect(Math.abs(tyre.x - drawn.x)).toBeLessThan(drawn.rx * 0.08);
    expect(Math.abs(tyre.y + tyre.radiusY - GROUND)).toBeLessThan(drawn.ry * 0.08);
    expect(tyre.radiusY / drawn.ry).toBeGreaterThan(0.92);
    expect(tyre.radiusY / drawn.ry).toBeLessThan(1.08);
    expect(tyre.support).toBeGreaterThanOrEqual(0.6);
  });

  it('finds a front view’s narrow tyre as a tall ellipse, at least its lower three quarters where the body joins it', () => {
    const tyre = { x: 300, y: GROUND - 95, rx: 28, ry: 95 };
    const { photo, mask } = drawnBike([tyre], { left: 220, right: 380, top: 100, bottom: 250 });
    const found = tyreInCutOut(photo, mask, { x: 210, y: 95, width: 180, height: 267 })!;
    expect(found).not.toBeNull();
    expect(Math.abs(found.x - tyre.x)).toBeLessThan(8);
    expect(found.radiusX / found.radiusY).toBeLessThan(0.5);
    expect(found.y + found.radiusY).toBeGreaterThan(GROUND - 8);
    expect(found.radiusY / tyre.ry).toBeGreaterThan(0.7);
    expect(found.radiusY / tyre.ry).toBeLessThan(1.1);
  });

  it('takes no light round part for a tyre: rubber is dark', () => {
    const { photo, mask } = drawnBike([{ x: 130, y: GROUND - 90, rx: 90, ry: 90 }], undefined, 230);
    expect(tyreInCutOut(photo, mask, BOX)).toBeNull();
  });

  it('finds no tyre in a cut-out cropped above the wheels, or in one that runs flat into the ground', () => {
    const cropped = drawnBike([], { left: 60, right: 560, top: 120, bottom: 399 });
    expect(tyreInCutOut(cropped.photo, cropped.mask, { x: 60, y: 120, width: 500, height: 280 })).toBeNull();
    const empty = { data: Buffer.alloc(WIDTH * HEIGHT), width: WIDTH, height: HEIGHT };
    expect(tyreInCutOut(cropped.photo, empty, BOX)).toBeNull();
  });
});
