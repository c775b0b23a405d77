import { describe, expect, it } from 'vitest';
import { bikeLabel, closestBike, DEFAULT_BIKE, isPickableBike, parseBikeField, pickableBikes } from './bike-pick.ts';
import type { Box, PhotoMeasurements } from './photo-check.ts';

const left: Box = { x: 0.02, y: 0.3, width: 0.45, height: 0.5 };
const right: Box = { x: 0.52, y: 0.32, width: 0.44, height: 0.48 };
/** A bike far behind, a tenth of the main one's area: nobody's pick. */
const distant: Box = { x: 0.45, y: 0.1, width: 0.1, height: 0.2 };

const photo = (others: Box[], main: Box | null = left): Pick<PhotoMeasurements, 'bike' | 'otherBikes'> => ({
  bike: main && { box: main, score: 0.9 },
  otherBikes: others,
});

describe('pickableBikes', () => {
  it('offers nothing for one bike, no bike or no check', () => {
    expect(pickableBikes(photo([]))).toEqual([]);
    expect(pickableBikes(photo([right], null))).toEqual([]);
    expect(pickableBikes(null)).toEqual([]);
  });

  it('offers the most prominent first and every other bike a customer could mean, by its index among those found', () => {
    expect(pickableBikes(photo([right]))).toEqual([
      { index: 0, box: left },
      { index: 1, box: right },
    ]);
    expect(pickableBikes(photo([distant, right]))).toEqual([
      { index: 0, box: left },
      { index: 2, box: right },
    ]);
  });

  it('offers no pick when the only other bike is too small to be the customer’s', () => {
    expect(pickableBikes(photo([distant]))).toEqual([]);
  });
});

describe('isPickableBike', () => {
  it('takes the default on any photo, and another bike only when it is offered', () => {
    expect(isPickableBike(null, DEFAULT_BIKE)).toBe(true);
    expect(isPickableBike(photo([]), 0)).toBe(true);
    expect(isPickableBike(photo([right]), 1)).toBe(true);
    expect(isPickableBike(photo([distant, right]), 2)).toBe(true);
  });

  it('refuses a bike that was not found, a small one in the distance, and anything but a whole number', () => {
    expect(isPickableBike(photo([]), 1)).toBe(false);
    expect(isPickableBike(photo([right]), 2)).toBe(false);
    expect(isPickableBike(photo([distant, right]), 1)).toBe(false);
    expect(isPickableBike(null, 1)).toBe(false);
    expect(isPickableBike(photo([right]), -1)).toBe(false);
    expect(isPickableBike(photo([right]), 0.5)).toBe(false);
    expect(isPickableBike(photo([right]), Number.NaN)).toBe(false);
  });
});

describe('parseBikeField', () => {
  it('reads a whole number, nothing as no pick, and anything else as not a number', () => {
    expect(parseBikeField('1')).toBe(1);
    expect(parseBikeField('0')).toBe(0);
    expect(parseBikeField(undefined)).toBeNull();
    expect(parseBikeField('')).toBeNull();
    expect(parseBikeField('-1')).toBeNaN();
    expect(parseBikeField('1.5')).toBeNaN();
    expect(parseBikeField('one')).toBeNaN();
  });
});

describe('bikeLabel', () => {
  it('counts from one', () => {
    expect(bikeLabel(0)).toBe('Bike 1');
    expect(bikeLabel(1)).toBe('Bike 2');
  });
});

describe('closestBike', () => {
  it('finds the picked bike among boxes found again in another order, a little moved', () => {
    const again = [
      { ...right, x: right.x + 0.01 },
      { ...left, width: left.width - 0.02 },
    ];
    expect(closestBike(again, left)).toBe(1);
    expect(closestBike(again, right)).toBe(0);
  });

  it('answers -1 when no box overlaps the pick', () => {
    expect(closestBike([right], { x: 0, y: 0, width: 0.1, height: 0.1 })).toBe(-1);
    expect(closestBike([], left)).toBe(-1);
  });
});
