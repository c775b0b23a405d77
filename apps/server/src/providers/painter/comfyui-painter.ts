import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { STYLES, type Style } from '@store/shared/styles';
import type { PainterSettings } from '#server/config.ts';
import { NEGATIVE_PROMPT, PainterError, STYLE_PROMPTS, type GenerativePainter } from './painter.ts';
import { requestWithRetry, wait } from './painter-http.ts';

/** SDXL paints best at about a megapixel; sides are multiples of 8 (its latent grid). */
const CANVAS_LONG_SIDE = 1024;
const HISTORY_POLL_MS = 1000;

/** ComfyUI's API-format workflow: node id to its class and inputs (a link is [node id, output index]). */
const workflowSchema = z.record(z.string(), z.object({ class_type: z.string(), inputs: z.record(z.string(), z.unknown()) }));
type Workflow = z.infer<typeof workflowSchema>;

const uploadedSchema = z.object({ name: z.string(), subfolder: z.string().default(''), type: z.string().default('input') });
const queuedSchema = z.object({ prompt_id: z.string(), node_errors: z.record(z.string(), z.unknown()).default({}) });
const imageRefSchema = z.object({ filename: z.string(), subfolder: z.string().default(''), type: z.string().default('output') });
const historySchema = z.record(
  z.string(),
  z.object({
    outputs: z.record(z.string(), z.object({ images: z.array(imageRefSchema).optional() })).default({}),
    status: z
      .object({ status_str: z.string().optional(), completed: z.boolean().optional(), messages: z.array(z.unknown()).default([]) })
      .optional(),
  }),
);

const PLACEHOLDERS = ['{{photo}}', '{{mask}}', '{{prompt}}', '{{negative}}', '{{seed}}'] as const;

/** One workflow per style, kept in the repository for the owner to edit; checked once at start so a broken file stops the store, not a draft. */
export function loadWorkflows(directory: URL = new URL('./comfyui-workflows/', import.meta.url)): Record<Style, Workflow> {
  const workflows = {} as Record<Style, Workflow>;
  for (const style of STYLES) {
    const file = new URL(`${style.toLowerCase()}.json`, directory);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file.pathname} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = workflowSchema.safeParse(json);
    if (!parsed.success) throw new Error(`${file.pathname} is not a ComfyUI API-format workflow: ${parsed.error.issues[0]?.message}`);
    const text = JSON.stringify(parsed.data);
    const missing = PLACEHOLDERS.filter((placeholder) => placeholder !== '{{negative}}' && !text.includes(`"${placeholder}"`));
    if (missing.length) throw new Error(`${file.pathname} lacks the placeholders ${missing.join(', ')}`);
    if (!Object.values(parsed.data).some((node) => node.class_type === 'SaveImage'))
      throw new Error(`${file.pathname} has no SaveImage node: the store would get no image`);
    workflows[style] = parsed.data;
  }
  return workflows;
}

/** The workflow with the store's values in place of its placeholders (a whole string input each). */
export function fillWorkflow(
  workflow: Workflow,
  values: { photo: string; mask: string; prompt: string; negative: string; seed: number },
): Workflow {
  const byPlaceholder: Record<string, string | number> = {
    '{{photo}}': values.photo,
    '{{mask}}': values.mask,
    '{{prompt}}': values.prompt,
    '{{negative}}': values.negative,
    '{{seed}}': values.seed,
  };
  const filled: Workflow = {};
  for (const [id, node] of Object.entries(workflow)) {
    const inputs = Object.fromEntries(
      Object.entries(node.inputs).map(([name, value]) => [
        name,
        typeof value === 'string' && value in byPlaceholder ? byPlaceholder[value] : value,
      ]),
    );
    filled[id] = { ...node, inputs };
  }
  return filled;
}

