/**
 * Style-draft benchmark (`npm run bench:drafts`): a 12 MP copy of a fixture photo, the bike
 * isolated once with the real detector, then each style's draft made in its own child process
 * (so each peak resident memory is that draft's alone), and all four in one process as the
 * worker would make them. Prints seconds and peak RSS per style and in total.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import { defaultBackdrop, STYLES, type Style } from '@store/shared/styles';
import { loadMotorcycleDetector } from '../../packages/render-engine/src/detect-motorcycle.ts';
import { isolateSubject } from '../../packages/render-engine/src/isolate-subject.ts';
import { makeDraft } from '../../packages/render-engine/src/make-draft.ts';

const FIXTURE = join(import.meta.dirname, '../../packages/render-engine/fixtures/synthetic-cafe-garage.jpg');
const PHOTO_SIZE = { width: 4240, height: 2832 };

type Job = { photoPath: string; maskPath: string; maskWidth: number; maskHeight: number; box: Box; outDir: string; styles: Style[] };
type Timing = { style: Style; seconds: number; size: string };
type Report = { timings: Timing[]; peakMb: number };

/** Child mode: make the drafts named in the job file and print their timings and this process's peak memory as JSON. */
async function runJob(jobPath: string): Promise<void> {
  const job = JSON.parse(readFileSync(jobPath, 'utf8')) as Job;
  const mask = { data: readFileSync(job.maskPath), width: job.maskWidth, height: job.maskHeight };
  const timings: Timing[] = [];
  for (const style of job.styles) {
    const started = performance.now();
    const draft = await makeDraft({
      photoPath: job.photoPath,
      style,
      backdrop: defaultBackdrop(style),
      subject: { mask, box: job.box },
      outDir: job.outDir,
    });
    timings.push({ style, seconds: (performance.now() - started) / 1000, size: `${draft.width}x${draft.height}` });
    rmSync(draft.draftPath);
    rmSync(draft.layerPath);
  }
  const report: Report = { timings, peakMb: process.resourceUsage().maxRSS / 1024 };
  console.log(JSON.stringify(report));
}

function runChild(job: Job, work: string, name: string): Report {
  const jobPath = join(work, `${name}.json`);
  writeFileSync(jobPath, JSON.stringify(job));
  const output = execFileSync(process.execPath, [import.meta.filename, '--job', jobPath], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1)!) as Report;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'store-drafts-'));
  try {
    const photoPath = join(work, 'photo-12mp.jpg');
    await sharp(FIXTURE)
      .resize(PHOTO_SIZE.width, PHOTO_SIZE.height, { fit: 'fill', kernel: 'lanczos3' })
      .jpeg({ quality: 92 })
      .toFile(photoPath);
    console.log(`machine: ${cpus().length} cores, Node ${process.version}, sharp/libvips ${sharp.versions.vips}`);
    console.log(
      `photo: ${PHOTO_SIZE.width}x${PHOTO_SIZE.height} (${((PHOTO_SIZE.width * PHOTO_SIZE.height) / 1e6).toFixed(1)} MP) from ${FIXTURE.split('/').at(-1)}`,
    );

    const started = performance.now();
    const detector = await loadMotorcycleDetector();
    const isolated = await isolateSubject(photoPath, detector);
    detector.dispose();
    if (!isolated) throw new Error('the detector found no motorcycle in the bench photo');
    console.log(
      `isolation (detector load + detect + mask, once): ${((performance.now() - started) / 1000).toFixed(1)} s, mask ${isolated.mask.width}x${isolated.mask.height}\n`,
    );

    const maskPath = join(work, 'mask.raw');
    writeFileSync(maskPath, isolated.mask.data);
    const job = {
      photoPath,
      maskPath,
      maskWidth: isolated.mask.width,
      maskHeight: isolated.mask.height,
      box: isolated.box,
      outDir: work,
    };

    console.log('style       seconds   peak RSS (own process)   draft size');
    let total = 0;
    for (const style of STYLES) {
      const report = runChild({ ...job, styles: [style] }, work, style);
      const seconds = report.timings[0]!.seconds;
      total += seconds;
      console.log(
        `${style.padEnd(11)} ${seconds.toFixed(1).padStart(7)}   ${`${report.peakMb.toFixed(0)} MB`.padEnd(24)} ${report.timings[0]!.size}`,
      );
    }
    console.log(`${'total'.padEnd(11)} ${total.toFixed(1).padStart(7)}\n`);

    const together = runChild({ ...job, styles: [...STYLES] }, work, 'all');
    const togetherSeconds = together.timings.reduce((sum, timing) => sum + timing.seconds, 0);
    console.log(
      `all four in one process: ${togetherSeconds.toFixed(1)} s (${together.timings.map((timing) => `${timing.style} ${timing.seconds.toFixed(1)}`).join(', ')}), peak ${together.peakMb.toFixed(0)} MB`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const jobFlag = process.argv.indexOf('--job');
if (jobFlag >= 0) await runJob(process.argv[jobFlag + 1]!);
else await main();
