import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { type Backdrop, defaultBackdrop, type Style } from '@store/shared/styles';
import type { Detection, MotorcycleDetector } from './detect-motorcycle.ts';
import { isolateSubject, type SubjectOptions } from './isolate-subject.ts';
import { makeDraft } from './make-draft.ts';
import type { SamModel } from './segment/sam-model.ts';
import { writeMask } from './subject-mask.ts';

export type StepMeasure = { step: string; seconds: number; peakMb: number };

export type PhotoSummary = {
  photo: string;
  width: number;
  height: number;
  bikes: Detection[];
  people: Detection[];
  bike: number | null;
  rider: boolean;
  /** Share of the photo the cut-out covers; null when no bike was found and the whole photo was painted. */
  maskArea: number | null;
  steps: StepMeasure[];
  files: { mask: string | null; cutout: string | null; drafts: Partial<Record<Style, string>> };
};

export type DraftPhotoOptions = {
  outDir: string;
  styles: readonly Style[];
  detector: MotorcycleDetector;
  /** The cut-out model; without one the bike is cut out by GrabCut. */
  model?: SamModel;
  backdrop?: (style: Style) => Backdrop;
  subject?: SubjectOptions;
};

/**
 * Everything the store's engine makes of one photo, as staff and the benchmarks see it: the bikes
 * found, the mask and the cut-out, a draft per style, and what each step cost (seconds, and the
 * process's peak memory when the step ended). Writes the files and summary.json into `outDir`.
 */
export async function draftPhoto(photoPath: string, options: DraftPhotoOptions): Promise<PhotoSummary> {
  await mkdir(options.outDir, { recursive: true });
  const steps: StepMeasure[] = [];
  const measured = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps.push({ step, seconds: (performance.now() - started) / 1000, peakMb: process.resourceUsage().maxRSS / 1024 });
    return result;
  };

  const { width = 0, height = 0 } = (await sharp(photoPath).metadata()).autoOrient;
  const subject = await measured('cut-out', () =>
    isolateSubject(photoPath, options.detector, options.subject, options.model && { model: options.model }),
  );
  const files: PhotoSummary['files'] = { mask: null, cutout: null, drafts: {} };
  if (subject) {
    files.mask = join(options.outDir, 'mask.png');
    files.cutout = join(options.outDir, 'cutout.png');
    await writeMask(subject.mask, files.mask);
    await writeCutout(photoPath, subject.mask, files.cutout);
  }
  for (const style of options.styles) {
    const draft = await measured(style, () =>
      makeDraft({
        photoPath,
        style,
        backdrop: options.backdrop?.(style) ?? defaultBackdrop(style),
        subject: subject && { mask: subject.mask, box: subject.box },
        outDir: options.outDir,
      }),
    );
    const named = join(options.outDir, `${style.toLowerCase()}.jpg`);
    await rename(draft.draftPath, named);
    await rename(draft.layerPath, join(options.outDir, `${style.toLowerCase()}-layer.png`));
    files.drafts[style] = named;
  }

  const summary: PhotoSummary = {
    photo: photoPath,
    width,
    height,
    bikes: subject?.bikes ?? [],
    people: subject?.riders ?? [],
    bike: subject ? subject.bike : null,
    rider: subject?.rider ?? false,
    maskArea: subject ? coverage(subject.mask.data) : null,
    steps,
    files,
  };
  await writeFile(join(options.outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

function coverage(mask: Buffer): number {
  let sum = 0;
  for (const value of mask) sum += value;
  return sum / 255 / mask.length;
}

/** The photo at the mask's size with the mask as its alpha: the bike alone, as staff check it. */
export async function writeCutout(photoPath: string, mask: { data: Buffer; width: number; height: number }, path: string): Promise<void> {
  const size = { width: mask.width, height: mask.height };
  const rgb = await sharp(photoPath)
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  await sharp(rgb, { raw: { ...size, channels: 3 } })
    .joinChannel(mask.data, { raw: { ...size, channels: 1 } })
    .png()
    .toFile(path);
}
