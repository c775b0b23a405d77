// Generates MotoMuse's own imagery into apps/web/src/assets/.
//
//   node tools/art/generate.ts            # write all WebP files
//   node tools/art/generate.ts hero-after # only the named file(s)
//   ART_PREVIEW_DIR=/tmp/art node tools/art/generate.ts   # also write PNGs
//
// Everything is drawn procedurally as SVG (see bike.ts) and rasterised with
// sharp; no external images, fonts or network access are used.
import path from 'node:path';
import process from 'node:process';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { mkdir, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { previewDir as PREVIEW_DIR, siteAssetsDir as OUT_DIR } from './paths.ts';
import { heroBefore } from './hero-before.ts';
import { heroAfter } from './hero-after.ts';
import { stepUpload, stepStyle } from './how-it-works-cards.ts';
import { stepPrint } from './print-card.ts';
import { aboutWorkshop } from './about-workshop.ts';

// ---------------------------------------------------------------- output --

type SceneName = 'hero-before' | 'hero-after' | 'step-upload' | 'step-style' | 'step-print' | 'about-workshop';

/** One image of the site: its size and how to draw it. */
type SiteImage = { w: number; h: number; make: () => string | Promise<string> };

const SCENES: Record<SceneName, SiteImage> = {
  'hero-before': { w: 1600, h: 1000, make: heroBefore },
  'hero-after': { w: 1600, h: 1000, make: heroAfter },
  'step-upload': { w: 800, h: 600, make: stepUpload },
  'step-style': { w: 800, h: 600, make: stepStyle },
  'step-print': { w: 800, h: 600, make: stepPrint },
  'about-workshop': { w: 1200, h: 800, make: aboutWorkshop },
};

async function main() {
  const only = process.argv.slice(2);
  await mkdir(OUT_DIR, { recursive: true });
  if (PREVIEW_DIR) await mkdir(PREVIEW_DIR, { recursive: true });
  for (const [name, scene] of Object.entries(SCENES)) {
    if (only.length && !only.includes(name)) continue;
    const t0 = Date.now();
    const svg = await scene.make();
    const img = sharp(Buffer.from(svg), { limitInputPixels: false }).resize(scene.w, scene.h);
    const out = path.join(OUT_DIR, `${name}.webp`);
    await img.clone().webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(out);
    if (PREVIEW_DIR)
      await img
        .clone()
        .png()
        .toFile(path.join(PREVIEW_DIR, `${name}.png`));
    const { size } = await stat(out);
    console.log(`${name}.webp  ${scene.w}x${scene.h}  ${(size / 1024).toFixed(1)} KB  (${Date.now() - t0} ms)`);
  }
}

await main();
