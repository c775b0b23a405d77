import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Box } from '@store/shared/photo-check';
import { defaultBackdrop, STYLES } from '@store/shared/styles';
import { POSTER_CENTRE, readView } from './framing.ts';
import type { SubjectMask } from './isolate-subject.ts';
import { makeDraft } from './make-draft.ts';
import { subjectBoxOfLayer } from './subject-box.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const PHOTO = { width: 800, height: 533 };
/** The mask comes at analysis size, smaller than the photo but the same aspect. */
const MASK = { width: 600, height: 400 };

let work: string;
let photoPath: string;
let mask: SubjectMask;
let box: Box;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'draft-test-'));
  photoPath = join(work, 'photo.jpg');
  await sharp(join(FIXTURES, 'synthetic-cafe-garage.jpg')).resize(PHOTO.width, PHOTO.height, { fit: 'fill' }).jpeg().toFile(photoPath);
  const data = await sharp(join(FIXTURES, 'synthetic-cafe-garage.mask.png'))
    .resize(MASK.width, MASK.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  mask = { data, width: MASK.width, height: MASK.height };
  box = boundsOf(mask);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

function boundsOf({ data, width, height }: SubjectMask): Box {
  let left = width;
  let top = height;
  let right = 0;
  let bottom = 0;
  for (let pixel = 0; pixel < data.length; pixel += 1) {
    if (data[pixel]! < 128) continue;
    const x = pixel % width;
    const y = Math.floor(pixel / width);
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  return { x: left / width, y: top / height, width: (right - left) / width, height: (bottom - top) / height };
}

async function rawOf(path: string) {
  return sharp(path).raw().toBuffer({ resolveWithObject: true });
}

describe('makeDraft', () => {
  for (const style of STYLES) {
    it(`paints a ${style} draft and a transparent layer of the photo's size, the bike where the view puts it`, async () => {
      const steps: string[] = [];
      const draft = await makeDraft({
        photoPath,
        style,
        backdrop: defaultBackdrop(style),
        subject: { mask, box },
        outDir: work,
        onProgress: (step) => steps.push(step),
      });

      expect(draft).toMatchObject(PHOTO);
      const drafted = await sharp(draft.draftPath).metadata();
      expect([drafted.format, drafted.width, drafted.height]).toEqual(['jpeg', PHOTO.width, PHOTO.height]);
      expect(steps).toContain('Painting');

      const layer = await rawOf(draft.layerPath);
      expect([layer.info.width, layer.info.height, layer.info.channels]).toEqual([PHOTO.width, PHOTO.height, 4]);
      const expectedAlpha = await readView(sharp(mask.data, { raw: { ...MASK, channels: 1 } }), MASK, draft.view, PHOTO, 1);
      let difference = 0;
      let outsideOpaque = 0;
      for (let pixel = 0; pixel < expectedAlpha.length; pixel += 1) {
        const alpha = layer.data[pixel * 4 + 3]!;
        difference += Math.abs(alpha - expectedAlpha[pixel]!);
        if (expectedAlpha[pixel] === 0 && alpha > 0) outsideOpaque += 1;
      }
      expect(difference / expectedAlpha.length).toBeLessThan(2);
      expect(outsideOpaque).toBe(0);
    });
  }

  it('stands the bike on a plain light backdrop when asked', async () => {
    const draft = await makeDraft({ photoPath, style: 'Cyberpunk', backdrop: 'plain', subject: { mask, box }, outDir: work });
    const { data, info } = await rawOf(draft.draftPath);
    for (const [x, y] of [
      [5, 5],
      [info.width - 6, 5],
      [5, Math.round(info.height * 0.5)],
      [info.width - 6, Math.round(info.height * 0.5)],
    ] as const) {
      const index = (y * info.width + x) * info.channels;
      const [red, green, blue] = [data[index]!, data[index + 1]!, data[index + 2]!];
      expect(Math.min(red, green, blue)).toBeGreaterThan(200);
      expect(Math.max(red, green, blue) - Math.min(red, green, blue)).toBeLessThan(16);
    }
  });

  it('stylises the whole photo when no bike was isolated', async () => {
    const draft = await makeDraft({ photoPath, style: 'Anime', backdrop: 'sky', subject: null, outDir: work });
    expect(draft).toMatchObject(PHOTO);
    const layer = await rawOf(draft.layerPath);
    expect([layer.info.width, layer.info.height]).toEqual([PHOTO.width, PHOTO.height]);
    let transparent = 0;
    for (let pixel = 3; pixel < layer.data.length; pixel += 4) if (layer.data[pixel]! < 255) transparent += 1;
    expect(transparent).toBe(0);
  });

  it('paints the photo’s own scene in the style behind the bike, keeping the layout of the part it shows', async () => {
    const draft = await makeDraft({ photoPath, style: 'Cartoon', backdrop: 'photo', subject: { mask, box }, outDir: work });
    const { x, y, width, height } = draft.view;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(1 + 1e-9);
    expect(y + height).toBeLessThanOrEqual(1 + 1e-9);
    const painted = await sharp(draft.draftPath).resize(64, 64, { fit: 'fill' }).greyscale().raw().toBuffer();
    const photo = await readView(sharp(photoPath).greyscale(), PHOTO, draft.view, { width: 64, height: 64 }, 1);
    let sum = 0;
    for (let pixel = 0; pixel < painted.length; pixel += 1) sum += Math.abs(painted[pixel]! - photo[pixel]!);
    expect(sum / painted.length).toBeLessThan(40);
  });

  describe('poster framing', () => {
    /** A 400x300 photo of a grey street with a small red bike at `bike` (pixels), and its mask. */
    async function smallBike(bike: { left: number; top: number; width: number; height: number }) {
      const size = { width: 400, height: 300 };
      const path = join(work, `small-bike-${bike.left}-${bike.top}.png`);
      const red = await sharp({ create: { width: bike.width, height: bike.height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
        .png()
        .toBuffer();
      await sharp({ create: { ...size, channels: 3, background: { r: 120, g: 120, b: 110 } } })
        .composite([{ input: red, left: bike.left, top: bike.top }])
        .png()
        .toFile(path);
      const data = Buffer.alloc(size.width * size.height);
      for (let row = bike.top; row < bike.top + bike.height; row += 1)
        data.fill(255, row * size.width + bike.left, row * size.width + bike.left + bike.width);
      const smallMask: SubjectMask = { data, ...size };
      const smallBox: Box = {
        x: bike.left / size.width,
        y: bike.top / size.height,
        width: bike.width / size.width,
        height: bike.height / size.height,
      };
      return { path, subject: { mask: smallMask, box: smallBox } };
    }

    it('enlarges a small off-centre bike and centres it, a little above the middle, in the draft and its layer', async () => {
      const photo = await smallBike({ left: 30, top: 170, width: 60, height: 40 });
      const draft = await makeDraft({ photoPath: photo.path, style: 'Cartoon', backdrop: 'plain', subject: photo.subject, outDir: work });
      const placed = (await subjectBoxOfLayer(draft.layerPath))!;
      // A 400x300 photo's print files are already enlarged twice: the bike may grow twice more.
      expect(placed.width).toBeCloseTo(0.3, 1);
      expect(placed.x + placed.width / 2).toBeCloseTo(POSTER_CENTRE.x, 1);
      expect(placed.y + placed.height / 2).toBeCloseTo(POSTER_CENTRE.y, 1);
      const { data, info } = await rawOf(draft.draftPath);
      const middle = (Math.round(info.height * POSTER_CENTRE.y) * info.width + Math.round(info.width / 2)) * info.channels;
      expect(data[middle]! - data[middle + 1]!).toBeGreaterThan(60);
    });

    it('crops the photo’s own scene around a small bike near its side, never past the photo', async () => {
      const photo = await smallBike({ left: 30, top: 170, width: 60, height: 40 });
      const draft = await makeDraft({ photoPath: photo.path, style: 'Cartoon', backdrop: 'photo', subject: photo.subject, outDir: work });
      expect(draft.view.x).toBe(0);
      expect(draft.view.width).toBeCloseTo(0.5, 5);
      const placed = (await subjectBoxOfLayer(draft.layerPath))!;
      expect(placed.width).toBeCloseTo(0.3, 1);
      expect(placed.y + placed.height / 2).toBeCloseTo(POSTER_CENTRE.y, 1);
    });

    it('keeps a bike cut by the photo’s bottom edge standing on the draft’s bottom edge', async () => {
      const photo = await smallBike({ left: 250, top: 240, width: 90, height: 60 });
      const draft = await makeDraft({ photoPath: photo.path, style: 'Cartoon', backdrop: 'plain', subject: photo.subject, outDir: work });
      const placed = (await subjectBoxOfLayer(draft.layerPath))!;
      expect(placed.y + placed.height).toBeCloseTo(1, 2);
      expect(placed.x + placed.width / 2).toBeCloseTo(POSTER_CENTRE.x, 1);
    });
  });

  it('writes each draft under a new name', async () => {
    const first = await makeDraft({ photoPath, style: 'Retro', backdrop: 'sunset', subject: { mask, box }, outDir: work });
    const second = await makeDraft({ photoPath, style: 'Retro', backdrop: 'sunset', subject: { mask, box }, outDir: work });
    expect(second.draftPath).not.toBe(first.draftPath);
    expect(second.layerPath).not.toBe(first.layerPath);
  });
});
