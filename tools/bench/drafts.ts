/**
 * Draft benchmark (`npm run bench:drafts [-- --out DIR]`): the store's engine as staff use it
 * (`npm run draft`), on every photo in ../shared/real-photos when that folder is there, each photo
 * in a process of its own so its peak memory is its own; then a 12 MP photo with each style's draft
 * in its own process (the worker's peak per draft). Prints seconds per step and peak memory, and
 * writes the drafts, summaries and one contact sheet to DIR (default: a temporary folder, removed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { STYLES } from '@store/shared/styles';
import type { PhotoSummary } from '@store/render-engine/draft-photo';
import { writeContactSheet } from '@store/render-engine/contact-sheet';

const REAL_PHOTOS = join(import.meta.dirname, '../../../shared/real-photos');
const FIXTURE = join(import.meta.dirname, '../../packages/render-engine/fixtures/synthetic-cafe-garage.jpg');
const TWELVE_MP = { width: 4032, height: 3024 };
const DRAFT_TOOL = join(import.meta.dirname, '../draft.ts');

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? mkdtempSync(join(tmpdir(), 'bench-drafts-'));

function draft(photos: string[], outDir: string, extra: string[] = []): PhotoSummary[] {
  execFileSync(process.execPath, [DRAFT_TOOL, ...photos, '--out', outDir, ...extra], { stdio: ['ignore', 'ignore', 'inherit'] });
  return photos.map(
    (photo) => JSON.parse(readFileSync(join(outDir, basename(photo, extname(photo)), 'summary.json'), 'utf8')) as PhotoSummary,
  );
}

function seconds(summary: PhotoSummary, step: string): string {
  const found = summary.steps.find((candidate) => candidate.step === step);
  return found ? found.seconds.toFixed(1).padStart(6) : '     -';
}

function peak(summary: PhotoSummary): number {
  return Math.max(...summary.steps.map((step) => step.peakMb));
}

console.log(`machine: ${cpus().length} cores, Node ${process.version}, sharp/libvips ${sharp.versions.vips}; output in ${out}\n`);
try {
  if (existsSync(REAL_PHOTOS)) {
    const photos = readdirSync(REAL_PHOTOS)
      .filter((file) => /\.(jpe?g|png|webp|heic)$/i.test(file))
      .sort()
      .map((file) => join(REAL_PHOTOS, file));
    console.log(`real photos (${photos.length}), one process each: seconds per step, peak MB`);
    console.log(
      `${'photo'.padEnd(44)} ${'size'.padEnd(10)} bikes  mask  cut-out ${STYLES.map((style) => style.padStart(9)).join('')}   peak`,
    );
    const summaries: PhotoSummary[] = [];
    for (const photo of photos) {
      const [summary] = draft([photo], out);
      summaries.push(summary!);
      console.log(
        `${basename(photo).padEnd(44)} ${`${summary!.width}x${summary!.height}`.padEnd(10)} ${String(summary!.bikes.length).padStart(5)} ${summary!.maskArea === null ? '    -' : `${(summary!.maskArea * 100).toFixed(0)}%`.padStart(5)}  ${seconds(summary!, 'cut-out')} ${STYLES.map((style) => `   ${seconds(summary!, style)}`).join('')}  ${peak(summary!).toFixed(0).padStart(5)}`,
      );
    }
    const sheet = join(out, 'contact-sheet.png');
    await writeContactSheet(
      summaries.map((summary) => ({
        label: `${basename(summary.photo)}: ${summary.bikes.length} bike(s)`,
        tiles: [
          { label: 'photo', path: summary.photo },
          { label: 'cut-out', path: summary.files.cutout },
          ...STYLES.map((style) => ({ label: style, path: summary.files.drafts[style] ?? null })),
        ],
      })),
      sheet,
    );
    console.log(`contact sheet: ${sheet}`);
  } else {
    console.log(`no ${REAL_PHOTOS}: only the 12 MP measurement below\n`);
  }

  const twelve = join(out, 'photo-12mp.jpg');
  await sharp(FIXTURE).resize(TWELVE_MP.width, TWELVE_MP.height, { fit: 'fill', kernel: 'lanczos3' }).jpeg({ quality: 92 }).toFile(twelve);
  console.log(`\n12 MP photo (${TWELVE_MP.width}x${TWELVE_MP.height} from ${basename(FIXTURE)}), each style in its own process:`);
  let total = 0;
  for (const style of STYLES) {
    const [summary] = draft([twelve], join(out, `12mp-${style.toLowerCase()}`), ['--style', style]);
    const cut = summary!.steps.find((step) => step.step === 'cut-out')!.seconds;
    const own = summary!.steps.find((step) => step.step === style)!.seconds;
    total += own;
    console.log(`  ${style.padEnd(10)} cut-out ${cut.toFixed(1)} s, draft ${own.toFixed(1)} s, peak ${peak(summary!).toFixed(0)} MB`);
  }
  console.log(`  four drafts: ${total.toFixed(1)} s, plus one cut-out (the worker makes it once per photo)`);
} finally {
  if (!values.out) rmSync(out, { recursive: true, force: true });
}
