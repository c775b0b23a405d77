import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { standInImage, type StandInOutput } from './painter-stand-in-images.ts';

type Node = { class_type: string; inputs: Record<string, unknown> };
type Prompt = Record<string, Node>;
type InputSpec = [unknown, Record<string, unknown>?];
type NodeDefinition = {
  input: { required: Record<string, InputSpec>; optional?: Record<string, InputSpec> };
  output: string[];
  output_node?: boolean;
};

export const STAND_IN_CHECKPOINT = 'sd_xl_base_1.0.safetensors';
export const STAND_IN_CONTROLNET = 'controlnet-canny-sdxl-1.0.safetensors';
/** The model ComfyUI's background removal loads from models/background_removal (Comfy-Org's BiRefNet repackaging). */
export const STAND_IN_BACKGROUND_MODEL = 'birefnet.safetensors';

type StandInModels = {
  checkpoints: string[];
  controlnets: string[];
  /** null: a ComfyUI older than its core background-removal nodes (they are not in /object_info). */
  backgroundRemoval?: string[] | null;
};

const float = (min: number, max: number): InputSpec => ['FLOAT', { min, max }];
const int = (min: number, max: number): InputSpec => ['INT', { min, max }];

/** The core nodes the store's workflows use, as ComfyUI's /object_info describes them (inputs, their types and ranges, outputs). */
function nodeDefinitions(models: StandInModels, uploads: string[]): Record<string, NodeDefinition> {
  const backgroundRemoval: Record<string, NodeDefinition> = models.backgroundRemoval
    ? {
        // comfy_extras/nodes_bg_removal.py: the loader lists models/background_removal; the remover answers a foreground MASK.
        LoadBackgroundRemovalModel: {
          input: { required: { bg_removal_name: [models.backgroundRemoval] } },
          output: ['BACKGROUND_REMOVAL'],
        },
        RemoveBackground: { input: { required: { image: ['IMAGE'], bg_removal_model: ['BACKGROUND_REMOVAL'] } }, output: ['MASK'] },
      }
    : {};
  return {
    ...backgroundRemoval,
    MaskToImage: { input: { required: { mask: ['MASK'] } }, output: ['IMAGE'] },
    CheckpointLoaderSimple: { input: { required: { ckpt_name: [models.checkpoints] } }, output: ['MODEL', 'CLIP', 'VAE'] },
    LoadImage: { input: { required: { image: [uploads, { image_upload: true }] } }, output: ['IMAGE', 'MASK'] },
    LoadImageMask: { input: { required: { image: [uploads], channel: [['alpha', 'red', 'green', 'blue']] } }, output: ['MASK'] },
    CLIPTextEncode: { input: { required: { text: ['STRING', { multiline: true }], clip: ['CLIP'] } }, output: ['CONDITIONING'] },
    Canny: {
      input: { required: { image: ['IMAGE'], low_threshold: float(0.01, 0.99), high_threshold: float(0.01, 0.99) } },
      output: ['IMAGE'],
    },
    ControlNetLoader: { input: { required: { control_net_name: [models.controlnets] } }, output: ['CONTROL_NET'] },
    ControlNetApplyAdvanced: {
      input: {
        required: {
          positive: ['CONDITIONING'],
          negative: ['CONDITIONING'],
          control_net: ['CONTROL_NET'],
          image: ['IMAGE'],
          strength: float(0, 10),
          start_percent: float(0, 1),
          end_percent: float(0, 1),
        },
        optional: { vae: ['VAE'] },
      },
      output: ['CONDITIONING', 'CONDITIONING'],
    },
    VAEEncode: { input: { required: { pixels: ['IMAGE'], vae: ['VAE'] } }, output: ['LATENT'] },
    GrowMask: { input: { required: { mask: ['MASK'], expand: int(-16384, 16384), tapered_corners: ['BOOLEAN'] } }, output: ['MASK'] },
    SetLatentNoiseMask: { input: { required: { samples: ['LATENT'], mask: ['MASK'] } }, output: ['LATENT'] },
    KSampler: {
      input: {
        required: {
          model: ['MODEL'],
          seed: int(0, Number.MAX_SAFE_INTEGER),
          steps: int(1, 10000),
          cfg: float(0, 100),
          sampler_name: [['euler', 'euler_ancestral', 'dpmpp_2m', 'dpmpp_2m_sde', 'dpmpp_sde']],
          scheduler: [['normal', 'karras', 'exponential', 'simple']],
          positive: ['CONDITIONING'],
          negative: ['CONDITIONING'],
          latent_image: ['LATENT'],
          denoise: float(0, 1),
        },
      },
      output: ['LATENT'],
    },
    VAEDecode: { input: { required: { samples: ['LATENT'], vae: ['VAE'] } }, output: ['IMAGE'] },
    SaveImage: { input: { required: { images: ['IMAGE'], filename_prefix: ['STRING'] } }, output: [], output_node: true },
  };
}

