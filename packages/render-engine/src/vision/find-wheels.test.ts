import { beforeAll, describe, expect, it } from 'vitest';
import type { RgbImage } from '../detect-motorcycle.ts';
import { findWheels } from './find-wheels.ts';
import { type OpenCv, loadOpenCv } from './opencv.ts';

const [WIDTH, HEIGHT] = [640, 320];
const FLOOR = 60;
const WHEELS = [
  { x: 110, y: 226, rim: 62, tyre: 80 },
  { x: 530, y: 226, rim: 62, tyre: 80 },
];

/** Two spoked wheels on a dark grey floor: a bright rim (the circle Hough finds) inside a black tyre whose outer edge is faint. */
function darkGarage(): RgbImage {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3, FLOOR);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      for (const wheel of WHEELS) {
        const distance = Math.hypot(x - wheel.x, y - wheel.y);
        if (distance > wheel.tyre) continue;
        const spoke = Math.abs(((Math.atan2(y - wheel.y, x - wheel.x) * 8) / Math.PI) % 1) < 0.15;
        const grey = distance > wheel.rim ? 28 : distance > wheel.rim - 6 ? 190 : distance < 14 || spoke ? 170 : FLOOR;
        data.fill(grey, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
      }
    }
  }
  return { data, width: WIDTH, height: HEIGHT };
}

describe('findWheels', () => {
  let cv: OpenCv;
  beforeAll(async () => {
    ({ cv } = await loadOpenCv());
  });

  it('finds both wheels out to the dark tyre edge, not just the bright rim', () => {
    const box = { x: 30, y: 74, width: 580, height: 232 };
    const wheels = findWheels(cv, darkGarage(), box);
    expect(wheels).toHaveLength(2);
    wheels.forEach((wheel, index) => {
      const truth = WHEELS[index]!;
      expect(wheel.found).toBe(true);
      expect(Math.hypot(wheel.x - truth.x, wheel.y - truth.y)).toBeLessThan(4);
      expect(Math.abs(wheel.radius - truth.tyre)).toBeLessThan(5);
    });
  });

  it('falls back to the box corners when no circle is there', () => {
    const blank: RgbImage = { data: Buffer.alloc(WIDTH * HEIGHT * 3, FLOOR), width: WIDTH, height: HEIGHT };
    const box = { x: 30, y: 74, width: 580, height: 232 };
    const [rear, front] = findWheels(cv, blank, box);
    expect(rear).toMatchObject({ found: false });
    expect(front).toMatchObject({ found: false });
    expect(rear!.x).toBeLessThan(box.x + box.width / 3);
    expect(front!.x).toBeGreaterThan(box.x + (box.width * 2) / 3);
    expect(rear!.y + rear!.radius).toBeCloseTo(box.y + box.height, 0);
  });
});
