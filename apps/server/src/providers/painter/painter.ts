import type { FastifyBaseLogger } from 'fastify';
import type { Style } from '@store/shared/styles';
import type { PainterSettings } from '#server/config-settings.ts';
import { createComfyUiPainter } from './comfyui-painter.ts';
import { createOpenAiPainter } from './openai-painter.ts';

/** The photo as the model receives it: stripped of metadata, no larger than it needs, with the bike's cut-out. */
export type PaintRequest = {
  /** PNG of the photo, `canvas` sized (letterboxed when the model's sizes do not fit the photo). */
  photo: Buffer;
  /** Grey PNG, white on the bike, the same size; null when the photo has no cut-out. */
  mask: Buffer | null;
  canvas: { width: number; height: number };
  style: Style;
  seed: number;
  onProgress(step: string): void;
};

/** A generative image model that paints a style draft of a photo; the built-in painter stays the fallback. */
export type GenerativePainter = {
  /** Shown to staff on every draft it made. */
  readonly name: string;
  /** The canvas it paints on for a photo of this size. */
  canvasFor(photo: { width: number; height: number }): { width: number; height: number };
  /**
   * The painted image's bytes (checked by the caller: an image, of the canvas's shape), and what the
   * provider reports it cost in cents; null: the configured price stands (a GPU of one's own).
   */
  paint(request: PaintRequest): Promise<{ image: Buffer; costCents: number | null }>;
  /** What is wrong with the set-up (models not installed, a workflow the server cannot run), in words; empty when ready. */
  checkSetup(): Promise<string[]>;
};

/**
 * The model failed: down, too slow, refused the request or answered something unusable, in words
 * staff can act on. `billed`: the provider may have charged for it (it timed out after it was sent).
 */
export class PainterError extends Error {
  readonly billed: boolean;
  constructor(message: string, billed = false) {
    super(message);
    this.billed = billed;
  }
}

/**
 * What keeps the bike's shape, per style: the prompt describes a redraw of *this* motorcycle, the
 * negative prompt the usual ways a model loses it. ComfyUI's workflows carry their own settings.
 */
export const STYLE_PROMPTS: Record<Style, string> = {
  Retro:
    'Redraw this exact motorcycle as a 1970s screen-printed retro poster: flat warm colours, halftone shading, bold outlines. Keep the motorcycle’s exact shape, proportions, wheel sizes and positions, handlebars, tank, exhaust and paint colours.',
  Cartoon:
    'Redraw this exact motorcycle as a clean cartoon illustration: thick black outlines, flat cel colours, simple highlights. Keep the motorcycle’s exact shape, proportions, wheel sizes and positions, handlebars, tank, exhaust and paint colours.',
  Anime:
    'Redraw this exact motorcycle in a detailed anime key-visual style: crisp line art, soft gradients, glossy highlights. Keep the motorcycle’s exact shape, proportions, wheel sizes and positions, handlebars, tank, exhaust and paint colours.',
  Cyberpunk:
    'Redraw this exact motorcycle as cyberpunk digital art: neon rim light in magenta and cyan, wet reflective surfaces, night city glow. Keep the motorcycle’s exact shape, proportions, wheel sizes and positions, handlebars, tank and exhaust.',
};

export const NEGATIVE_PROMPT =
  'extra wheels, missing wheel, deformed wheels, different motorcycle, changed frame, extra handlebars, text, watermark, people added, blurry';

export function createPainter(settings: PainterSettings, log: FastifyBaseLogger): GenerativePainter {
  return settings.kind === 'comfyui' ? createComfyUiPainter(settings, log) : createOpenAiPainter(settings, log);
}
