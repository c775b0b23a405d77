import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Box } from '@store/shared/photo-check';
import {
  boxInView,
  edgesTouched,
  maxFramingScale,
  MAX_DETAIL_ENLARGEMENT,
  POSTER_CENTRE,
  POSTER_FILL,
  posterView,
  readView,
  SQUARE_FIT,
} from './framing.ts';

/** On a square canvas the square print is the draft itself: only the poster share limits the bike. */
const SQUARE = { width: 1000, height: 1000 };
/** A bike a fifth of the photo wide, low in its left third: a bike in front of a shop. */
const SMALL_LEFT: Box = { x: 0.1, y: 0.55, width: 0.2, height: 0.15 };

function centreOf(box: Box) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('posterView', () => {
  it('enlarges a small off-centre bike until it fills the poster share, its middle a little above the canvas middle', () => {
    const view = posterView({ canvas: SQUARE, subject: SMALL_LEFT, insidePhoto: false, maxScale: 10 });
    const onCanvas = boxInView(SMALL_LEFT, view);
    expect(onCanvas.width).toBeCloseTo(POSTER_FILL.width, 5);
    expect(onCanvas.height).toBeLessThanOrEqual(POSTER_FILL.height);
    expect(centreOf(onCanvas).x).toBeCloseTo(POSTER_CENTRE.x, 5);
    expect(centreOf(onCanvas).y).toBeCloseTo(POSTER_CENTRE.y, 5);
    expect(view.width).toBeCloseTo(view.height, 5);
  });

  it('fills by height when the bike with its rider is tall', () => {
    const tall: Box = { x: 0.4, y: 0.3, width: 0.2, height: 0.4 };
    const onCanvas = boxInView(tall, posterView({ canvas: SQUARE, subject: tall, insidePhoto: false, maxScale: 10 }));
    expect(onCanvas.height).toBeCloseTo(POSTER_FILL.height, 5);
    expect(onCanvas.width).toBeLessThan(POSTER_FILL.width);
  });

  it('enlarges no further than the print allows', () => {
    const view = posterView({ canvas: SQUARE, subject: SMALL_LEFT, insidePhoto: false, maxScale: 2 });
    expect(view.width).toBeCloseTo(0.5, 5);
    expect(centreOf(boxInView(SMALL_LEFT, view)).x).toBeCloseTo(POSTER_CENTRE.x, 5);
  });

  it('enlarges a bike on a landscape canvas only as far as its box still fits the square print', () => {
    const medium: Box = { x: 0.2, y: 0.4, width: 0.56, height: 0.4 };
    const view = posterView({ canvas: { width: 1500, height: 1000 }, subject: medium, insidePhoto: false, maxScale: 2 });
    const onCanvas = boxInView(medium, view);
    expect(onCanvas.width).toBeCloseTo(SQUARE_FIT * (1000 / 1500), 5);
    expect(onCanvas.width).toBeLessThan(POSTER_FILL.width);
    expect(onCanvas.width).toBeGreaterThan(medium.width);
  });

  it('never shrinks a bike larger than the poster share, but still centres it on a backdrop', () => {
    const large: Box = { x: 0.02, y: 0.05, width: 0.9, height: 0.85 };
    const view = posterView({ canvas: SQUARE, subject: large, insidePhoto: false, maxScale: 3 });
    expect(view.width).toBe(1);
    expect(centreOf(boxInView(large, view)).x).toBeCloseTo(POSTER_CENTRE.x, 5);
    expect(posterView({ canvas: SQUARE, subject: large, insidePhoto: true, maxScale: 3 })).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('crops the photo’s own scene inside the photo: a bike near a corner is moved only as far as the photo reaches', () => {
    const corner: Box = { x: 0.03, y: 0.7, width: 0.2, height: 0.2 };
    const view = posterView({ canvas: SQUARE, subject: corner, insidePhoto: true, maxScale: 2 });
    expect(view).toEqual({ x: 0, y: 0.5, width: 0.5, height: 0.5 });
    const onCanvas = boxInView(corner, view);
    expect(onCanvas.x).toBeGreaterThanOrEqual(0);
    expect(onCanvas.y + onCanvas.height).toBeLessThanOrEqual(1);
  });

  it('keeps a bike cut by the photo’s bottom edge on the canvas’s bottom edge, centred across', () => {
    const cut: Box = { x: 0.5, y: 0.8, width: 0.3, height: 0.2 };
    const view = posterView({ canvas: SQUARE, subject: cut, insidePhoto: false, maxScale: 10 });
    const onCanvas = boxInView(cut, view);
    expect(onCanvas.y + onCanvas.height).toBeCloseTo(1, 5);
    expect(centreOf(onCanvas).x).toBeCloseTo(POSTER_CENTRE.x, 5);
    expect(onCanvas.width).toBeCloseTo(POSTER_FILL.width, 5);
  });

  it('keeps a bike cut by the left edge there, and one cut by both sides at its size', () => {
    const left: Box = { x: 0, y: 0.3, width: 0.4, height: 0.3 };
    expect(boxInView(left, posterView({ canvas: SQUARE, subject: left, insidePhoto: false, maxScale: 10 })).x).toBe(0);
    const across: Box = { x: 0, y: 0.2, width: 1, height: 0.5 };
    const view = posterView({ canvas: SQUARE, subject: across, insidePhoto: false, maxScale: 10 });
    expect([view.x, view.width, view.height]).toEqual([0, 1, 1]);
    expect(centreOf(boxInView(across, view)).y).toBeCloseTo(POSTER_CENTRE.y, 5);
  });
});

describe('edgesTouched', () => {
  it('names the sides of the photo the box reaches', () => {
    expect(edgesTouched({ x: 0, y: 0.2, width: 0.5, height: 0.8 })).toEqual({ left: true, top: false, right: false, bottom: true });
    expect(edgesTouched(SMALL_LEFT)).toEqual({ left: false, top: false, right: false, bottom: false });
  });
});

describe('maxFramingScale', () => {
  it('lets a small photo’s bike grow as far as the print’s own enlargement leaves room for', () => {
    // A 1280x853 photo is painted whole at working size; its print files are already enlarged twice.
    expect(maxFramingScale({ width: 1280, height: 853 }, 1)).toBeCloseTo(MAX_DETAIL_ENLARGEMENT / 2, 5);
  });

  it('lets a 12 MP photo’s bike grow as far as the working size leaves the photo’s pixels unenlarged', () => {
    expect(maxFramingScale({ width: 4000, height: 3000 }, 0.4)).toBeCloseTo(2.5, 5);
  });

  it('never asks to shrink', () => {
    expect(maxFramingScale({ width: 20_000, height: 15_000 }, 1)).toBeGreaterThanOrEqual(1);
  });
});

describe('readView', () => {
  /** A 40x20 image: left half dark, right half light. */
  async function halves(channels: 1 | 3) {
    const size = { width: 40, height: 20 };
    const data = Buffer.alloc(size.width * size.height * channels);
    for (let pixel = 0; pixel < size.width * size.height; pixel += 1)
      data.fill(pixel % size.width < 20 ? 40 : 220, pixel * channels, (pixel + 1) * channels);
    return { image: sharp(data, { raw: { ...size, channels } }), size };
  }

  it('shows the whole image at the asked size', async () => {
    const { image, size } = await halves(3);
    const out = await readView(image, size, { x: 0, y: 0, width: 1, height: 1 }, { width: 20, height: 10 }, 3);
    expect(out.length).toBe(20 * 10 * 3);
    expect(out[(5 * 20 + 2) * 3]).toBe(40);
    expect(out[(5 * 20 + 17) * 3]).toBe(220);
  });

  it('enlarges the part a view shows', async () => {
    const { image, size } = await halves(3);
    const out = await readView(image, size, { x: 0.5, y: 0.25, width: 0.5, height: 0.5 }, { width: 40, height: 20 }, 3);
    expect(out.length).toBe(40 * 20 * 3);
    expect(Math.min(...out)).toBeGreaterThan(200);
  });

  it('leaves a mask empty past the image’s edge, and repeats a photo’s edge there', async () => {
    const view = { x: 0.5, y: 0, width: 1, height: 1 };
    const mask = await halves(1);
    const maskOut = await readView(mask.image, mask.size, view, { width: 40, height: 20 }, 1);
    expect(maskOut.length).toBe(40 * 20);
    expect(maskOut[10 * 40 + 5]).toBe(220);
    expect(maskOut[10 * 40 + 30]).toBe(0);
    const photo = await halves(3);
    const photoOut = await readView(photo.image, photo.size, view, { width: 40, height: 20 }, 3);
    expect(photoOut[(10 * 40 + 30) * 3]).toBe(220);
  });
});
