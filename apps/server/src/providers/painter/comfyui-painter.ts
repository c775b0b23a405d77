import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { STYLES, type Style } from '@store/shared/styles';
import type { PainterSettings } from '#server/config-settings.ts';
import { createComfyUiClient } from './comfyui-client.ts';
import { workflowProblems, workflowSchema, type Workflow } from './comfyui-protocol.ts';
import { NEGATIVE_PROMPT, STYLE_PROMPTS, type GenerativePainter } from './painter.ts';

/** SDXL paints best at about a megapixel; sides are multiples of 8 (its latent grid). */
const CANVAS_LONG_SIDE = 1024;

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

/**
 * A self-hosted ComfyUI server paints: the photo and its cut-out uploaded once per draft, the
 * style's workflow run through the ComfyUI client (queued, waited for, cancelled when abandoned).
 */
export function createComfyUiPainter(settings: PainterSettings & { kind: 'comfyui' }, log: FastifyBaseLogger): GenerativePainter {
  const workflows = loadWorkflows(settings.workflowsDir);
  const models = { checkpoint: settings.checkpoint, controlnet: settings.controlNet };
  const client = createComfyUiClient(settings, log);

  /** Files already on the server, by the very buffer a draft's tries share: a repaint does not send the photo again. */
  const uploaded = new WeakMap<Buffer, Promise<string>>();

  function uploadOnce(name: string, png: Buffer): Promise<string> {
    const known = uploaded.get(png);
    if (known) return known;
    const sending = client.upload(name, png);
    uploaded.set(png, sending);
    sending.catch(() => uploaded.delete(png));
    return sending;
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
      const image = await client.run(prompt, `${style} workflow`, onProgress, 'Painting on ComfyUI');
      return { image, costCents: null };
    },
    async checkSetup() {
      const objectInfo = await client.objectInfo();
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
