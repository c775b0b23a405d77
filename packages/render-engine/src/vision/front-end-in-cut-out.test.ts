import { describe, expect, it } from 'vitest';
import { frontEndInCutOut } from './front-end-in-cut-out.ts';

const [WIDTH, HEIGHT] = [600, 400];
type Rect = { left: number; right: number; top: number; bottom: number };

/** A drawn cut-out: filled rectangles (wheels, body, a head stock rising at one end). */
function cutOut(parts: Rect[]) {
  const data = Buffer.alloc(WIDTH * HEIGHT);
  for (const part of parts) for (let y = part.top; y < part.bottom; y += 1) data.fill(255, y * WIDTH + part.left, y * WIDTH + part.right);
  return { data, width: WIDTH, height: HEIGHT };
}

const WHEELS = [
  { left: 60, right: 220, top: 200, bottom: 360 },
  { left: 380, right: 540, top: 200, bottom: 360 },
];
const BODY = { left: 120, right: 480, top: 170, bottom: 280 };
const BOX = { x: 60, y: 100, width: 480, height: 260 };

describe('frontEndInCutOut', () => {
  it('finds the bars over the end whose outline rises highest, facing that way', () => {
    const bars = { left: 440, right: 470, top: 100, bottom: 200 };
    const found = frontEndInCutOut(cutOut([...WHEELS, BODY, bars]), BOX)!;
    expect(found.facing).toBe('right');
    expect(found.region.y).toBe(100);
    expect(found.region.x).toBeLessThanOrEqual(bars.left);
    expect(found.region.x + found.region.width).toBeGreaterThanOrEqual(bars.right);
  });

  it('faces left when the bars stand at the left end', () => {
    const bars = { left: 110, right: 140, top: 110, bottom: 200 };
    const found = frontEndInCutOut(cutOut([...WHEELS, BODY, bars]), BOX)!;
    expect(found.facing).toBe('left');
    expect(found.region.x).toBeLessThanOrEqual(bars.left);
    expect(found.region.x + found.region.width).toBeGreaterThanOrEqual(bars.right);
  });

  it('takes a box taller than wide for an end-on view: the top across the middle', () => {
    const bike = { left: 250, right: 350, top: 80, bottom: 380 };
    const found = frontEndInCutOut(cutOut([bike]), { x: 240, y: 70, width: 120, height: 310 })!;
    expect(found.facing).toBe('toward');
    expect(found.region.y).toBe(80);
    expect(found.region.x).toBeGreaterThan(240);
    expect(found.region.x + found.region.width).toBeLessThan(360);
  });

  it('finds nothing in an empty box', () => {
    expect(frontEndInCutOut(cutOut([]), BOX)).toBeNull();
  });
});
