/**
 * Likeness guard benchmark (`npm run bench:likeness [-- --limit N --cache DIR --half tuning|held-out --sheet FILE.png]`):
 * for each bike photo in ../shared/real-photos (read in place, never copied into the repository), the
 * cut-out and a built-in draft in every style, each scored by the guard (all must pass), then four
 * distortions of one of those drafts (the style in rotation) that it must catch: one wheel redrawn at
 * 70% and at 80%, the bars (the front end found in the cut-out) moved, and another photo's bike.
 * `--half` scores only the first 12 photos by name (tuning) or the rest (held out); `--sheet` writes
 * each distorted draft's wheel and bars beside the draft as it was, to check by eye that a wheel shrank and the bars moved.
 *
 * The distortions are made on the draft's own layers, as a painter would draw them: the bike part
 * is lifted from the styled bike layer, the backdrop filled in behind it, and the part laid back
 * changed. The wheel is placed by an ellipse fitted to the tyre's outline in the cut-out (see
 * scaledWheel), not by the guard's wheel finder, so the bench does not grade the guard with its own answer.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { defaultBackdrop, STYLES, type Style } from '@store/shared/styles';
import { loadMotorcycleDetector } from '@store/render-engine/detect-motorcycle';
import { isolateSubject } from '@store/render-engine/isolate-subject';
import { measureLikeness, type Likeness } from '@store/render-engine/likeness';
import { anotherBike, scaledWheel, shiftedBars, type Case, type Drafted, type Prepared } from './likeness-distortions.ts';
import { WHOLE_PHOTO } from '@store/render-engine/framing';
import { makeDraft } from '@store/render-engine/make-draft';
import { maskBox, readMask, writeMask } from '@store/render-engine/subject-mask';
import { writeContactSheet, type SheetRow } from '@store/render-engine/contact-sheet';

const REAL_PHOTOS = join(import.meta.dirname, '../../../shared/real-photos');
/** Photos are drafted at this long side: the guard compares at 640 px, so bigger only costs time. */
const BENCH_LONG_SIDE = 1600;
/** The store repaints a generated draft under this score (LIKENESS_MIN_SCORE's default). */
const THRESHOLD = 70;

const { values } = parseArgs({
  options: { limit: { type: 'string' }, cache: { type: 'string' }, half: { type: 'string' }, sheet: { type: 'string' } },
});

/** With --cache the cut-outs and drafts are kept between runs (in a folder outside the repository), so the guard can be re-run alone. */
const work = values.cache ?? join(tmpdir(), `bench-likeness-${process.pid}`);
mkdirSync(work, { recursive: true });

async function prepare(file: string, detector: Awaited<ReturnType<typeof loadMotorcycleDetector>>): Promise<Case | null> {
  const folder = join(work, file.replace(/\.\w+$/, ''));
  const path = join(folder, 'photo.png');
  const maskPath = join(folder, 'mask.png');
  const draftsPath = join(folder, 'drafts.json');
  if (existsSync(draftsPath)) {
    const prepared = JSON.parse(readFileSync(draftsPath, 'utf8')) as Prepared | null;
    return prepared ? { photo: file, path, mask: await readMask(maskPath), ...prepared } : null;
  }
  mkdirSync(folder, { recursive: true });
  await sharp(join(REAL_PHOTOS, file)).rotate().resize(BENCH_LONG_SIDE, BENCH_LONG_SIDE, { fit: 'inside' }).png().toFile(path);
  const subject = await isolateSubject(path, detector);
  const box = subject ? maskBox(subject.mask) : null;
  if (!subject || !box) {
    writeFileSync(draftsPath, 'null');
    return null;
  }
  const drafts = {} as Record<Style, Drafted>;
  for (const style of STYLES) {
    const draft = await makeDraft({
      photoPath: path,
      style,
      backdrop: defaultBackdrop(style),
      subject: { mask: subject.mask, box },
      outDir: folder,
      // The distortions are placed by the photo's coordinates: the guard is measured on drafts that keep them.
      view: WHOLE_PHOTO,
    });
    drafts[style] = { draftPath: draft.draftPath, layerPath: draft.layerPath };
  }
  await writeMask(subject.mask, maskPath);
  const bike = subject.bikes[subject.bike]!.box;
  writeFileSync(draftsPath, JSON.stringify({ bike, drafts }));
  return { photo: file, path, mask: subject.mask, bike, drafts };
}

