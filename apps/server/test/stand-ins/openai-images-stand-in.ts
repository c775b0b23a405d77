import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { standInImage, type StandInOutput } from './painter-stand-in-images.ts';

export const STAND_IN_OPENAI_KEY = 'sk-test-stand-in';
/** $0.00032 + $0.00827 + $0.06288 at gpt-image-1's prices: 7.15 cents, counted as 8. */
export const STAND_IN_USAGE = {
  total_tokens: 2463,
  input_tokens: 891,
  output_tokens: 1572,
  input_tokens_details: { text_tokens: 64, image_tokens: 827 },
};

/**
 * A local server speaking OpenAI's image edits endpoint as the store uses it: POST /v1/images/edits,
 * multipart (model, image, prompt, size, quality, input_fidelity), a Bearer key, one image back as
 * b64_json at the size asked. Like the API, a model other than gpt-image-1 refuses input_fidelity,
 * and an exhausted quota answers 429 with the code insufficient_quota.
 */
export async function startOpenAiImagesStandIn() {
  const requests: Array<{
    model: string;
    prompt: string;
    size: string;
    quality: string | null;
    inputFidelity: string | null;
    imageBytes: number;
    hasExif: boolean;
  }> = [];
  const state = {
    output: 'painting' as StandInOutput,
    /** Answer nothing for this long: the store's time-out must end the wait. */
    delayMs: 0,
    failures: { count: 0, status: 503, retryAfter: null as string | null, code: null as string | null },
    calls: 0,
  };

  async function body(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  const server = createServer(async (request, response) => {
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (request.method !== 'POST' || request.url !== '/v1/images/edits') return send(404, { error: { message: 'Not found' } });
    if (request.headers.authorization !== `Bearer ${STAND_IN_OPENAI_KEY}`)
      return send(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    state.calls += 1;
    const raw = await body(request);
    if (state.failures.count > 0) {
      state.failures.count -= 1;
      const headers: Record<string, string> = state.failures.retryAfter ? { 'retry-after': state.failures.retryAfter } : {};
      const error = state.failures.code
        ? {
            message: 'You exceeded your current quota, please check your plan and billing details.',
            type: state.failures.code,
            code: state.failures.code,
          }
        : { message: 'Rate limit reached', type: 'requests' };
      return send(state.failures.status, { error }, headers);
    }
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (response.destroyed) return;
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    const image = form.get('image');
    const size = String(form.get('size') ?? '');
    if (!(image instanceof File) || !/^\d+x\d+$/.test(size)) return send(400, { error: { message: 'image and size are required' } });
    const model = String(form.get('model'));
    const inputFidelity = form.get('input_fidelity') === null ? null : String(form.get('input_fidelity'));
    if (inputFidelity !== null && model !== 'gpt-image-1')
      return send(400, { error: { message: `input_fidelity is not supported for model '${model}'.`, type: 'invalid_request_error' } });
    const photo = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(photo).metadata();
    requests.push({
      model,
      prompt: String(form.get('prompt')),
      size,
      quality: form.get('quality') === null ? null : String(form.get('quality')),
      inputFidelity,
      imageBytes: photo.length,
      hasExif: Boolean(meta.exif),
    });
    const [width, height] = size.split('x').map(Number) as [number, number];
    const painted = await standInImage(await sharp(photo).resize(width, height, { fit: 'fill' }).png().toBuffer(), state.output);
    // gpt-image-1's usage for an edit at medium quality: the photo's image tokens, the prompt's text tokens, about 1,600 output tokens.
    return send(200, {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: painted.body.toString('base64') }],
      usage: STAND_IN_USAGE,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    state,
    failNext(count: number, status: number, retryAfter: string | null = null, code: string | null = null) {
      state.failures = { count, status, retryAfter, code };
    },
    reset() {
      Object.assign(state, { output: 'painting', delayMs: 0, calls: 0 });
      state.failures = { count: 0, status: 503, retryAfter: null, code: null };
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
