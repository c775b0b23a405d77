import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { STYLES, type Style } from '@store/shared/styles';
import type { PainterSettings } from '#server/config.ts';
import { executionErrorInWords, refusalInWords, workflowProblems, workflowSchema, type Workflow } from './comfyui-protocol.ts';
import { NEGATIVE_PROMPT, PainterError, STYLE_PROMPTS, type GenerativePainter } from './painter.ts';
import { requestWithRetry, wait, type RetryPolicy } from './painter-http.ts';

/** SDXL paints best at about a megapixel; sides are multiples of 8 (its latent grid). */
const CANVAS_LONG_SIDE = 1024;
const HISTORY_POLL_MS = 1000;

const uploadedSchema = z.object({ name: z.string(), subfolder: z.string().default(''), type: z.string().default('input') });
const queuedSchema = z.object({
  prompt_id: z.string(),
  number: z.number().optional(),
  node_errors: z.record(z.string(), z.unknown()).default({}),
});
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
/** GET /queue: each item is [number, prompt id, prompt, extra data, outputs]. */
const queueSchema = z.object({
  queue_running: z.array(z.array(z.unknown())).default([]),
  queue_pending: z.array(z.array(z.unknown())).default([]),
});
const objectInfoSchema = z.record(z.string(), z.object({ input: z.record(z.string(), z.unknown()).optional() }).loose());

const PLACEHOLDERS = ['{{photo}}', '{{mask}}', '{{prompt}}', '{{negative}}', '{{seed}}', '{{checkpoint}}', '{{controlnet}}'] as const;
const REQUIRED_PLACEHOLDERS = ['{{photo}}', '{{mask}}', '{{prompt}}', '{{seed}}'];

/** One workflow per style, kept in the workflow folder for the owner to edit; checked for shape at start so a broken file stops the store, not a draft. */
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
    const missing = REQUIRED_PLACEHOLDERS.filter((placeholder) => !text.includes(`"${placeholder}"`));
    if (missing.length) throw new Error(`${file.pathname} lacks the placeholders ${missing.join(', ')}`);
    if (!Object.values(parsed.data).some((node) => node.class_type === 'SaveImage'))
      throw new Error(`${file.pathname} has no SaveImage node: the store would get no image`);
    workflows[style] = parsed.data;
  }
  return workflows;
}

type FillValues = { photo: string; mask: string; prompt: string; negative: string; seed: number; checkpoint: string; controlnet: string };

/** The workflow with the store's values in place of its placeholders (a whole string input each). */
export function fillWorkflow(workflow: Workflow, values: FillValues, only: readonly string[] = PLACEHOLDERS): Workflow {
  const byPlaceholder: Record<string, string | number> = {
    '{{photo}}': values.photo,
    '{{mask}}': values.mask,
    '{{prompt}}': values.prompt,
    '{{negative}}': values.negative,
    '{{seed}}': values.seed,
    '{{checkpoint}}': values.checkpoint,
    '{{controlnet}}': values.controlnet,
  };
  const filled: Workflow = {};
  for (const [id, node] of Object.entries(workflow)) {
    const inputs = Object.fromEntries(
      Object.entries(node.inputs).map(([name, value]) => [
        name,
        typeof value === 'string' && only.includes(value) && value in byPlaceholder ? byPlaceholder[value] : value,
      ]),
    );
    filled[id] = { ...node, inputs };
  }
  return filled;
}

/** The server's address without credentials, and the basic-auth header they become (a reverse proxy's); never logged. */
export function comfyUiAddress(url: string): { base: string; headers: Record<string, string> } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { base: url.replace(/\/$/, ''), headers: {} };
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { base: parsed.toString().replace(/\/$/, ''), headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } };
}

/**
 * A self-hosted ComfyUI server: the photo and its cut-out uploaded (POST /upload/image), the
 * style's workflow queued (POST /prompt), its history polled (GET /history/{id}) until the image is
 * saved, and the image fetched (GET /view). What it abandons (a time-out, an error) is cancelled:
 * deleted from the queue, or interrupted when it is the one running. The wait grows with the
 * prompts ahead of it in the queue.
 */
