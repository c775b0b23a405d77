/**
 * Photo check on real photos (`npm run bench:photo-check`): runs the engine's measurements and the
 * shared rules on every photo in ../shared/real-photos and compares what they say with what a fair
 * check should say (tools/bench/photo-check-truth.json, written by looking at each photo). Prints,
 * per finding, how often it should have warned and did: true and false positives and negatives.
 * `--grabcut` measures on the detector's box alone, as a store without the cut-out model does;
 * by default the bike is the model's cut-out. The photos stay outside the repository; without them
 * the bench says so and stops.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { judgePhoto, type PhotoMeasurements } from '../../packages/shared/src/photo-check.ts';
import { loadMotorcycleDetector } from '../../packages/render-engine/src/detect-motorcycle.ts';
import { measurePhoto } from '../../packages/render-engine/src/measure-photo.ts';
import { loadSamModel } from '../../packages/render-engine/src/segment/sam-model.ts';

const PHOTOS = join(import.meta.dirname, '../../../shared/real-photos');
const TRUTH = join(import.meta.dirname, 'photo-check-truth.json');

/** The questions the table asks; a photo's resolution findings (too small, low) count as one. */
const QUESTIONS = ['no-bike', 'too-dark', 'blurred', 'blown-out', 'bike-too-small', 'low-resolution', 'tight-frame', 'several-bikes'];
const SAME_QUESTION: Record<string, string> = { 'too-small': 'low-resolution' };

type Truth = { photos: Record<string, { warn: string[]; notes: string[]; reason: string }> };
type Tally = { tp: string[]; fp: string[]; fn: string[]; tn: number };

function summary(measurements: PhotoMeasurements): string {
  const round = (value: number) => Number(value.toFixed(3));
  const { width, height, bike, ...rest } = measurements;
  const measured = Object.entries(rest).map(
    ([name, value]) => `${name} ${typeof value === 'number' ? round(value) : JSON.stringify(value)}`,
  );
  const box = bike && `bike ${[bike.box.x, bike.box.y, bike.box.width, bike.box.height].map(round).join(',')} (${round(bike.score)})`;
  return [`${width}x${height}`, ...measured, box ?? 'no bike'].join(', ');
}

async function main(): Promise<void> {
  if (!existsSync(PHOTOS)) {
    console.log(`No real photos at ${PHOTOS}: nothing to measure.`);
    return;
  }
  const truth = JSON.parse(readFileSync(TRUTH, 'utf8')) as Truth;
  const tallies = new Map<string, Tally>(QUESTIONS.map((question) => [question, { tp: [], fp: [], fn: [], tn: 0 }]));
  const refused: string[] = [];
  const detector = await loadMotorcycleDetector();
  const model = parseArgs({ options: { grabcut: { type: 'boolean' } } }).values.grabcut ? undefined : await loadSamModel();
  console.log(model ? 'The bike measured by its cut-out (the model)\n' : "The bike measured by the detector's box\n");
  try {
    for (const [photo, expected] of Object.entries(truth.photos)) {
      const measurements = await measurePhoto(join(PHOTOS, photo), detector, model);
      const codes = judgePhoto(measurements).map((finding) => finding.code);
      if (codes.includes('too-small')) refused.push(photo);
      const said = new Set(codes.map((code) => SAME_QUESTION[code] ?? code));
      const should = new Set([...expected.warn, ...expected.notes]);
      console.log(`${photo}: ${codes.join(', ') || 'clean'}\n  ${summary(measurements)}`);
      for (const [question, tally] of tallies) {
        if (should.has(question) && said.has(question)) tally.tp.push(photo);
        else if (said.has(question)) tally.fp.push(photo);
        else if (should.has(question)) tally.fn.push(photo);
        else tally.tn += 1;
      }
    }
  } finally {
    detector.dispose();
    await model?.dispose();
  }
  console.log('\n| finding | should warn | did warn | TP | FP | FN | TN |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [question, { tp, fp, fn, tn }] of tallies) {
    console.log(
      `| ${question} | ${tp.length + fn.length} | ${tp.length + fp.length} | ${tp.length} | ${fp.length} | ${fn.length} | ${tn} |`,
    );
  }
  console.log(`\nRefused as too small: ${refused.length} of ${Object.keys(truth.photos).length}`);
  console.log('\nMistakes:');
  for (const [question, { fp, fn }] of tallies) {
    for (const photo of fp) console.log(`  ${question}: warned on ${photo}`);
    for (const photo of fn) console.log(`  ${question}: missed on ${photo}`);
  }
}

await main();
