import { describe, expect, it } from 'vitest';
import { edgeWidth } from './edge-width.ts';
import type { LuminancePlane } from './luminance.ts';

const SIZE = 64;

/** A vertical edge from `low` to `high` across the middle, climbing over `ramp` pixels. */
function edge(low: number, high: number, ramp: number): LuminancePlane {
  const data = new Float32Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const progress = Math.min(1, Math.max(0, (x - SIZE / 2) / ramp));
      data[y * SIZE + x] = low + (high - low) * progress;
    }
  }
  return { data, width: SIZE, height: SIZE };
}

const whole = { left: 0, top: 0, right: SIZE, bottom: SIZE };

describe('edgeWidth', () => {
  it('measures how many pixels an edge takes to climb, whatever its contrast', () => {
    expect(edgeWidth(edge(0, 255, 1), whole)).toBe(1);
    expect(edgeWidth(edge(10, 40, 1), whole)).toBe(1);
    expect(edgeWidth(edge(0, 255, 8), whole)).toBe(8);
    expect(edgeWidth(edge(100, 140, 8), whole)).toBe(8);
  });

  it('has nothing to measure where there is no edge, or only outside the region', () => {
    expect(edgeWidth(edge(120, 120, 1), whole)).toBeNull();
    expect(edgeWidth(edge(0, 255, 1), { left: 0, top: 0, right: 20, bottom: SIZE })).toBeNull();
  });
});