export function createComfyUiPainter(settings: PainterSettings & { kind: 'comfyui' }, log: FastifyBaseLogger): GenerativePainter {
  const workflows = loadWorkflows(settings.workflowsDir);
  const models = { checkpoint: settings.checkpoint, controlnet: settings.controlNet };
  const clientId = `motomuse-${randomUUID()}`;
  const { base, headers } = comfyUiAddress(settings.url);
  const policy: RetryPolicy = {
    retries: settings.retries,
    timeoutMs: settings.timeoutMs,
    headers,
    explain: (_status, body) => refusalInWords(body),
  };

  async function json<T>(schema: z.ZodType<T>, response: Response, what: string): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new PainterError(`ComfyUI ${what}: unexpected answer`);
    return parsed.data;
  }

  const get = (what: string, path: string) =>
    requestWithRetry(what, (signal, auth) => fetch(`${base}${path}`, { headers: auth, signal }), policy, log);
  const post = (what: string, path: string, body: unknown) =>
    requestWithRetry(
      what,
      (signal, auth) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal,
        }),
      policy,
      log,
    );

  /** Files already on the server, by the very buffer a draft's tries share: a repaint does not send the photo again. */
  const uploaded = new WeakMap<Buffer, Promise<string>>();

  function uploadOnce(name: string, png: Buffer): Promise<string> {
    const known = uploaded.get(png);
    if (known) return known;
    const sending = upload(name, png);
    uploaded.set(png, sending);
    sending.catch(() => uploaded.delete(png));
    return sending;
  }

  async function upload(name: string, png: Buffer): Promise<string> {
    const response = await requestWithRetry(
      'ComfyUI upload',
      (signal, auth) => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
        form.append('type', 'input');
        form.append('overwrite', 'true');
        return fetch(`${base}/upload/image`, { method: 'POST', headers: auth, body: form, signal });
      },
      policy,
      log,
    );
    const uploaded = await json(uploadedSchema, response, 'upload');
    return uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name;
  }

  async function queue(): Promise<z.infer<typeof queueSchema>> {
    return json(queueSchema, await get('ComfyUI queue', '/queue'), 'queue');
  }

  /** Prompts ComfyUI will run before this one: the running one and those queued with a lower number. */
  async function promptsAhead(promptId: string, number: number | undefined): Promise<number> {
    const { queue_running: running, queue_pending: pending } = await queue();
    const others = running.filter((item) => item[1] !== promptId).length;
    return others + pending.filter((item) => item[1] !== promptId && (number === undefined || Number(item[0]) < number)).length;
  }

  /** Stops ComfyUI working on a prompt the store gave up on; best effort (the server may be the problem). */
  async function cancel(promptId: string): Promise<void> {
    try {
      const { queue_running: running } = await queue();
      if (running.some((item) => item[1] === promptId)) await post('ComfyUI interrupt', '/interrupt', { prompt_id: promptId });
      else await post('ComfyUI queue', '/queue', { delete: [promptId] });
      await post('ComfyUI history', '/history', { delete: [promptId] });
    } catch (error) {
      log.warn(
        { promptId, reason: error instanceof Error ? error.message : String(error) },
        'could not cancel an abandoned ComfyUI prompt',
      );
    }
  }

  /** The painting once ComfyUI saved it; null when the deadline passed first. */
  async function waitForImage(
    promptId: string,
    style: Style,
    deadline: number,
    onProgress: (step: string) => void,
  ): Promise<Buffer | null> {
    for (;;) {
      const entry = (await json(historySchema, await get('ComfyUI history', `/history/${encodeURIComponent(promptId)}`), 'history'))[
        promptId
      ];
      if (entry?.status?.status_str === 'error')
        throw new PainterError(executionErrorInWords(entry.status.messages) ?? `ComfyUI stopped the ${style} workflow with an error`);
      const image =
        entry &&
        Object.values(entry.outputs)
          .flatMap((output) => output.images ?? [])
          .find((ref) => ref.type === 'output');
      if (image) {
        onProgress('Fetching the painting from ComfyUI');
        const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
        return Buffer.from(await (await get('ComfyUI view', `/view?${query}`)).arrayBuffer());
      }
      if (entry?.status?.completed) throw new PainterError(`ComfyUI finished the ${style} workflow without saving an image`);
      if (Date.now() > deadline) return null;
      onProgress(entry ? 'Painting on ComfyUI' : 'Waiting in ComfyUI’s queue');
      await wait(HISTORY_POLL_MS);
    }
  }

  return {
    name: 'ComfyUI',
    canvasFor(photo) {
      const scale = CANVAS_LONG_SIDE / Math.max(photo.width, photo.height);
      const side = (length: number) => Math.max(64, Math.round((length * scale) / 8) * 8);
      return { width: side(photo.width), height: side(photo.height) };
    },
    async paint({ photo, mask, style, seed, onProgress }) {
      const stem = `motomuse-${randomUUID()}`;
      onProgress('Sending the photo to ComfyUI');
      const photoName = await uploadOnce(`${stem}.png`, photo);
      const maskName = mask ? await uploadOnce(`${stem}-mask.png`, mask) : photoName;
      const prompt = fillWorkflow(workflows[style], {
        photo: photoName,
        mask: maskName,
        prompt: STYLE_PROMPTS[style],
        negative: NEGATIVE_PROMPT,
        seed,
        ...models,
      });
      const queued = await json(queuedSchema, await post('ComfyUI prompt', '/prompt', { prompt, client_id: clientId }), 'prompt');
      if (Object.keys(queued.node_errors).length)
        throw new PainterError(`ComfyUI refused the ${style} workflow: ${refusalInWords({ error: '', node_errors: queued.node_errors })}`);
      let done = false;
      try {
        const ahead = await promptsAhead(queued.prompt_id, queued.number);
        // Each prompt ahead may take as long as this one: the wait is the time-out once for each.
        const waitMs = settings.timeoutMs * (ahead + 1);
        onProgress(ahead ? `Queued on ComfyUI behind ${ahead} other ${ahead === 1 ? 'painting' : 'paintings'}` : 'Queued on ComfyUI');
        const image = await waitForImage(queued.prompt_id, style, Date.now() + waitMs, onProgress);
        if (!image)
          throw new PainterError(`ComfyUI: no image within ${Math.round(waitMs / 1000)} s${ahead ? ` (${ahead} ahead in its queue)` : ''}`);
        done = true;
        await post('ComfyUI history', '/history', { delete: [queued.prompt_id] }).catch(() => undefined);
        return { image, costCents: null };
      } finally {
        if (!done) await cancel(queued.prompt_id);
      }
    },
    async checkSetup() {
      const objectInfo = (await json(objectInfoSchema, await get('ComfyUI object info', '/object_info'), 'object info')) as Parameters<
        typeof workflowProblems
      >[2];
      return STYLES.flatMap((style) =>
        workflowProblems(
          `${style.toLowerCase()}.json`,
          fillWorkflow(workflows[style], { photo: '', mask: '', prompt: '', negative: '', seed: 0, ...models }, [
            '{{checkpoint}}',
            '{{controlnet}}',
          ]),
          objectInfo,
        ),
      );
    },
  };
}
