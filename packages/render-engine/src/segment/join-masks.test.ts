import { describe, expect, it } from 'vitest';
import { joinMasks, touches } from './join-masks.ts';

describe('joinMasks', () => {
  it('keeps a pixel any part claims, unless something kept out claims it more surely', () => {
    const bike = Float32Array.of(5, 5, -1, -1, 2);
    const rider = Float32Array.of(-1, -1, 3, -1, -1);
    const otherBike = Float32Array.of(-9, 9, -9, 9, 1);
    expect([...joinMasks([bike, rider], [otherBike], 5)]).toEqual([255, 0, 255, 0, 255]);
  });

  it('keeps nothing without a part claiming it', () => {
    expect([...joinMasks([Float32Array.of(-1, 0)], [], 2)]).toEqual([0, 0]);
  });
});

describe('touches', () => {
  // 4x3 image: the bike on the left column, a part two pixels to its right.
  const bike = Uint8Array.of(255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0);
  const part = Float32Array.of(-1, -1, 1, -1, -1, -1, 1, -1, -1, -1, -1, -1);

  it('is true when the part comes within reach of the rest', () => {
    expect(touches(part, bike, 4, 3, 2)).toBe(true);
  });

  it('is false when it stays further away', () => {
    expect(touches(part, bike, 4, 3, 1)).toBe(false);
  });
});
