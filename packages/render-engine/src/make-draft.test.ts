import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Box } from '@store/shared/photo-check';
import { defaultBackdrop, STYLES } from '@store/shared/styles';
import type { SubjectMask } from './isolate-subject.ts';
import { makeDraft } from './make-draft.ts';

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
    it(`paints a ${style} draft and a transparent layer of the photo's size`, async () => {
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
      const expectedAlpha = await sharp(mask.data, { raw: { ...MASK, channels: 1 } })
        .resize(PHOTO.width, PHOTO.height, { fit: 'fill' })
        .extractChannel(0)
        .raw()
        .toBuffer();
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

  it('paints the photo’s own scene in the style behind the bike, keeping the scene’s layout', async () => {
    const draft = await makeDraft({ photoPath, style: 'Cartoon', backdrop: 'photo', subject: { mask, box }, outDir: work });
    const painted = await sharp(draft.draftPath).resize(64, 64, { fit: 'fill' }).greyscale().raw().toBuffer();
    const photo = await sharp(photoPath).resize(64, 64, { fit: 'fill' }).greyscale().raw().toBuffer();
    let sum = 0;
    for (let pixel = 0; pixel < painted.length; pixel += 1) sum += Math.abs(painted[pixel]! - photo[pixel]!);
    expect(sum / painted.length).toBeLessThan(40);
  });

  it('writes each draft under a new name', async () => {
    const first = await makeDraft({ photoPath, style: 'Retro', backdrop: 'sunset', subject: { mask, box }, outDir: work });
    const second = await makeDraft({ photoPath, style: 'Retro', backdrop: 'sunset', subject: { mask, box }, outDir: work });
    expect(second.draftPath).not.toBe(first.draftPath);
    expect(second.layerPath).not.toBe(first.layerPath);
  });
});
