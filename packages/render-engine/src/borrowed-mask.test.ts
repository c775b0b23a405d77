import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Box } from '@store/shared/photo-check';
import { keepChosenSubject, readBorrowedMask } from './borrowed-mask.ts';
import type { Detection } from './detect-motorcycle.ts';
import type { Subject, SubjectMask } from './isolate-subject.ts';

const SIZE = { width: 200, height: 100 };
/** The chosen bike on the left, a second bike on the right, a rider on the chosen one, a bystander by the second. */
const BIKE: Detection = { box: { x: 0.1, y: 0.4, width: 0.35, height: 0.5 }, score: 0.9 };
const OTHER_BIKE: Detection = { box: { x: 0.6, y: 0.45, width: 0.3, height: 0.45 }, score: 0.7 };
const RIDER: Detection = { box: { x: 0.18, y: 0.1, width: 0.15, height: 0.6 }, score: 0.8 };
const BYSTANDER: Detection = { box: { x: 0.42, y: 0.2, width: 0.1, height: 0.7 }, score: 0.8 };

function maskOf(...boxes: Box[]): SubjectMask {
  const data = Buffer.alloc(SIZE.width * SIZE.height);
  for (const box of boxes)
    for (let y = Math.round(box.y * SIZE.height); y < Math.round((box.y + box.height) * SIZE.height); y += 1)
      data.fill(255, y * SIZE.width + Math.round(box.x * SIZE.width), y * SIZE.width + Math.round((box.x + box.width) * SIZE.width));
  return { data, ...SIZE };
}

function subjectWith(own: SubjectMask, rider: boolean): Subject {
  const box = rider ? { x: 0.1, y: 0.1, width: 0.35, height: 0.8 } : BIKE.box;
  return {
    mask: own,
    embedding: null,
    scene: { bikes: [BIKE, OTHER_BIKE], people: [RIDER, BYSTANDER], bicycles: [] },
    box,
    bikes: [BIKE, OTHER_BIKE],
    bike: 0,
    riders: [RIDER],
    rider,
  };
}

const at = (mask: SubjectMask, x: number, y: number) => mask.data[Math.round(y * mask.height) * mask.width + Math.round(x * mask.width)];

describe('a borrowed mask (ComfyUI’s background removal) kept to the chosen bike', () => {
  const directory = mkdtempSync(join(tmpdir(), 'borrowed-mask-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps the chosen bike and its rider, drops the second bike, and lets the store’s cut-out decide where a bystander overlaps', async () => {
    // The background remover took in everything salient: both bikes, the rider, the bystander, and a lamp top right.
    const borrowed = maskOf(BIKE.box, OTHER_BIKE.box, RIDER.box, BYSTANDER.box, { x: 0.9, y: 0.02, width: 0.08, height: 0.1 });
    // The store's own cut-out: the bike and rider, not the bystander standing against it.
    const own = maskOf(BIKE.box, RIDER.box);
    const kept = await keepChosenSubject(borrowed, subjectWith(own, true));
    expect(kept).not.toBeNull();
    expect([at(kept!, 0.2, 0.7), at(kept!, 0.25, 0.3)]).toEqual([255, 255]);
    expect(at(kept!, 0.75, 0.7)).toBe(0);
    expect(at(kept!, 0.94, 0.07)).toBe(0);
    expect(at(kept!, 0.47, 0.3)).toBe(0);
  });

  it('leaves out a rider staff dropped, where the store’s cut-out leaves them out', async () => {
    const borrowed = maskOf(BIKE.box, RIDER.box);
    const own = maskOf(BIKE.box);
    const kept = await keepChosenSubject(borrowed, subjectWith(own, false));
    expect(at(kept!, 0.25, 0.2)).toBe(0);
    expect(at(kept!, 0.2, 0.8)).toBe(255);
  });

  it('gives up (null) when the mask holds almost nothing of the chosen bike', async () => {
    expect(await keepChosenSubject(maskOf(), subjectWith(maskOf(BIKE.box), true))).toBeNull();
    expect(await keepChosenSubject(maskOf(OTHER_BIKE.box), subjectWith(maskOf(BIKE.box), true))).toBeNull();
  });

  it('reads a mask saved as an RGB image at another size, at the cut-out’s size', async () => {
    const path = join(directory, 'mask.png');
    const white = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#000' } })
      .composite([{ input: { create: { width: 20, height: 20, channels: 3, background: '#fff' } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    await sharp(white).toFile(path);
    // Sized by the store's own cut-out, as the worker does: its pixels must not leak in.
    const mask = await readBorrowedMask(path, maskOf({ x: 0, y: 0, width: 1, height: 1 }));
    expect([mask.width, mask.height, mask.data.length]).toEqual([200, 100, 20_000]);
    expect([at(mask, 0.2, 0.5), at(mask, 0.8, 0.5)]).toEqual([255, 0]);
  });
});
