import { describe, expect, it } from 'vitest';
import { grownWhereCut, routeClicks } from './segment-subject.ts';

describe('routeClicks', () => {
  const bike = { x: 0, y: 50, width: 100, height: 50 };
  const rider = { x: 30, y: 0, width: 40, height: 80 };

  it('gives each click to every part whose box holds it', () => {
    const onBoth = { x: 50, y: 60, include: true };
    const onRiderOnly = { x: 50, y: 10, include: false };
    expect(routeClicks([bike, rider], [onBoth, onRiderOnly])).toEqual([[onBoth], [onBoth, onRiderOnly]]);
  });

  it('gives an include click outside every box to the bike, and drops such an exclude click', () => {
    const mirror = { x: 150, y: 60, include: true };
    const nothing = { x: 150, y: 10, include: false };
    expect(routeClicks([bike, rider], [mirror, nothing])).toEqual([[mirror], []]);
  });
});

describe('grownWhereCut', () => {
  const width = 100;
  const height = 100;
  /** Logits claiming the rectangle from (left, top) to (right, bottom), exclusive. */
  function claimed(left: number, top: number, right: number, bottom: number): Float32Array {
    const logits = new Float32Array(width * height).fill(-1);
    for (let y = top; y < bottom; y += 1) for (let x = left; x < right; x += 1) logits[y * width + x] = 1;
    return logits;
  }
  const box = { x: 20, y: 20, width: 60, height: 60 };

  it('leaves a box alone when the mask stays inside it', () => {
    expect(grownWhereCut(box, claimed(30, 30, 70, 70), width, height)).toBeNull();
  });

  it('grows the box below when the mask runs along its bottom (a wheel under a short box)', () => {
    expect(grownWhereCut(box, claimed(30, 30, 70, 90), width, height)).toEqual({ x: 20, y: 20, width: 60, height: 72 });
  });

  it('grows the bottom on a short run (a fork leg through it), but not a side', () => {
    // 3 of the box's 60 pixels along its bottom: 5%; the same run down its left side stays inside.
    const forkLeg = claimed(48, 30, 51, 90);
    expect(grownWhereCut(box, forkLeg, width, height)).toEqual({ x: 20, y: 20, width: 60, height: 72 });
    const along = new Float32Array(width * height).fill(-1);
    for (let y = 30; y < 33; y += 1) for (let x = 10; x < 50; x += 1) along[y * width + x] = 1;
    expect(grownWhereCut(box, along, width, height)).toBeNull();
  });

  it('never grows it upwards, nor past the photo', () => {
    expect(grownWhereCut(box, claimed(30, 0, 70, 70), width, height)).toBeNull();
    expect(grownWhereCut({ x: 0, y: 20, width: 80, height: 80 }, claimed(0, 30, 90, 100), width, height)).toEqual({
      x: 0,
      y: 20,
      width: 96,
      height: 80,
    });
  });
});
