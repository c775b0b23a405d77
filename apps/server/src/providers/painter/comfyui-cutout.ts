import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CutoutSourceSettings } from '#server/config-settings.ts';
import { createComfyUiClient } from './comfyui-client.ts';
import { workflowProblems, type Workflow } from './comfyui-protocol.ts';
import { PainterError } from './painter.ts';

const WORKFLOW_NAME = 'background-removal workflow';

/**
 * The cut-out workflow of ComfyUI's core background-removal nodes (comfy_extras/nodes_bg_removal.py):
 * the photo loaded, the model loaded from models/background_removal, its foreground mask made an
 * image and saved. The store keeps only the chosen bike of it (decision 059).
 */
export function cutoutWorkflow(photo: string, model: string): Workflow {
  return {
    '1': { class_type: 'LoadImage', inputs: { image: photo } },
    '2': { class_type: 'LoadBackgroundRemovalModel', inputs: { bg_removal_name: model } },
    '3': { class_type: 'RemoveBackground', inputs: { image: ['1', 0], bg_removal_model: ['2', 0] } },
    '4': { class_type: 'MaskToImage', inputs: { mask: ['3', 0] } },
    '5': { class_type: 'SaveImage', inputs: { images: ['4', 0], filename_prefix: 'motomuse-cutout' } },
  };
}

/** Where a cut-out came from: the store's own model, or a ComfyUI background-removal model. */
export type CutoutSource = {
  /** Recorded with the cut-out and logged. */
  readonly name: 'comfyui';
  /** The foreground mask of a photo (PNG), as the server made it; a PainterError, in words, when it cannot. */
  maskOf(photo: Buffer): Promise<Buffer>;
  /** What would stop the workflow running on the server (nodes missing, the model not installed), in words; empty when ready. */
  checkSetup(): Promise<string[]>;
};

/**
 * ComfyUI's background removal as the cut-out source: before each cut-out the workflow is checked
 * against /object_info (a ComfyUI without the nodes, or without the model, is refused before
 * anything is sent), the photo uploaded, the workflow run with the ComfyUI client's time-out and
 * cancelling, and the mask fetched. Any failure is thrown: the caller cuts out with its own model.
 */
export function createComfyUiCutout(settings: CutoutSourceSettings, log: FastifyBaseLogger): CutoutSource {
  const client = createComfyUiClient({ ...settings, retries: 0 }, log);

  async function checkSetup(): Promise<string[]> {
    return workflowProblems(WORKFLOW_NAME, cutoutWorkflow('{{photo}}', settings.model), await client.objectInfo());
  }

  return {
    name: 'comfyui',
    checkSetup,
    async maskOf(photo) {
      const problems = await checkSetup();
      if (problems.length) throw new PainterError(problems.join('; '));
      const name = await client.upload(`motomuse-${randomUUID()}.png`, photo);
      return client.run(cutoutWorkflow(name, settings.model), WORKFLOW_NAME, () => undefined);
    },
  };
}
