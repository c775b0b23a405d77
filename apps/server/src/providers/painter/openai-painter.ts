import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { PainterSettings } from '#server/config-settings.ts';
import { PainterError, STYLE_PROMPTS, type GenerativePainter } from './painter.ts';
import { requestWithRetry } from './painter-http.ts';

/** gpt-image-1 paints at one of three sizes; the photo is letterboxed into the closest. */
const SIZES = [
  { width: 1536, height: 1024 },
  { width: 1024, height: 1024 },
  { width: 1024, height: 1536 },
];

const editedSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
  usage: z
    .object({
      input_tokens: z.number().default(0),
      output_tokens: z.number().default(0),
      input_tokens_details: z.object({ text_tokens: z.number().default(0), image_tokens: z.number().default(0) }).optional(),
    })
    .optional(),
});

/** Dollars per million tokens (OpenAI's price list, 2026-11): what the `usage` in an answer costs. */
const TOKEN_PRICES: Record<string, { text: number; image: number; output: number }> = {
  'gpt-image-1': { text: 5, image: 10, output: 40 },
  'gpt-image-1-mini': { text: 2, image: 2.5, output: 8 },
};

/** What the answer's usage cost, in whole cents rounded up; null for a model without a known price (the configured price stands). */
export function usageCents(model: string, usage: z.infer<typeof editedSchema>['usage']): number | null {
  const prices = TOKEN_PRICES[model];
  if (!prices || !usage) return null;
  const image = usage.input_tokens_details?.image_tokens ?? 0;
  const text = usage.input_tokens_details ? usage.input_tokens_details.text_tokens : usage.input_tokens - image;
  const dollars = (text * prices.text + image * prices.image + usage.output_tokens * prices.output) / 1_000_000;
  return Math.ceil(dollars * 100 - 1e-9);
}

/** Models that take `input_fidelity` (others refuse the request with it). */
const HIGH_FIDELITY_MODELS = new Set(['gpt-image-1']);

/** A 429 that waiting does not cure: the account's quota or billing limit is used up. */
function outOfQuota(status: number, body: unknown): boolean {
  if (status !== 429 || !body || typeof body !== 'object') return false;
  const error = (body as { error?: { code?: unknown; type?: unknown } }).error;
  return error?.code === 'insufficient_quota' || error?.type === 'insufficient_quota' || error?.code === 'billing_hard_limit_reached';
}

/**
 * OpenAI's image edits endpoint (POST /v1/images/edits, multipart): the photo and the style's
 * prompt in, one image out as base64, at the quality priced. `input_fidelity: high` (on models that
 * take it) keeps the photo's shapes; the
 * cut-out is not sent (the endpoint's mask means "repaint only here", and the whole frame is restyled).
 */
export function createOpenAiPainter(settings: PainterSettings & { kind: 'openai' }, log: FastifyBaseLogger): GenerativePainter {
  // A timed-out edit may still be billed by OpenAI: it is counted against the cap and not sent again.
  const policy = { retries: settings.retries, timeoutMs: settings.timeoutMs, hopeless: outOfQuota, billedOnTimeout: true };
  return {
    name: `OpenAI ${settings.model}`,
    canvasFor(photo) {
      const aspect = photo.width / photo.height;
      return SIZES.reduce((best, size) =>
        Math.abs(Math.log(size.width / size.height / aspect)) < Math.abs(Math.log(best.width / best.height / aspect)) ? size : best,
      );
    },
    async paint({ photo, canvas, style, onProgress }) {
      onProgress(`Painting with ${settings.providerName ?? 'OpenAI'}`);
      const response = await requestWithRetry(
        'OpenAI image edit',
        (signal) => {
          const form = new FormData();
          form.append('model', settings.model);
          form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
          form.append('prompt', STYLE_PROMPTS[style]);
          form.append('size', `${canvas.width}x${canvas.height}`);
          form.append('quality', settings.quality);
          if (HIGH_FIDELITY_MODELS.has(settings.model)) form.append('input_fidelity', 'high');
          form.append('n', '1');
          return fetch(`${settings.apiUrl}/images/edits`, {
            method: 'POST',
            headers: { authorization: `Bearer ${settings.apiKey}` },
            body: form,
            signal,
          });
        },
        policy,
        log,
      );
      const parsed = editedSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new PainterError('OpenAI image edit: no image in the answer');
      return { image: Buffer.from(parsed.data.data[0]!.b64_json, 'base64'), costCents: usageCents(settings.model, parsed.data.usage) };
    },
    async checkSetup() {
      return [];
    },
  };
}