/**
 * What the stand-in's "BiRefNet" finds in a photo: the pixels whose colour is far from the mean of
 * the photo's border, a plain salient-object guess (not the model: it keeps any clutter that stands
 * out, which is what the store's restriction to the chosen bike must cope with). Grey PNG, white in
 * front, the photo's size, as MaskToImage and SaveImage would write it.
 */
async function salientMask(photo: Buffer, empty: boolean): Promise<Buffer> {
  const { data, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const band = Math.max(1, Math.round(Math.min(width, height) * 0.03));
  const mean = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (x >= band && x < width - band && y >= band && y < height - band) continue;
      for (let channel = 0; channel < 3; channel += 1) mean[channel]! += data[(y * width + x) * 3 + channel]!;
      count += 1;
    }
  const mask = Buffer.alloc(width * height);
  if (!empty)
    for (let pixel = 0; pixel < mask.length; pixel += 1) {
      const distance = Math.hypot(...[0, 1, 2].map((channel) => data[pixel * 3 + channel]! - mean[channel]! / count));
      if (distance > 60) mask[pixel] = 255;
    }
  return sharp(mask, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

type NodeError = { type: string; message: string; details: string; extra_info: Record<string, unknown> };

/** ComfyUI's validate_prompt, for these nodes: classes, outputs, required inputs, links and their types, listed values, ranges. */
function validate(prompt: Prompt, definitions: Record<string, NodeDefinition>) {
  for (const [id, node] of Object.entries(prompt))
    if (!definitions[node.class_type])
      return {
        error: {
          type: 'invalid_prompt',
          message: `Cannot execute because node ${node.class_type} does not exist.`,
          details: `Node ID '#${id}'`,
          extra_info: {},
        },
        node_errors: {},
      };
  if (!Object.values(prompt).some((node) => definitions[node.class_type]!.output_node))
    return { error: { type: 'prompt_no_outputs', message: 'Prompt has no outputs', details: '', extra_info: {} }, node_errors: {} };
  const nodeErrors: Record<string, { errors: NodeError[]; dependent_outputs: string[]; class_type: string }> = {};
  for (const [id, node] of Object.entries(prompt)) {
    const definition = definitions[node.class_type]!;
    const errors: NodeError[] = [];
    const specs = { ...definition.input.required, ...(definition.input.optional ?? {}) };
    for (const [name, spec] of Object.entries(specs)) {
      const value = node.inputs[name];
      const required = name in definition.input.required;
      if (value === undefined) {
        if (required)
          errors.push({
            type: 'required_input_missing',
            message: 'Required input is missing',
            details: name,
            extra_info: { input_name: name },
          });
        continue;
      }
      const [type, options = {}] = spec;
      if (Array.isArray(value)) {
        const [from, slot] = value as [string, number];
        const source = prompt[String(from)];
        const produced = source && definitions[source.class_type]?.output[slot];
        if (!produced)
          errors.push({
            type: 'bad_linked_input',
            message: 'Bad linked input, must be a length-2 list of [node_id, slot_index]',
            details: name,
            extra_info: { input_name: name },
          });
        else if (typeof type === 'string' && produced !== type)
          errors.push({
            type: 'return_type_mismatch',
            message: 'Return type mismatch between linked nodes',
            details: `${name}, received_type(${produced}) mismatch input_type(${type})`,
            extra_info: { input_name: name },
          });
        continue;
      }
      if (Array.isArray(type)) {
        if (!type.includes(value))
          errors.push({
            type: 'value_not_in_list',
            message: 'Value not in list',
            details: `${name}: '${String(value)}' not in ${JSON.stringify(type)}`,
            extra_info: { input_name: name, input_config: spec, received_value: value },
          });
        continue;
      }
      const numeric = type === 'INT' || type === 'FLOAT';
      if (
        (numeric && typeof value !== 'number') ||
        (type === 'STRING' && typeof value !== 'string') ||
        (type === 'BOOLEAN' && typeof value !== 'boolean')
      ) {
        errors.push({
          type: 'invalid_input_type',
          message: `Failed to convert an input value to a ${String(type)} value`,
          details: `${name}, ${String(value)}`,
          extra_info: { input_name: name, received_value: value },
        });
        continue;
      }
      const { min, max } = options as { min?: number; max?: number };
      if (numeric && typeof min === 'number' && (value as number) < min)
        errors.push({
          type: 'value_smaller_than_min',
          message: `Value ${String(value)} smaller than min of ${min}`,
          details: name,
          extra_info: { input_name: name, received_value: value },
        });
      if (numeric && typeof max === 'number' && (value as number) > max)
        errors.push({
          type: 'value_bigger_than_max',
          message: `Value ${String(value)} bigger than max of ${max}`,
          details: name,
          extra_info: { input_name: name, received_value: value },
        });
    }
    if (errors.length) nodeErrors[id] = { errors, dependent_outputs: [], class_type: node.class_type };
  }
  if (Object.keys(nodeErrors).length)
    return {
      error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '', extra_info: {} },
      node_errors: nodeErrors,
    };
  return null;
}

/** `durationMs`: another client's prompt, running this long (Infinity: until interrupted); null: the store's, at paintMs. */
type Queued = { number: number; id: string; prompt: Prompt; clientId: string; startedAt: number | null; durationMs: number | null };
type HistoryEntry = {
  outputs: Record<string, { images: Array<{ filename: string; subfolder: string; type: string }> }>;
  status: { status_str: string; completed: boolean; messages: unknown[] };
};
export type ExecutionFailure = { node_type: string; exception_type: string; exception_message: string };

/** ComfyUI's message for a CUDA out-of-memory during sampling (model_management.py adds the hint). */
export const OUT_OF_MEMORY: ExecutionFailure = {
  node_type: 'KSampler',
  exception_type: 'torch.OutOfMemoryError',
  exception_message:
    'Allocation on device \nThis error means you ran out of memory on your GPU.\n\nTIPS: If the workflow worked before you might have accidentally set the batch_size to a large number.',
};

/**
 * A local server speaking ComfyUI's HTTP API as its server.py does: POST /upload/image (multipart),
 * GET /object_info, POST /prompt (validated against the object info as ComfyUI validates: 400 with
 * node_errors), GET and POST /queue ({delete: [ids]}), POST /interrupt ({prompt_id}), GET
 * /history/{id} and POST /history ({delete: [ids]}), GET /view. Like one GPU, it runs one prompt at
 * a time, in order; a run "paints" the workflow's LoadImage photo as a posterised image, or, for a
 * workflow with the core RemoveBackground node, answers its mask (`salientMask`: a simple method,
 * not BiRefNet). Tests make it slow, hang, fail the execution with ComfyUI's error messages, find
 * nothing, lack the background-removal nodes, or answer badly.
 */
export async function startComfyUiStandIn(options: { credentials?: string; models?: StandInModels } = {}) {
  const models = {
    backgroundRemoval: [STAND_IN_BACKGROUND_MODEL],
    ...(options.models ?? { checkpoints: [STAND_IN_CHECKPOINT], controlnets: [STAND_IN_CONTROLNET] }),
  };
  const uploads = new Map<string, Buffer>();
  const prompts: Array<{ client_id: string; prompt: Prompt }> = [];
  const queue: Queued[] = [];
  const history = new Map<string, HistoryEntry>();
  const outputs = new Map<string, Buffer>();
  const interrupted: string[] = [];
  const deleted: string[] = [];
  let photos = 0;
  let counter = 0;
  const state = {
    output: 'painting' as StandInOutput,
    /** How long a prompt takes once it runs; Infinity: until interrupted. */
    paintMs: 20,
    /** The next executions fail with this ComfyUI error. */
    executionFailure: null as ExecutionFailure | null,
    failures: { count: 0, status: 503, retryAfter: null as string | null },
    historyPolls: 0,
    /** GET /object_info never answers (a server busy loading models). */
    objectInfoHangs: false,
    /** Requests refused for their credentials (a reverse proxy's basic auth). */
    unauthorised: 0,
    /** RemoveBackground finds nothing (an all-black mask). */
    emptyMask: false,
  };

  async function body(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  function finish(item: Queued, entry: HistoryEntry) {
    queue.splice(queue.indexOf(item), 1);
    history.set(item.id, entry);
    step();
  }

  /** Runs the head of the queue when nothing runs: like one GPU, one prompt at a time. */
  function step() {
    const head = queue[0];
    if (!head || head.startedAt !== null) return;
    head.startedAt = Date.now();
    const duration = head.durationMs ?? state.paintMs;
    if (Number.isFinite(duration)) setTimeout(() => void execute(head), duration);
  }

  async function execute(item: Queued) {
    if (!queue.includes(item)) return;
    const started = ['execution_start', { prompt_id: item.id, timestamp: Date.now() }];
    if (item.durationMs !== null)
      return finish(item, { outputs: {}, status: { status_str: 'success', completed: true, messages: [started] } });
    if (state.executionFailure) {
      const failure = state.executionFailure;
      return finish(item, {
        outputs: {},
        status: {
          status_str: 'error',
          completed: false,
          messages: [started, ['execution_error', { prompt_id: item.id, node_id: '12', ...failure, traceback: [] }]],
        },
      });
    }
    const loader = Object.values(item.prompt).find((node) => node.class_type === 'LoadImage');
    const saver = Object.entries(item.prompt).find(([, node]) => node.class_type === 'SaveImage');
    const filename = `${String(saver?.[1].inputs.filename_prefix ?? 'ComfyUI')}_${String(++counter).padStart(5, '0')}_.png`;
    const photo = uploads.get(String(loader?.inputs.image))!;
    const removesBackground = Object.values(item.prompt).some((node) => node.class_type === 'RemoveBackground');
    outputs.set(filename, removesBackground ? await salientMask(photo, state.emptyMask) : (await standInImage(photo, state.output)).body);
    // Interrupted while it ran: ComfyUI saves nothing, and the queue has moved on.
    if (!queue.includes(item)) return;
    finish(item, {
      outputs: { [saver?.[0] ?? '0']: { images: [{ filename, subfolder: '', type: 'output' }] } },
      status: { status_str: 'success', completed: true, messages: [started, ['execution_success', { prompt_id: item.id }]] },
    });
  }

  function enqueue(prompt: Prompt, clientId: string, durationMs: number | null = null): Queued {
    const item: Queued = { number: counter++, id: randomUUID(), prompt, clientId, startedAt: null, durationMs };
    queue.push(item);
    step();
    return item;
  }

  const queueItem = (item: Queued) => [item.number, item.id, item.prompt, { client_id: item.clientId }, []];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (options.credentials && request.headers.authorization !== `Basic ${Buffer.from(options.credentials).toString('base64')}`) {
      state.unauthorised += 1;
      response.writeHead(401, { 'www-authenticate': 'Basic realm="comfyui"' });
      return response.end();
    }
    const json = async () => JSON.parse((await body(request)).toString() || '{}') as Record<string, unknown>;
    if (request.method === 'POST' && url.pathname === '/upload/image') {
      const form = await new Response(new Uint8Array(await body(request)), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const image = form.get('image');
      if (!(image instanceof File)) return response.writeHead(400).end();
      uploads.set(image.name, Buffer.from(await image.arrayBuffer()));
      if (!image.name.endsWith('-mask.png')) photos += 1;
      return send(200, { name: image.name, subfolder: '', type: String(form.get('type') ?? 'input') });
    }
    if (request.method === 'GET' && url.pathname === '/object_info') {
      if (state.objectInfoHangs) return;
      return send(200, nodeDefinitions(models, [...uploads.keys()]));
    }
    if (request.method === 'POST' && url.pathname === '/prompt') {
      const queued = (await json()) as { prompt: Prompt; client_id: string };
      if (state.failures.count > 0) {
        state.failures.count -= 1;
        const headers: Record<string, string> = state.failures.retryAfter ? { 'retry-after': state.failures.retryAfter } : {};
        return send(state.failures.status, { error: { type: 'busy', message: 'try later' } }, headers);
      }
      const invalid = validate(queued.prompt, nodeDefinitions(models, [...uploads.keys()]));
      if (invalid) return send(400, invalid);
      prompts.push(queued);
      const item = enqueue(queued.prompt, queued.client_id);
      return send(200, { prompt_id: item.id, number: item.number, node_errors: {} });
    }
    if (url.pathname === '/queue') {
      if (request.method === 'GET')
        return send(200, {
          queue_running: queue.filter((item) => item.startedAt !== null).map(queueItem),
          queue_pending: queue.filter((item) => item.startedAt === null).map(queueItem),
        });
      const { delete: ids = [], clear } = (await json()) as { delete?: string[]; clear?: boolean };
      for (const item of [...queue])
        if (item.startedAt === null && (clear || ids.includes(item.id))) {
          queue.splice(queue.indexOf(item), 1);
          deleted.push(item.id);
        }
      return response.writeHead(200).end();
    }
    if (request.method === 'POST' && url.pathname === '/interrupt') {
      const { prompt_id: id } = (await json()) as { prompt_id?: string };
      const running = queue.find((item) => item.startedAt !== null);
      if (running && (!id || id === running.id)) {
        interrupted.push(running.id);
        finish(running, {
          outputs: {},
          status: { status_str: 'error', completed: false, messages: [['execution_interrupted', { prompt_id: running.id }]] },
        });
      }
      return response.writeHead(200).end();
    }
    if (request.method === 'POST' && url.pathname === '/history') {
      const { delete: ids = [], clear } = (await json()) as { delete?: string[]; clear?: boolean };
      for (const id of clear ? [...history.keys()] : ids) history.delete(id);
      return response.writeHead(200).end();
    }
    const historyMatch = /^\/history\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && historyMatch) {
      state.historyPolls += 1;
      const id = decodeURIComponent(historyMatch[1]!);
      const entry = history.get(id);
      return send(200, entry ? { [id]: { prompt: [], ...entry } } : {});
    }
    if (request.method === 'GET' && url.pathname === '/view') {
      const image = outputs.get(url.searchParams.get('filename') ?? '');
      if (!image || url.searchParams.get('type') !== 'output') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(image);
    }
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** The models it lists; tests change them (backgroundRemoval null: a ComfyUI without the core background-removal nodes). */
    models: models as StandInModels,
    uploads,
    prompts,
    state,
    interrupted,
    deleted,
    history,
    /** Photos uploaded since the last reset (masks apart). */
    photosReceived: () => photos,
    /** Prompts queued or running now, by id. */
    queued: () => queue.map((item) => item.id),
    /** Another client's prompt holding the GPU for `ms` (Infinity: until interrupted). */
    occupy(ms: number) {
      return enqueue({}, 'another-client', ms).id;
    },
    failNext(count: number, status: number, retryAfter: string | null = null) {
      state.failures = { count, status, retryAfter };
    },
    reset() {
      Object.assign(state, { output: 'painting', paintMs: 20, executionFailure: null, historyPolls: 0, unauthorised: 0, emptyMask: false });
      state.failures = { count: 0, status: 503, retryAfter: null };
      prompts.length = 0;
      queue.length = 0;
      interrupted.length = 0;
      deleted.length = 0;
      photos = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