const cell = (likeness: Likeness | null) =>
  likeness ? `${likeness.score}${likeness.reasons.length ? ` (${likeness.reasons.join(', ')})` : ''}` : 'nothing to distort';
const mean = (list: number[]) => (list.reduce((sum, value) => sum + value, 0) / Math.max(1, list.length)).toFixed(0);
/** Measures are tuned looking at the first photos by name only; the rest are held out and reported apart. */
const TUNING_PHOTOS = 12;
const DISTORTIONS = ['one wheel at 70%', 'one wheel at 80%', 'bars shifted', 'another bike'];

type Scored = { half: 'tuning' | 'held out'; builtIn: number[]; distorted: Array<number | null> };

function summary(name: string, rows: Scored[]): void {
  const builtIn = rows.flatMap((row) => row.builtIn);
  const passed = builtIn.filter((score) => score >= THRESHOLD).length;
  const distortions = DISTORTIONS.map((distortion, column) => {
    const scores = rows.flatMap((row) => (row.distorted[column] === null ? [] : [row.distorted[column]!]));
    const caught = scores.filter((score) => score < THRESHOLD).length;
    const skipped = rows.length - scores.length;
    return `${distortion} caught ${caught}/${scores.length} (mean ${mean(scores)}${skipped ? `; ${skipped} with nothing to distort (no wheel or no front end found)` : ''})`;
  });
  console.log(
    `${name} (${rows.length} photos): built-in ${passed}/${builtIn.length} pass (mean ${mean(builtIn)}, min ${Math.min(...builtIn)}); ${distortions.join('; ')}`,
  );
}

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
  detector.dispose();
  const halfOf = (item: Case) => (files.indexOf(item.photo) < TUNING_PHOTOS ? 'tuning' : 'held out');
  console.log(`\nBuilt-in drafts in every style, then distortions of one draft (style in rotation); likeness score (reasons)\n`);
  console.log(`| photo | half | ${STYLES.join(' | ')} | distorted style | ${DISTORTIONS.join(' | ')} |`);
  console.log(`|---|---|${STYLES.map(() => '---|').join('')}---|${DISTORTIONS.map(() => '---|').join('')}`);
  const scored: Scored[] = [];
  const sheet: SheetRow[] = [];
  const times: number[] = [];
  const timed = async (draftPath: string | null, item: Case) => {
    if (!draftPath) return null;
    const started = performance.now();
    const likeness = await measureLikeness(item.path, draftPath, item.mask);
    times.push(performance.now() - started);
    return likeness;
  };
  for (const [index, item] of cases.entries()) {
    const half = halfOf(item);
    if (values.half && values.half !== half.replace(' ', '-')) continue;
    const styled: Likeness[] = [];
    for (const style of STYLES) styled.push((await timed(item.drafts[style].draftPath, item))!);
    const style = STYLES[index % STYLES.length]!;
    const draft = item.drafts[style];
    const other = cases[(index + 1) % cases.length]!.drafts[style];
    const paths = [
      await scaledWheel(item, draft, 0.7),
      await scaledWheel(item, draft, 0.8),
      await shiftedBars(item, draft),
      await anotherBike(item, other),
    ];
    const results: Array<Likeness | null> = [];
    for (const path of paths) results.push(await timed(path, item));
    scored.push({ half, builtIn: styled.map((likeness) => likeness.score), distorted: results.map((result) => result?.score ?? null) });
    console.log(`| ${item.photo} | ${half} | ${[...styled.map(cell), style, ...results.map(cell)].join(' | ')} |`);
    sheet.push({
      label: `${item.photo} (${half})`,
      tiles: [
        { label: `${style} draft: ${styled[STYLES.indexOf(style)]!.score}`, path: draft.draftPath },
        ...paths.slice(0, 3).map((path, column) => ({
          label: `${DISTORTIONS[column]}: ${results[column]?.score ?? 'nothing to distort'}`,
          path,
        })),
      ],
    });
  }
  console.log('');
  for (const half of ['tuning', 'held out'] as const) {
    const rows = scored.filter((row) => row.half === half);
    if (rows.length) summary(`${half} half`, rows);
  }
  if (!values.half) summary('all', scored);
  console.log(`time per score: mean ${mean(times)} ms, max ${Math.max(...times).toFixed(0)} ms`);
  if (values.sheet) await writeContactSheet(sheet, values.sheet);
} finally {
  if (!values.cache) rmSync(work, { recursive: true, force: true });
}
