import { describe, expect, it } from 'vitest';
import { clusterColours } from './clusters.ts';
import { labToRgb, rgbToLab } from './colour.ts';
import { groundOf } from './ground.ts';
import { RgbaLayer } from './rgba-layer.ts';

describe('colour', () => {
  it('round-trips sRGB through Lab', () => {
    for (const colour of [
      [200, 30, 40],
      [20, 120, 60],
      [250, 250, 245],
      [10, 10, 10],
    ] as const) {
      const lab = rgbToLab(Buffer.from(colour));
      const back = labToRgb(lab[0]!, lab[1]!, lab[2]!);
      back.forEach((channel, index) => expect(Math.abs(channel - colour[index]!)).toBeLessThanOrEqual(1));
    }
  });
});

describe('clusterColours', () => {
  it('separates two paint colours into two regions, the same way on every run', () => {
    const rgb = Buffer.alloc(100 * 3);
    for (let pixel = 0; pixel < 100; pixel += 1) rgb.set(pixel < 50 ? [220, 20, 30] : [20, 60, 200], pixel * 3);
    const mask = Buffer.alloc(100, 255);
    const first = clusterColours(rgbToLab(rgb), mask, 2, [1, 1, 1]);
    const second = clusterColours(rgbToLab(rgb), mask, 2, [1, 1, 1]);
    expect(first.labels[0]).not.toBe(first.labels[99]);
    expect(new Set(first.labels.slice(0, 50)).size).toBe(1);
    expect(Array.from(second.labels)).toEqual(Array.from(first.labels));
  });
});

describe('groundOf', () => {
  it('puts the ground line at the mask’s lowest rows, spanning the wheels there', () => {
    const width = 100;
    const height = 60;
    const mask = Buffer.alloc(width * height);
    const fill = (left: number, top: number, right: number, bottom: number) => {
      for (let row = top; row <= bottom; row += 1) mask.fill(255, row * width + left, row * width + right + 1);
    };
    fill(30, 10, 70, 30);
    fill(20, 30, 40, 50);
    fill(60, 30, 80, 50);
    const ground = groundOf(mask, width, height, { x: 0, y: 0, width: 1, height: 1 });
    expect(ground).toEqual({ x: 50, y: 50, halfWidth: 30, top: 10 });
  });

  it('falls back to the detection box when the mask is empty', () => {
    const ground = groundOf(Buffer.alloc(100 * 50), 100, 50, { x: 0.2, y: 0.2, width: 0.6, height: 0.6 });
    expect(ground.y).toBeCloseTo(40);
    expect(ground.x).toBeCloseTo(50);
  });
});

describe('RgbaLayer', () => {
  it('paints over with straight alpha', () => {
    const layer = new RgbaLayer(1);
    layer.paint(0, 255, 0, 0, 1);
    layer.paint(0, 0, 0, 255, 0.5);
    expect(Array.from(layer.data)).toEqual([128, 0, 128, 255]);
  });
});
