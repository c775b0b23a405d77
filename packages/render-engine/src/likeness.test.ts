import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubjectMask } from './isolate-subject.ts';
import { measureLikeness } from './likeness.ts';
import { makeDraft } from './make-draft.ts';
import { maskBox } from './subject-mask.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const SIZE = { width: 960, height: 640 };
/** The store's default threshold for repainting a generated draft. */
const THRESHOLD = 70;

let work: string;
const photos: Record<string, { path: string; mask: SubjectMask; draft: string }> = {};

async function prepare(name: string): Promise<void> {
  const path = join(work, `${name}.jpg`);
  await sharp(join(FIXTURES, name.startsWith('middlebury') ? `${name}.png` : `${name}.jpg`))
    .resize(SIZE.width, SIZE.height, { fit: 'fill' })
    .jpeg()
    .toFile(path);
  const data = await sharp(join(FIXTURES, `${name}.mask.png`))
    .resize(SIZE.width, SIZE.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const mask = { data, ...SIZE };
  const draft = await makeDraft({
    photoPath: path,
    style: 'Cartoon',
    backdrop: 'plain',
    subject: { mask, box: maskBox(mask)! },
    outDir: work,
  });
  photos[name] = { path, mask, draft: draft.draftPath };
}

/** The draft with the bike box's upper right quarter pasted 10% of the bike's length to the left and 6% up: bars and tank moved. */
async function shiftedBars(name: string): Promise<string> {
  const { mask, draft } = photos[name]!;
  const box = maskBox(mask)!;
  const region = {
    left: Math.round((box.x + box.width / 2) * SIZE.width),
    top: Math.round(box.y * SIZE.height),
    width: Math.round((box.width / 2) * SIZE.width),
    height: Math.round(box.height * 0.45 * SIZE.height),
  };
  const piece = await sharp(draft).extract(region).toBuffer();
  const out = join(work, `${name}-bars.jpg`);
  await sharp(draft)
    .composite([
      {
        input: piece,
        left: region.left - Math.round(box.width * SIZE.width * 0.1),
        top: Math.max(0, region.top - Math.round(box.height * SIZE.height * 0.06)),
      },
    ])
    .jpeg()
    .toFile(out);
  return out;
}

describe('measureLikeness', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'likeness-test-'));
    await prepare('middlebury-motorcycle');
    await prepare('synthetic-cruiser-desert');
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('scores the built-in painter’s draft of the photo high, with nothing to report', async () => {
    const { path, mask, draft } = photos['middlebury-motorcycle']!;
    const likeness = await measureLikeness(path, draft, mask);
    expect(likeness.score).toBeGreaterThanOrEqual(THRESHOLD);
    expect(likeness.reasons.filter((reason) => reason.startsWith('silhouette'))).toEqual([]);
  });

  it('catches another bike: low score, the silhouette named', async () => {
    const { path, mask } = photos['middlebury-motorcycle']!;
    const likeness = await measureLikeness(path, photos['synthetic-cruiser-desert']!.draft, mask);
    expect(likeness.score).toBeLessThan(THRESHOLD);
    expect(likeness.reasons.some((reason) => /^silhouette \d+%$/.test(reason))).toBe(true);
  });

  // On the real photos a shift this size falls under the threshold on some bikes only, and is named on some (docs/performance.md).
  it('marks moved bars down', async () => {
    const { path, mask, draft } = photos['middlebury-motorcycle']!;
    const likeness = await measureLikeness(path, await shiftedBars('middlebury-motorcycle'), mask);
    expect(likeness.score).toBeLessThan((await measureLikeness(path, draft, mask)).score - 5);
  });

  it('compares lines and colour alone when the photo has no cut-out, and never throws on a draft of another shape', async () => {
    const { path, draft } = photos['middlebury-motorcycle']!;
    const squashed = join(work, 'squashed.png');
    await sharp(draft).resize(400, 400, { fit: 'fill' }).png().toFile(squashed);
    const likeness = await measureLikeness(path, squashed, null);
    expect(likeness.reasons).toContain('framing differs from the photo');
    expect(likeness.score).toBeGreaterThanOrEqual(0);
    expect(likeness.score).toBeLessThanOrEqual(100);
  });
});
