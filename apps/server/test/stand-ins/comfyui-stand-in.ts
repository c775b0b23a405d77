import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { standInImage, type StandInOutput } from './painter-stand-in-images.ts';

/**
 * A local server speaking the part of ComfyUI's HTTP API the store uses: POST /upload/image
 * (multipart), POST /prompt (an API-format workflow and a client id), GET /history/{prompt_id}
 * (empty while queued, then the outputs of the SaveImage node) and GET /view. It "paints" by
 * answering the workflow's LoadImage photo as a posterised image; tests make it slow, fail or go wrong.
 */
export async function startComfyUiStandIn() {
  const uploads = new Map<string, Buffer>();
  const prompts: Array<{ client_id: string; prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }> }> = [];
  const history = new Map<string, { polls: number; photo: string; output: string | null }>();
  const outputs = new Map<string, Buffer>();
  const state = {
    output: 'painting' as StandInOutput,
    /** History polls that answer "still queued" before the image is there. */
    pendingPolls: 0,
    /** Never finish: the store's time-out must end the wait. */
    hang: false,
    failures: { count: 0, status: 503, retryAfter: null as string | null },
    historyPolls: 0,
  };

  async function body(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (request.method === 'POST' && url.pathname === '/upload/image') {
      const form = await new Response(new Uint8Array(await body(request)), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const image = form.get('image');
      if (!(image instanceof File)) return send(400, { error: 'no image' });
      uploads.set(image.name, Buffer.from(await image.arrayBuffer()));
      return send(200, { name: image.name, subfolder: '', type: String(form.get('type') ?? 'input') });
    }
    if (request.method === 'POST' && url.pathname === '/prompt') {
      const queued = JSON.parse((await body(request)).toString()) as (typeof prompts)[number];
      if (state.failures.count > 0) {
        state.failures.count -= 1;
        const headers: Record<string, string> = state.failures.retryAfter ? { 'retry-after': state.failures.retryAfter } : {};
        return send(state.failures.status, { error: { type: 'busy', message: 'try later' } }, headers);
      }
      prompts.push(queued);
      const loader = Object.values(queued.prompt).find((node) => node.class_type === 'LoadImage');
      const photo = String(loader?.inputs.image ?? '');
      if (!uploads.has(photo)) return send(400, { error: { type: 'invalid_prompt', message: 'image not uploaded' }, node_errors: {} });
      const id = randomUUID();
      history.set(id, { polls: 0, photo, output: null });
      return send(200, { prompt_id: id, number: prompts.length, node_errors: {} });
    }
    const historyMatch = /^\/history\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && historyMatch) {
      state.historyPolls += 1;
      const id = decodeURIComponent(historyMatch[1]!);
      const entry = history.get(id);
      if (!entry) return send(200, {});
      entry.polls += 1;
      if (state.hang || entry.polls <= state.pendingPolls) return send(200, {});
      if (!entry.output) {
        entry.output = `motomuse_${id.slice(0, 8)}_00001_.png`;
        const painted = await standInImage(uploads.get(entry.photo)!, state.output);
        outputs.set(entry.output, painted.body);
      }
      return send(200, {
        [id]: {
          prompt: [],
          outputs: { '14': { images: [{ filename: entry.output, subfolder: '', type: 'output' }] } },
          status: { status_str: 'success', completed: true, messages: [] },
        },
      });
    }
    if (request.method === 'GET' && url.pathname === '/view') {
      const image = outputs.get(url.searchParams.get('filename') ?? '');
      if (!image || url.searchParams.get('type') !== 'output') return send(404, { error: 'not found' });
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(image);
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    uploads,
    prompts,
    state,
    failNext(count: number, status: number, retryAfter: string | null = null) {
      state.failures = { count, status, retryAfter };
    },
    reset() {
      Object.assign(state, { output: 'painting', pendingPolls: 0, hang: false, historyPolls: 0 });
      state.failures = { count: 0, status: 503, retryAfter: null };
      prompts.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
