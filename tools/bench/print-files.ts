/**
 * Print-file benchmark (`npm run bench:print`, issue 17, decision 026). Three parts:
 * 1. One version's five print files made from a 12 MP finished image (flat-colour art with inked
 *    lines, as the styles paint, or `--image PATH`), in a child process as the derive worker runs
 *    them: seconds and that process's peak resident memory, and each ratio's crop and file size.
 * 2. Sharpness of the enlargement on art whose true edges are known: the same art drawn at 1x,
 *    enlarged 2x by plain lanczos3 and by enlargeForPrint, against the art drawn at 2x: 10-90%
 *    edge rise in pixels and gradient energy as a share of the drawn art's.
 * 3. What a learned upscaler would cost: the convolutions of @upscalerjs/esrgan-slim's 2x model
 *    (shapes from its model.json) on TF.js's WASM backend, two threads, as seconds per input megapixel.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tensor4D } from '@tensorflow/tfjs-core';
import sharp, { type Sharp } from 'sharp';
import { deriveResults } from '../../apps/server/src/images/derive-results.ts';
import { enlargeForPrint } from '../../packages/render-engine/src/enlarge-for-print.ts';
import { edgeRiseWidth, gradientEnergy } from '../../packages/render-engine/src/print-sharpness.ts';

const IMAGE_SIZE = { width: 4032, height: 3024 };
/** The bike in the art below, as fractions of the image. */
const BIKE_BOX = { x: 0.2, y: 0.35, width: 0.62, height: 0.5 };

