import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { executionErrorInWords, refusalInWords, type Workflow, type workflowProblems } from './comfyui-protocol.ts';
import { PainterError } from './painter.ts';
import { requestWithRetry, wait, type RetryPolicy } from './painter-http.ts';

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

export type ObjectInfo = Parameters<typeof workflowProblems>[2];

/** The server's address without credentials, and the basic-auth header they become (a reverse proxy's); never logged. */
export function comfyUiAddress(url: string): { base: string; headers: Record<string, string> } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { base: url.replace(/\/$/, ''), headers: {} };
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { base: parsed.toString().replace(/\/$/, ''), headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` } };
}

type ComfyUiQueue = z.infer<typeof queueSchema>;

/** ComfyUI's answer read by its schema; a PainterError naming `what` when it is not what ComfyUI answers. */
async function json<T>(schema: z.ZodType<T>, response: Response, what: string): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PainterError(`ComfyUI ${what}: unexpected answer`);
  return parsed.data;
}

/** GET and POST on the server, each retried by the painter's policy. */
function comfyUiRequests(settings: { url: string; timeoutMs: number; retries: number }, log: FastifyBaseLogger) {
  const { base, headers } = comfyUiAddress(settings.url);
  const policy: RetryPolicy = {
    retries: settings.retries,
    timeoutMs: settings.timeoutMs,
    headers,
    explain: (_status, body) => refusalInWords(body),
  };
  return {
    base,
    policy,
    get: (what: string, path: string) =>
      requestWithRetry(what, (signal, auth) => fetch(`${base}${path}`, { headers: auth, signal }), policy, log),
    post: (what: string, path: string, body: unknown) =>
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
      ),
  };
}

type ComfyUiRequests = ReturnType<typeof comfyUiRequests>;

async function queueOf(http: ComfyUiRequests): Promise<ComfyUiQueue> {
  return json(queueSchema, await http.get('ComfyUI queue', '/queue'), 'queue');
}

/** The prompts running or queued before this one (ComfyUI numbers prompts in the order queued). */
function promptsAhead(queue: ComfyUiQueue, queued: { prompt_id: string; number?: number | undefined }): number {
  const others = (items: unknown[][]) => items.filter((item) => item[1] !== queued.prompt_id);
  return (
    others(queue.queue_running).length +
    others(queue.queue_pending).filter((item) => queued.number === undefined || Number(item[0]) < queued.number).length
  );
}

/** Stops ComfyUI working on a prompt the store gave up on; best effort (the server may be the problem). */
async function cancel(http: ComfyUiRequests, log: FastifyBaseLogger, promptId: string): Promise<void> {
  try {
    const { queue_running: running } = await queueOf(http);
    if (running.some((item) => item[1] === promptId)) await http.post('ComfyUI interrupt', '/interrupt', { prompt_id: promptId });
    else await http.post('ComfyUI queue', '/queue', { delete: [promptId] });
    await http.post('ComfyUI history', '/history', { delete: [promptId] });
  } catch (error) {
    log.warn({ promptId, reason: error instanceof Error ? error.message : String(error) }, 'could not cancel an abandoned ComfyUI prompt');
  }
}

/** The image a prompt saved once ComfyUI has it; null when the deadline passed first. `workflow` names it in reasons. */
async function waitForImage(
  http: ComfyUiRequests,
  promptId: string,
  workflow: string,
  deadline: number,
  onProgress: (step: string) => void,
  running: string,
): Promise<Buffer | null> {
  for (;;) {
    const entry = (await json(historySchema, await http.get('ComfyUI history', `/history/${encodeURIComponent(promptId)}`), 'history'))[
      promptId
    ];
    if (entry?.status?.status_str === 'error')
      throw new PainterError(executionErrorInWords(entry.status.messages) ?? `ComfyUI stopped the ${workflow} with an error`);
    const image =
      entry &&
      Object.values(entry.outputs)
        .flatMap((output) => output.images ?? [])
        .find((ref) => ref.type === 'output');
    if (image) {
      onProgress('Fetching the image from ComfyUI');
      const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
      return Buffer.from(await (await http.get('ComfyUI view', `/view?${query}`)).arrayBuffer());
    }
    if (entry?.status?.completed) throw new PainterError(`ComfyUI finished the ${workflow} without saving an image`);
    if (Date.now() > deadline) return null;
    onProgress(entry ? running : 'Waiting in ComfyUI’s queue');
    await wait(HISTORY_POLL_MS);
  }
}

/**
 * ComfyUI's HTTP API as the store uses it, for the painter and the cut-out alike: a file uploaded
 * (POST /upload/image), a workflow queued (POST /prompt), its history polled (GET /history/{id})
 * until an image is saved and fetched (GET /view), and what the store abandons cancelled: deleted
 * from the queue, or interrupted when it is the one running. The wait grows with the prompts
 * ahead of it in the queue (a GPU runs one at a time).
 */
export function createComfyUiClient(settings: { url: string; timeoutMs: number; retries: number }, log: FastifyBaseLogger) {
  const http = comfyUiRequests(settings, log);
  const { base, policy } = http;

  return {
    clientId: `motomuse-${crypto.randomUUID()}`,

    /** A PNG put in ComfyUI's input folder; answers the name a LoadImage node gives it. */
    async upload(name: string, png: Buffer): Promise<string> {
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
    },

    async objectInfo(): Promise<ObjectInfo> {
      return (await json(objectInfoSchema, await http.get('ComfyUI object info', '/object_info'), 'object info')) as ObjectInfo;
    },

    /**
     * Queues `prompt` and answers the image it saves: the wait is the time-out once for this prompt
     * and once per prompt ahead of it. Whatever does not end in an image is cancelled; a finished
     * prompt's history is deleted. `workflow` names it in reasons ("the Retro workflow"), `running`
     * is the progress shown while it runs.
     */
    async run(prompt: Workflow, workflow: string, onProgress: (step: string) => void, running = 'Running on ComfyUI'): Promise<Buffer> {
      const queued = await json(queuedSchema, await http.post('ComfyUI prompt', '/prompt', { prompt, client_id: this.clientId }), 'prompt');
      if (Object.keys(queued.node_errors).length)
        throw new PainterError(`ComfyUI refused the ${workflow}: ${refusalInWords({ error: '', node_errors: queued.node_errors })}`);
      let done = false;
      try {
        const ahead = promptsAhead(await queueOf(http), queued);
        const waitMs = settings.timeoutMs * (ahead + 1);
        onProgress(ahead ? `Queued on ComfyUI behind ${ahead} other ${ahead === 1 ? 'prompt' : 'prompts'}` : 'Queued on ComfyUI');
        const image = await waitForImage(http, queued.prompt_id, workflow, Date.now() + waitMs, onProgress, running);
        if (!image)
          throw new PainterError(`ComfyUI: no image within ${Math.round(waitMs / 1000)} s${ahead ? ` (${ahead} ahead in its queue)` : ''}`);
        done = true;
        await http.post('ComfyUI history', '/history', { delete: [queued.prompt_id] }).catch(() => undefined);
        return image;
      } finally {
        if (!done) await cancel(http, log, queued.prompt_id);
      }
    },
  };
}

export type ComfyUiClient = ReturnType<typeof createComfyUiClient>;
