// Generates the render engine's test photos into packages/render-engine/fixtures/:
// photo-style bikes in varied scenes with their exact ground-truth masks (the bike
// drawn alone, white on black), a scene without a bike, and "bad" copies of one
// photo (blurred, too dark, blown out, tiny) for the photo check.
//
//   node tools/art/fixtures.ts
//
// Same drawing code as gallery.ts (bike.ts, builds.ts, scenes.ts), rasterised with sharp.

import path from 'node:path';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { mkdir, stat } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';

import { BIKE_BOUNDS, blurFilter, createCtx } from './bike-geometry.ts';
import { photoBikeStyle } from './bike-styles.ts';
import { drawBuild, type BikeDescription } from './builds.ts';
import { bikeShadow, grain, linear, svgDoc, vignette } from './kit.ts';
import { engineFixturesDir as OUT_DIR } from './paths.ts';
import { drawScene, type Frame, type SceneDescription } from './scenes.ts';

/** A photo of a bike in a scene; the frame is on the 1200x800 canvas. */
type Shot = {
  id: string;
  bike: BikeDescription;
  /** Face left. */
  flip?: boolean;
  frame: Omit<Frame, 'W' | 'H'>;
  scene: SceneDescription;
};

/** A photo that may have no bike in it. */
type Photo = Omit<Shot, 'bike'> & { bike: BikeDescription | null };
/** Photos are 3000x2000: the smallest 3x2 print (30x20 in) at 100 ppi, so good ones pass the size rule. */
const PHOTO_WIDTH = 3000;
const MASK_WIDTH = 1200;

/** Drawing units are 1200x800; g is the ground line, s the bike's scale, cx its centre. */
const SHOTS: [Shot, Shot, Shot, Shot] = [
  {
    id: 'synthetic-cafe-garage',
    bike: { kind: 'cafe', paint: '#2e6b4f', stripe: '#f1e6cc', seat: '#5a3a24' },
    frame: { g: 700, s: 0.9, cx: 600, horizonUp: 290 },
    scene: { kind: 'garage', seed: 11 },
  },
  {
    id: 'synthetic-scrambler-hills',
    bike: { kind: 'scrambler', paint: '#5f6b3a', paint2: '#e9dfc8', stripe: '#b5432a', seat: '#7a4a2a', plate: '#e9dfc8' },
    flip: true,
    frame: { g: 690, s: 0.72, cx: 520, horizonUp: 290 },
    scene: { kind: 'landscape', land: 'hills', time: 'day', seed: 21, sun: [0.3, 0.42], sunR: 150, fence: true },
  },
  {
    id: 'synthetic-sport-street',
    bike: { kind: 'sport', paint: '#f5c400', paint2: '#1c1c1e', stripe: '#ffffff', seat: '#1c1c1e', cast: '#1c1c1e' },
    frame: { g: 740, s: 0.8, cx: 660, horizonUp: 290 },
    scene: { kind: 'street', seed: 41, lampX: 0.1 },
  },
  {
    id: 'synthetic-cruiser-desert',
    bike: { kind: 'cruiser', paint: '#7a1f2b', paint2: '#efe4cc', stripe: '#d4a64a', seat: '#3a2418', whitewall: true },
    frame: { g: 715, s: 0.98, cx: 600, horizonUp: 290 },
    scene: { kind: 'landscape', land: 'desert', time: 'dusk', seed: 31, sun: [0.5, 0.72], sunR: 130, clouds: 2 },
  },
];

const NO_BIKE: Photo = { ...SHOTS[2], id: 'no-bike-street', bike: null };
/** The photo the bad copies are made from. */
const BAD_SOURCE = SHOTS[0];

const W = 1200;
const H = 800;
const BX = (BIKE_BOUNDS.x0 + BIKE_BOUNDS.x1) / 2;
const GROUND = BIKE_BOUNDS.ground;

function frameOf(shot: Photo): Frame {
  return { W, H, ...shot.frame };
}

function bikeTransform(fr: Frame, flip = false) {
  return `translate(${fr.cx},${fr.g}) scale(${flip ? -fr.s : fr.s},${fr.s}) translate(${-BX},${-GROUND})`;
}

