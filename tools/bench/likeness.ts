/**
 * Likeness guard benchmark (`npm run bench:likeness [-- --limit N --style Cartoon]`): for each bike
 * photo in ../shared/real-photos (read in place, never copied), the cut-out and a built-in draft,
 * then the guard's score for the draft and for three deliberate distortions of it it must catch: one
 * wheel scaled to 70%, the front upper quarter (bars, tank) shifted, and another photo's draft.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { defaultBackdrop, STYLES, type Style } from '@store/shared/styles';
import { loadMotorcycleDetector } from '@store/render-engine/detect-motorcycle';
import { isolateSubject, type SubjectMask } from '@store/render-engine/isolate-subject';
import { measureLikeness, type Likeness } from '@store/render-engine/likeness';
import { makeDraft } from '@store/render-engine/make-draft';
import { maskBox } from '@store/render-engine/subject-mask';
import { findWheels } from '@store/render-engine/vision/find-wheels';
import { loadOpenCv } from '@store/render-engine/vision/opencv';

const REAL_PHOTOS = join(import.meta.dirname, '../../../shared/real-photos');
/** Photos are drafted at this long side: the guard compares at 640 px, so bigger only costs time. */
const BENCH_LONG_SIDE = 1600;

const { values } = parseArgs({ options: { limit: { type: 'string' }, style: { type: 'string', default: 'Cartoon' } } });
const style = STYLES.find((candidate) => candidate === values.style) as Style | undefined;
if (!style) throw new Error(`--style must be one of ${STYLES.join(', ')}`);

type Case = { photo: string; path: string; mask: SubjectMask; draftPath: string };
const work = mkdtempSync(join(tmpdir(), 'bench-likeness-'));

async function prepare(file: string, detector: Awaited<ReturnType<typeof loadMotorcycleDetector>>): Promise<Case | null> {
  const path = join(work, `${file}.png`);
  await sharp(join(REAL_PHOTOS, file)).rotate().resize(BENCH_LONG_SIDE, BENCH_LONG_SIDE, { fit: 'inside' }).png().toFile(path);
  const subject = await isolateSubject(path, detector);
  const box = subject ? maskBox(subject.mask) : null;
  if (!subject || !box) return null;
  const draft = await makeDraft({
    photoPath: path,
    style: style!,
    backdrop: defaultBackdrop(style!),
    subject: { mask: subject.mask, box },
    outDir: work,
  });
  return { photo: file, path, mask: subject.mask, draftPath: draft.draftPath };
}

/** The draft with the left wheel (found as the guard finds it) shrunk to 70% about its centre, on the square's main colour. */
async function scaledWheel(item: Case): Promise<string> {
  const box = maskBox(item.mask)!;
  const { width = 1, height = 1 } = await sharp(item.draftPath).metadata();
  const { data } = await sharp(item.path).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = {
    x: Math.round(box.x * width),
    y: Math.round(box.y * height),
    width: Math.round(box.width * width),
    height: Math.round(box.height * height),
  };
  const [wheel] = findWheels((await loadOpenCv()).cv, { data, width, height }, pixels);
  const reach = Math.round(wheel!.radius * 1.3);
  const side = Math.min(2 * reach, width, height);
  const left = Math.min(width - side, Math.max(0, Math.round(wheel!.x) - reach));
  const top = Math.min(height - side, Math.max(0, Math.round(wheel!.y) - reach));
  const square = await sharp(item.draftPath)
    .extract({ left, top, width: side, height: Math.min(side, height - top) })
    .toBuffer();
  const { dominant } = await sharp(square).stats();
  const small = Math.round(side * 0.7);
  const shrunk = await sharp(square).resize(small, small, { fit: 'fill' }).toBuffer();
  const fill = await sharp({ create: { width: side, height: Math.min(side, height - top), channels: 3, background: dominant } })
    .png()
    .toBuffer();
  const out = `${item.draftPath}.wheel.jpg`;
  const offset = Math.round((side - small) / 2);
  await sharp(item.draftPath)
    .composite([
      { input: fill, left, top },
      { input: shrunk, left: left + offset, top: top + offset },
    ])
    .jpeg()
    .toFile(out);
  return out;
}

/** The draft with the bike box's upper right quarter moved 10% of the box's length left and 6% up. */
async function shiftedBars(item: Case): Promise<string> {
  const box = maskBox(item.mask)!;
  const { width = 1, height = 1 } = await sharp(item.draftPath).metadata();
  const region = {
    left: Math.round((box.x + box.width / 2) * width),
    top: Math.round(box.y * height),
    width: Math.round((box.width / 2) * width),
    height: Math.round(box.height * 0.45 * height),
  };
  const piece = await sharp(item.draftPath).extract(region).toBuffer();
  const out = `${item.draftPath}.bars.jpg`;
  await sharp(item.draftPath)
    .composite([
      {
        input: piece,
        left: Math.max(0, region.left - Math.round(box.width * width * 0.1)),
        top: Math.max(0, region.top - Math.round(box.height * height * 0.06)),
      },
    ])
    .jpeg()
    .toFile(out);
  return out;
}

const cell = (likeness: Likeness) => `${likeness.score}${likeness.reasons.length ? ` (${likeness.reasons.join(', ')})` : ''}`;

try {
  const detector = await loadMotorcycleDetector();
  const files = readdirSync(REAL_PHOTOS)
    .filter((file) => /\.(jpe?g|png|webp)$/i.test(file) && !file.startsWith('nobike-'))
    .sort()
    .slice(0, values.limit ? Number(values.limit) : undefined);
  const cases: Case[] = [];
  for (const file of files) {
    const prepared = await prepare(file, detector);
    if (prepared) cases.push(prepared);
    else console.log(`${file}: no bike found, skipped`);
  }
  console.log(`\n${style} drafts, built-in painter; likeness score (reasons)\n`);
  console.log('| photo | built-in draft | one wheel at 70% | bars shifted | another bike |');
  console.log('|---|---|---|---|---|');
  const scores: number[][] = [[], [], [], []];
  for (const [index, item] of cases.entries()) {
    const other = cases[(index + 1) % cases.length]!;
    const results = [
      await measureLikeness(item.path, item.draftPath, item.mask),
      await measureLikeness(item.path, await scaledWheel(item), item.mask),
      await measureLikeness(item.path, await shiftedBars(item), item.mask),
      await measureLikeness(item.path, other.draftPath, item.mask),
    ];
    results.forEach((result, column) => scores[column]!.push(result.score));
    console.log(`| ${item.photo} | ${results.map(cell).join(' | ')} |`);
  }
  const mean = (list: number[]) => (list.reduce((sum, value) => sum + value, 0) / Math.max(1, list.length)).toFixed(0);
  console.log(`| mean | ${scores.map(mean).join(' | ')} |`);
  detector.dispose();
} finally {
  rmSync(work, { recursive: true, force: true });
}
