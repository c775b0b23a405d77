import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Box } from '@store/shared/photo-check';
import { WHOLE_PHOTO } from './framing.ts';
import type { SubjectMask } from './isolate-subject.ts';
import { measureLikeness } from './likeness.ts';
import { makeDraft } from './make-draft.ts';
import { maskBox } from './subject-mask.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const SIZE = { width: 960, height: 640 };
/** The store's default threshold for repainting a generated draft. */
const THRESHOLD = 70;
const GROUND = 580;

let work: string;
const photos: Record<string, { path: string; mask: SubjectMask; draft: string; view: Box }> = {};

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
  photos[name] = { path, mask, draft: draft.draftPath, view: draft.view };
}

type DrawnBike = {
  rearRadius?: number;
  frontRadius?: number;
  /** Where the wheels stand, left to right. */
  rearX?: number;
  frontX?: number;
  tank?: string;
  frame?: string;
  /** The silhouette alone, white on black: the cut-out. */
  silhouette?: boolean;
};

/** A side view of a bike drawn from shapes: two spoked wheels standing on the ground, frame, engine, tank, seat and bars. */
function bikeSvg({
  rearRadius = 110,
  frontRadius = 110,
  rearX = 250,
  frontX = 720,
  tank = '#c0302a',
  frame = '#2a2a30',
  silhouette = false,
}: DrawnBike): string {
  const ink = (colour: string) => (silhouette ? '#fff' : colour);
  const wheel = (x: number, radius: number) => {
    const y = GROUND - radius;
    if (silhouette) return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff"/>`;
    const spokes = Array.from({ length: 8 }, (_, index) => {
      const angle = (index * Math.PI) / 8;
      const [dx, dy] = [Math.cos(angle) * radius * 0.7, Math.sin(angle) * radius * 0.7];
      return `<line x1="${x - dx}" y1="${y - dy}" x2="${x + dx}" y2="${y + dy}" stroke="#b8b8c0" stroke-width="4"/>`;
    }).join('');
    return `<circle cx="${x}" cy="${y}" r="${radius - 14}" fill="none" stroke="#18181c" stroke-width="28"/>
      <circle cx="${x}" cy="${y}" r="${radius * 0.72}" fill="none" stroke="#c8c8d0" stroke-width="6"/>${spokes}
      <circle cx="${x}" cy="${y}" r="16" fill="#888"/>`;
  };
  const rearAxle = { x: rearX, y: GROUND - rearRadius };
  const frontAxle = { x: frontX, y: GROUND - frontRadius };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE.width}" height="${SIZE.height}">
    <rect width="100%" height="100%" fill="${silhouette ? '#000' : '#d9d4c8'}"/>
    ${silhouette ? '' : `<rect y="${GROUND}" width="100%" height="${SIZE.height - GROUND}" fill="#a69f90"/>`}
    ${wheel(rearX, rearRadius)}${wheel(frontX, frontRadius)}
    <polyline points="${rearAxle.x},${rearAxle.y} ${rearX + 60},300 ${frontX - 90},280 ${frontAxle.x},${frontAxle.y}"
      fill="none" stroke="${ink(frame)}" stroke-width="18" stroke-linejoin="round"/>
    <rect x="${rearX + 140}" y="330" width="${frontX - rearX - 290}" height="130" rx="20" fill="${ink('#6a6a72')}"/>
    <ellipse cx="${(rearX + frontX) / 2 + 40}" cy="275" rx="110" ry="45" fill="${ink(tank)}"/>
    <rect x="${rearX - 20}" y="262" width="190" height="34" rx="14" fill="${ink('#111')}"/>
    <polyline points="${frontX - 90},280 ${frontX - 110},190 ${frontX - 30},170" fill="none" stroke="${ink('#222')}" stroke-width="16"/>
    <circle cx="${frontX - 50}" cy="260" r="30" fill="${ink('#e8e2a0')}"/>
  </svg>`;
}

async function drawn(name: string, bike: DrawnBike): Promise<string> {
  const path = join(work, `${name}.png`);
  await sharp(Buffer.from(bikeSvg(bike)))
    .png()
    .toFile(path);
  return path;
}

async function maskOf(bike: DrawnBike): Promise<SubjectMask> {
  const data = await sharp(Buffer.from(bikeSvg({ ...bike, silhouette: true })))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data, ...SIZE };
}

/** The picture with the bike box's upper right quarter pasted 10% of the bike's length to the left and 6% up, its old place background. */
async function shiftedBars(path: string, mask: SubjectMask, background: string): Promise<string> {
  const box = maskBox(mask)!;
  const region = {
    left: Math.round((box.x + box.width / 2) * SIZE.width),
    top: Math.round(box.y * SIZE.height),
    width: Math.round((box.width / 2) * SIZE.width),
    height: Math.round(box.height * 0.45 * SIZE.height),
  };
  const piece = await sharp(path).extract(region).toBuffer();
  const blank = await sharp({ create: { width: region.width, height: region.height, channels: 3, background } })
    .png()
    .toBuffer();
  const out = join(work, `${path}-bars.png`.split('/').pop()!);
  await sharp(path)
    .composite([
      { input: blank, left: region.left, top: region.top },
      {
        input: piece,
        left: region.left - Math.round(box.width * SIZE.width * 0.1),
        top: Math.max(0, region.top - Math.round(box.height * SIZE.height * 0.06)),
      },
    ])
    .png()
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

  it('scores the built-in painter’s draft of the photo high, seen through the draft’s framing, with nothing to report', async () => {
    const { path, mask, draft, view } = photos['middlebury-motorcycle']!;
    expect(view).not.toEqual(WHOLE_PHOTO);
    const likeness = await measureLikeness(path, draft, mask, view);
    expect(likeness.score).toBeGreaterThanOrEqual(THRESHOLD);
    expect(likeness.reasons.filter((reason) => reason.startsWith('silhouette') || reason.includes('wheel'))).toEqual([]);
  });

  it('catches another bike: low score, the silhouette named', async () => {
    const { path, mask } = photos['middlebury-motorcycle']!;
    const likeness = await measureLikeness(path, photos['synthetic-cruiser-desert']!.draft, mask);
    expect(likeness.score).toBeLessThan(THRESHOLD);
    expect(likeness.reasons.some((reason) => /^silhouette \d+%$/.test(reason))).toBe(true);
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

  it('judges a cut-out that fills the whole frame, where GrabCut has no backdrop to learn from', async () => {
    const { path } = photos['middlebury-motorcycle']!;
    const likeness = await measureLikeness(path, path, { data: Buffer.alloc(SIZE.width * SIZE.height, 255), ...SIZE });
    expect(likeness.score).toBeGreaterThanOrEqual(THRESHOLD);
  });

  describe('on a drawn bike', () => {
    let photo: string;
    let mask: SubjectMask;
    beforeAll(async () => {
      photo = await drawn('bike', {});
      mask = await maskOf({});
    });

    it('passes the same bike repainted in other colours, naming no wheel or part', async () => {
      const likeness = await measureLikeness(photo, await drawn('repainted', { tank: '#2a5cc0', frame: '#5a5a20' }), mask);
      expect(likeness.score).toBeGreaterThanOrEqual(THRESHOLD);
      expect(likeness.reasons.filter((reason) => /wheel|changed at|moved at/.test(reason))).toEqual([]);
    });

    it('passes the same bike restyled (softened, recoloured, its edges redrawn), naming no wheel or move', async () => {
      const restyled = join(work, 'restyled.png');
      await sharp(await drawn('restyle-source', {}))
        .blur(2.5)
        .modulate({ hue: 140, saturation: 1.8, brightness: 1.1 })
        .sharpen({ sigma: 2 })
        .png()
        .toFile(restyled);
      const likeness = await measureLikeness(photo, restyled, mask);
      expect(likeness.score).toBeGreaterThanOrEqual(THRESHOLD);
      expect(likeness.reasons.filter((reason) => /wheel|moved/.test(reason))).toEqual([]);
    });

    it('catches one wheel drawn at 70%, standing where it stood, and names it', async () => {
      const likeness = await measureLikeness(photo, await drawn('small-rear', { rearRadius: 77 }), mask);
      expect(likeness.score).toBeLessThan(THRESHOLD);
      expect(likeness.reasons.some((reason) => /left wheel smaller|left smaller/.test(reason))).toBe(true);
    });

    it('catches one wheel drawn at 80% on a restyled draft, where the smaller wheel matches only a little better', async () => {
      const restyled = join(work, 'restyled-smaller-front.png');
      await sharp(await drawn('smaller-front', { frontRadius: 88 }))
        .blur(3)
        .modulate({ hue: 200, saturation: 1.6 })
        .sharpen({ sigma: 2 })
        .png()
        .toFile(restyled);
      const likeness = await measureLikeness(photo, restyled, mask);
      expect(likeness.score).toBeLessThan(THRESHOLD);
      expect(likeness.reasons).toContain('right wheel smaller');
    });

    it('passes both wheels drawn 5% smaller, a painter’s slip rather than another wheel', async () => {
      const likeness = await measureLikeness(photo, await drawn('slightly-smaller', { rearRadius: 105, frontRadius: 105 }), mask);
      expect(likeness.score).toBeGreaterThanOrEqual(THRESHOLD);
      expect(likeness.reasons.filter((reason) => reason.includes('wheel'))).toEqual([]);
    });

    it('catches the whole bike drawn smaller with one wheel shrunk more, by the wheels’ ratio', async () => {
      const likeness = await measureLikeness(photo, await drawn('both-small', { rearRadius: 70, frontRadius: 100 }), mask);
      expect(likeness.score).toBeLessThan(THRESHOLD);
      expect(likeness.reasons.some((reason) => reason.includes('wheel'))).toBe(true);
    });

    it('catches the bars moved up and left, and names the top right moved that way', async () => {
      const likeness = await measureLikeness(photo, await shiftedBars(photo, mask, '#d9d4c8'), mask);
      expect(likeness.score).toBeLessThan(THRESHOLD);
      expect(likeness.reasons.some((reason) => /^(top|upper middle) right.* moved (up and )?left$/.test(reason))).toBe(true);
    });

    it('catches the bars moved on a restyled draft, where every line is redrawn', async () => {
      const restyled = join(work, 'restyled-bars-source.png');
      await sharp(photo).blur(2).modulate({ hue: 60, saturation: 1.5 }).sharpen({ sigma: 2 }).png().toFile(restyled);
      const likeness = await measureLikeness(photo, await shiftedBars(restyled, mask, '#c9d4d8'), mask);
      expect(likeness.score).toBeLessThan(THRESHOLD);
      expect(likeness.reasons.some((reason) => /right.* moved/.test(reason))).toBe(true);
    });

    it('catches another bike: shorter, with small wheels', async () => {
      const likeness = await measureLikeness(
        photo,
        await drawn('other', { rearRadius: 80, frontRadius: 80, rearX: 330, frontX: 640 }),
        mask,
      );
      expect(likeness.score).toBeLessThan(THRESHOLD);
    });
  });
});