/** Flat-colour art with inked outlines: a backdrop, a road and a bike, `scale` times `size`. */
function flatArt(size: { width: number; height: number }, scale = 1): Buffer {
  const { width: w, height: h } = size;
  const ink = `stroke="#141414" stroke-width="${h * 0.008}"`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w * scale}" height="${h * scale}" viewBox="0 0 ${w} ${h}">
    <rect width="${w}" height="${h}" fill="#f2c46d"/><circle cx="${w * 0.78}" cy="${h * 0.25}" r="${h * 0.14}" fill="#e0603a" ${ink}/>
    <rect x="${w * 0.5 + 0.4}" y="0" width="${w * 0.02}" height="${h * 0.7}" fill="#2d4a63"/>
    <rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#3c3f46" ${ink}/>
    <circle cx="${w * 0.33}" cy="${h * 0.72}" r="${h * 0.13}" fill="#222" ${ink}/><circle cx="${w * 0.33}" cy="${h * 0.72}" r="${h * 0.05}" fill="#bbb" ${ink}/>
    <circle cx="${w * 0.69}" cy="${h * 0.72}" r="${h * 0.13}" fill="#222" ${ink}/><circle cx="${w * 0.69}" cy="${h * 0.72}" r="${h * 0.05}" fill="#bbb" ${ink}/>
    <path d="M${w * 0.33} ${h * 0.72} L${w * 0.42} ${h * 0.45} H${w * 0.6} L${w * 0.69} ${h * 0.72}" fill="none" ${ink}/>
    <path d="M${w * 0.4} ${h * 0.47} Q${w * 0.5} ${h * 0.36} ${w * 0.62} ${h * 0.46} L${w * 0.58} ${h * 0.55} H${w * 0.42} Z" fill="#b3262b" ${ink}/>
  </svg>`);
}

function peakMb(): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
}

/** Child mode: derive one version's files from the image and print the figures as JSON. */
async function deriveOnce(imagePath: string, workDir: string): Promise<void> {
  sharp.cache(false);
  sharp.concurrency(2);
  const started = performance.now();
  const derived = await deriveResults(imagePath, { maxPixels: 100_000_000, workDir, subject: BIKE_BOX });
  const seconds = (performance.now() - started) / 1000;
  const files = derived.results.map((result) => ({
    ratio: result.ratio,
    crop: `${result.crop.width}x${result.crop.height}`,
    file: `${result.width}x${result.height}`,
  }));
  process.stdout.write(JSON.stringify({ seconds, peakMb: peakMb(), files }));
}

async function grey(image: Sharp) {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Edge rise and gradient energy of the three enlargements of a 1008 x 756 piece of the art. */
async function sharpness(): Promise<void> {
  const size = { width: 1008, height: 756 };
  const small = await sharp(flatArt(size)).png().toBuffer();
  const target = { width: size.width * 2, height: size.height * 2 };
  const enlarged = await enlargeForPrint(sharp(small), size, target);
  const candidates = {
    'drawn at 2x': await grey(sharp(flatArt(size, 2))),
    'lanczos3 2x': await grey(sharp(small).resize(target.width, target.height, { kernel: 'lanczos3' })),
    enlargeForPrint: await grey(sharp(enlarged.data, { raw: { width: enlarged.width, height: enlarged.height, channels: 3 } })),
  };
  // The backdrop's vertical bar edge at x = 0.5 of the width, above the road.
  const edgeX = Math.round(target.width * 0.5);
  const rows = { top: 20, bottom: Math.round(target.height * 0.6) };
  const reference = gradientEnergy(candidates['drawn at 2x']);
  console.log('\nSharpness of a 2x enlargement (flat art, 1008x756 to 2016x1512)');
  console.log('method             edge 10-90% (px)   gradient energy vs drawn');
  for (const [name, image] of Object.entries(candidates)) {
    const rise = edgeRiseWidth(image, edgeX - 12, edgeX + 8, rows);
    console.log(
      `${name.padEnd(18)} ${rise.toFixed(2).padStart(16)}   ${((gradientEnergy(image) / reference) * 100).toFixed(0).padStart(22)}%`,
    );
  }
}

/** Seconds per input megapixel of esrgan-slim 2x's convolutions on TF.js WASM with two threads. */
async function learnedUpscalerCost(): Promise<void> {
  const tf = await import('@tensorflow/tfjs-core');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  wasm.setThreadsCount(2);
  await tf.setBackend('wasm');
  await tf.ready();
  const tile = 128;
  // [kernel height, kernel width, in channels, out channels] of every convolution of the x2 model.
  const shapes: Array<[number, number, number, number]> = [
    [3, 3, 3, 64],
    [3, 3, 64, 64],
    [3, 3, 64, 4],
    [1, 1, 68, 64],
    [3, 3, 64, 4],
    [1, 1, 68, 64],
    [1, 1, 128, 64],
    [3, 3, 64, 64],
    [5, 5, 64, 64],
    [3, 3, 64, 32],
    [3, 3, 32, 12],
  ];
  const inputs = shapes.map(([, , channels]) => tf.randomNormal([1, tile, tile, channels]) as Tensor4D);
  const kernels = shapes.map((shape) => tf.randomNormal(shape) as Tensor4D);
  const run = () => tf.tidy(() => inputs.forEach((input, index) => tf.conv2d(input, kernels[index]!, 1, 'same').dataSync()));
  run();
  const started = performance.now();
  for (let round = 0; round < 3; round += 1) run();
  const secondsPerMegapixel = ((performance.now() - started) / 3 / (tile * tile)) * 1000;
  console.log(
    `\nLearned upscaler (esrgan-slim 2x convolutions, TF.js WASM, 2 threads): ${secondsPerMegapixel.toFixed(1)} s per input megapixel`,
  );
  console.log(`  one 12 MP version's five crops (about 45 MP of input): about ${Math.round((secondsPerMegapixel * 45) / 60)} minutes`);
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'store-bench-print-'));
  try {
    const imageArg = process.argv.indexOf('--image');
    const imagePath = imageArg > 0 ? process.argv[imageArg + 1]! : join(work, 'finished.png');
    if (imageArg < 0) await sharp(flatArt(IMAGE_SIZE)).png().toFile(imagePath);
    const meta = await sharp(imagePath).metadata();
    console.log(`Print files of one version from a ${meta.width}x${meta.height} finished image (child process, sharp cache off)`);
    const runs = [0, 1].map(
      () =>
        JSON.parse(execFileSync(process.execPath, [import.meta.filename, '--derive', imagePath, work], { encoding: 'utf8' })) as {
          seconds: number;
          peakMb: number;
          files: Array<{ ratio: string; crop: string; file: string }>;
        },
    );
    for (const file of runs[0]!.files) console.log(`  ${file.ratio.padEnd(4)} crop ${file.crop.padEnd(10)} print file ${file.file}`);
    console.log(`  ${runs.map((run) => `${run.seconds.toFixed(1)} s, peak ${Math.round(run.peakMb)} MB`).join('; ')}`);
    await sharpness();
    await learnedUpscalerCost();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--derive') await deriveOnce(process.argv[3]!, process.argv[4]!);
else await main();