/**
 * A self-hosted ComfyUI server: the photo and its cut-out uploaded (POST /upload/image), the
 * style's workflow queued (POST /prompt), its history polled (GET /history/{id}) until the image is
 * saved, and the image fetched (GET /view).
 */
export function createComfyUiPainter(settings: PainterSettings & { kind: 'comfyui' }, log: FastifyBaseLogger): GenerativePainter {
  const workflows = loadWorkflows();
  const clientId = `motomuse-${randomUUID()}`;
  const policy = { retries: settings.retries, timeoutMs: settings.timeoutMs };

  async function json<T>(schema: z.ZodType<T>, response: Response, what: string): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new PainterError(`ComfyUI ${what}: unexpected answer`);
    return parsed.data;
  }

  async function upload(name: string, png: Buffer): Promise<string> {
    const response = await requestWithRetry(
      'ComfyUI upload',
      (signal) => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
        form.append('type', 'input');
        form.append('overwrite', 'true');
        return fetch(`${settings.url}/upload/image`, { method: 'POST', body: form, signal });
      },
      policy,
      log,
    );
    const uploaded = await json(uploadedSchema, response, 'upload');
    return uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name;
  }

  return {
    name: 'ComfyUI',
    canvasFor(photo) {
      const scale = CANVAS_LONG_SIDE / Math.max(photo.width, photo.height);
      const side = (length: number) => Math.max(64, Math.round((length * scale) / 8) * 8);
      return { width: side(photo.width), height: side(photo.height) };
    },
    async paint({ photo, mask, style, seed, onProgress }) {
      const deadline = Date.now() + settings.timeoutMs;
      const stem = `motomuse-${randomUUID()}`;
      onProgress('Sending the photo to ComfyUI');
      const photoName = await upload(`${stem}.png`, photo);
      const maskName = mask ? await upload(`${stem}-mask.png`, mask) : photoName;
      const prompt = fillWorkflow(workflows[style], {
        photo: photoName,
        mask: maskName,
        prompt: STYLE_PROMPTS[style],
        negative: NEGATIVE_PROMPT,
        seed,
      });
      const queuedResponse = await requestWithRetry(
        'ComfyUI prompt',
        (signal) =>
          fetch(`${settings.url}/prompt`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ prompt, client_id: clientId }),
            signal,
          }),
        policy,
        log,
      );
      const queued = await json(queuedSchema, queuedResponse, 'prompt');
      if (Object.keys(queued.node_errors).length)
        throw new PainterError(`ComfyUI refused the ${style} workflow: ${JSON.stringify(queued.node_errors).slice(0, 200)}`);
      onProgress('Queued on ComfyUI');
      for (;;) {
        if (Date.now() > deadline) throw new PainterError(`ComfyUI: no image within ${Math.round(settings.timeoutMs / 1000)} s`);
        const historyResponse = await requestWithRetry(
          'ComfyUI history',
          (signal) => fetch(`${settings.url}/history/${encodeURIComponent(queued.prompt_id)}`, { signal }),
          policy,
          log,
        );
        const entry = (await json(historySchema, historyResponse, 'history'))[queued.prompt_id];
        if (entry?.status?.status_str === 'error') throw new PainterError(`ComfyUI failed the ${style} workflow`);
        const image =
          entry &&
          Object.values(entry.outputs)
            .flatMap((output) => output.images ?? [])
            .find((ref) => ref.type === 'output');
        if (image) {
          onProgress('Fetching the painting from ComfyUI');
          const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
          const view = await requestWithRetry('ComfyUI view', (signal) => fetch(`${settings.url}/view?${query}`, { signal }), policy, log);
          return Buffer.from(await view.arrayBuffer());
        }
        if (entry?.status?.completed) throw new PainterError(`ComfyUI finished the ${style} workflow without saving an image`);
        onProgress(entry ? 'Painting on ComfyUI' : 'Waiting in ComfyUI’s queue');
        await wait(HISTORY_POLL_MS);
      }
    },
  };
}