/** The photo: scene, contact shadows, the bike with soft light, vignette and grain. */
function photoSvg(shot: Photo, width: number) {
  const fr = frameOf(shot);
  const ctx = createCtx(`${shot.id}-photo`);
  const scene = drawScene(ctx, 'photo', fr, shot.scene);
  const dusk = shot.scene.time === 'dusk';
  let s = scene.back;
  if (shot.bike) {
    ctx.defs.push(`<g id="bike">${drawBuild(ctx, photoBikeStyle(shot.bike), shot.bike.kind)}</g>`);
    let b = `<ellipse cx="555" cy="702" rx="520" ry="30" fill="#000" opacity="0.42" filter="url(#${blurFilter(ctx, 16)})"/>`;
    b += bikeShadow(ctx, 'bike', 0.16, dusk ? -1.2 : 0.7, 8, dusk ? 0.32 : 0.4);
    b += `<g filter="url(#${blurFilter(ctx, 0.4)})"><use href="#bike"/></g>`;
    s += `<g transform="${bikeTransform(fr, shot.flip)}">${b}</g>`;
  }
  s += scene.front;
  if (dusk)
    s += `<rect width="${W}" height="${H}" fill="${linear(
      ctx,
      [
        [0, '#ff9a5a', 0.12],
        [1, '#3a2a6a', 0.12],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
  s += vignette(ctx, W, H, 0.45);
  s += grain(ctx, W, H, 0.08, 7);
  return sized(svgDoc(W, H, ctx, s), width);
}

/** The ground truth: the same bike at the same place, white on black. */
function maskSvg(shot: Shot, width: number) {
  const fr = frameOf(shot);
  const ctx = createCtx(`${shot.id}-mask`);
  const white = ctx.id('white');
  ctx.defs.push(
    `<filter id="${white}" x="-5%" y="-5%" width="110%" height="110%"><feFlood flood-color="#fff"/><feComposite in2="SourceAlpha" operator="in"/></filter>`,
  );
  ctx.defs.push(`<g id="bike">${drawBuild(ctx, photoBikeStyle(shot.bike), shot.bike.kind)}</g>`);
  const s = `<rect width="${W}" height="${H}" fill="#000"/><g transform="${bikeTransform(fr, shot.flip)}"><use href="#bike" filter="url(#${white})"/></g>`;
  return sized(svgDoc(W, H, ctx, s), width);
}

function sized(svg: string, width: number) {
  return svg.replace(`width="${W}" height="${H}"`, `width="${width}" height="${Math.round((width * H) / W)}"`);
}

async function rasterise(svg: string) {
  return sharp(Buffer.from(svg), { limitInputPixels: false }).removeAlpha().png().toBuffer();
}

async function writeJpeg(image: Sharp, file: string) {
  await image.jpeg({ quality: 80, mozjpeg: true }).toFile(path.join(OUT_DIR, file));
  return file;
}

async function report(file: string) {
  const { size } = await stat(path.join(OUT_DIR, file));
  console.log(`${file}  ${(size / 1024).toFixed(0)} KB`);
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  for (const shot of SHOTS) {
    await report(await writeJpeg(sharp(await rasterise(photoSvg(shot, PHOTO_WIDTH))), `${shot.id}.jpg`));
    const mask = `${shot.id}.mask.png`;
    await sharp(await rasterise(maskSvg(shot, MASK_WIDTH)))
      .greyscale()
      .threshold(128)
      .png({ palette: true, colours: 2 })
      .toFile(path.join(OUT_DIR, mask));
    await report(mask);
  }
  await report(await writeJpeg(sharp(await rasterise(photoSvg(NO_BIKE, PHOTO_WIDTH))), `${NO_BIKE.id}.jpg`));

  const good = await rasterise(photoSvg(BAD_SOURCE, PHOTO_WIDTH));
  await report(await writeJpeg(sharp(good).blur(12), 'bad-blurred.jpg'));
  await report(await writeJpeg(sharp(good).linear(0.22, 0), 'bad-dark.jpg'));
  await report(await writeJpeg(sharp(good).linear(2.6, 40), 'bad-blown-out.jpg'));
  await report(await writeJpeg(sharp(good).resize(400, 267), 'bad-tiny.jpg'));
}

await main();
