/**
 * `npm run draft -- PHOTO... --out DIR [--style S]... [--backdrop B] [--bike N] [--no-rider] [--grabcut]`:
 * paints drafts of any photos with the store's engine, as the workbench would (the bike cut out by
 * the model the store would load: the bundled one, or the pair CUTOUT_ENCODER and CUTOUT_DECODER
 * name; by GrabCut alone with --grabcut or CUTOUT_MODEL=grabcut), and writes per
 * photo (in DIR/<photo name>/) the drafts, the mask, the cut-out and summary.json, plus one
 * contact sheet of every photo (DIR/contact-sheet.png: photo, cut-out, the styles).
 */
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadMotorcycleDetector } from '@store/render-engine/detect-motorcycle';
import { draftPhoto, type PhotoSummary } from '@store/render-engine/draft-photo';
import { loadSamModel } from '@store/render-engine/segment/sam-model';
import { segmenterSetting } from '@store/render-engine/segment/segmenter-setting';
import { writeContactSheet, type SheetRow } from '@store/render-engine/contact-sheet';
import { type Backdrop, defaultBackdrop, isBackdropOf, isStyle, STYLES, type Style } from '@store/shared/styles';

const USAGE =
  'usage: npm run draft -- PHOTO... --out DIR [--style Retro|Cartoon|Anime|Cyberpunk]... [--backdrop NAME] [--bike N] [--no-rider] [--grabcut]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    style: { type: 'string', multiple: true },
    backdrop: { type: 'string' },
    bike: { type: 'string' },
    'no-rider': { type: 'boolean' },
    grabcut: { type: 'boolean' },
  },
});
if (!values.out) fail('--out DIR is required');
if (positionals.length === 0) fail('name at least one photo');
const styles: Style[] = (values.style ?? [...STYLES]).map((style) => (isStyle(style) ? style : fail(`unknown style ${style}`)));
const backdropFor = (style: Style): Backdrop => {
  if (!values.backdrop) return defaultBackdrop(style);
  return isBackdropOf(style, values.backdrop) ? values.backdrop : fail(`${style} has no backdrop ${values.backdrop}`);
};
const bike = values.bike === undefined ? undefined : Number(values.bike);
if (bike !== undefined && !(Number.isInteger(bike) && bike >= 0)) fail('--bike takes 0, 1, 2...');

const detector = await loadMotorcycleDetector();
const setting = values.grabcut ? ({ kind: 'grabcut' } as const) : segmenterSetting();
const model = setting.kind === 'sam' ? await loadSamModel(setting.files) : undefined;
const rows: SheetRow[] = [];
try {
  for (const photo of positionals) {
    const name = basename(photo, extname(photo));
    const summary = await draftPhoto(photo, {
      outDir: join(values.out, name),
      styles,
      detector,
      model,
      backdrop: backdropFor,
      subject: { ...(bike === undefined ? {} : { bike }), rider: !values['no-rider'] },
    });
    console.log(describe(name, summary));
    rows.push({
      label: `${name}: ${summary.bikes.length} bike(s), ${summary.maskArea === null ? 'whole photo painted' : `mask ${(summary.maskArea * 100).toFixed(0)}% of the photo`}${summary.rider ? ', rider kept' : ''}`,
      tiles: [
        { label: 'photo', path: photo },
        { label: 'cut-out', path: summary.files.cutout },
        ...styles.map((style) => ({ label: `${style} (${backdropFor(style)})`, path: summary.files.drafts[style] ?? null })),
      ],
    });
  }
} finally {
  detector.dispose();
  await model?.dispose();
}
const sheet = join(values.out, 'contact-sheet.png');
await writeContactSheet(rows, sheet);
console.log(`contact sheet: ${sheet}`);

function describe(name: string, summary: PhotoSummary): string {
  const steps = summary.steps.map((step) => `${step.step} ${step.seconds.toFixed(1)} s`).join(', ');
  const peak = Math.max(...summary.steps.map((step) => step.peakMb));
  return `${name} (${summary.width}x${summary.height}): ${summary.bikes.length} bike(s); ${steps}; peak ${peak.toFixed(0)} MB`;
}
