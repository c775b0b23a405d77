import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_MEMORY, STAND_IN_BACKGROUND_MODEL, startComfyUiStandIn } from '#test/stand-ins/comfyui-stand-in.ts';
import { createComfyUiCutout, cutoutWorkflow } from './comfyui-cutout.ts';
import { workflowProblems } from './comfyui-protocol.ts';

const PHOTO = readFileSync(new URL('../../../../../packages/render-engine/fixtures/middlebury-motorcycle.png', import.meta.url));
const silent = { warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

describe('the cut-out from ComfyUI’s core background-removal nodes', () => {
  let standIn: Awaited<ReturnType<typeof startComfyUiStandIn>>;
  const settings = () => ({ kind: 'comfyui' as const, url: standIn.url, model: STAND_IN_BACKGROUND_MODEL, timeoutMs: 2000 });

  beforeAll(async () => {
    standIn = await startComfyUiStandIn();
  });
  afterEach(() => {
    standIn.reset();
    standIn.models.backgroundRemoval = [STAND_IN_BACKGROUND_MODEL];
  });
  afterAll(async () => {
    await standIn.close();
  });

  it('is a workflow ComfyUI runs: the photo loaded, BiRefNet loaded, its mask saved as an image', async () => {
    const info = (await (await fetch(`${standIn.url}/object_info`)).json()) as Parameters<typeof workflowProblems>[2];
    const workflow = cutoutWorkflow('photo.png', 'birefnet.safetensors');
    expect(workflowProblems('cut-out', workflow, info)).toEqual([
      `cut-out: node 1 (LoadImage) asks for image “photo.png”, which this ComfyUI does not have`,
    ]);
    expect(Object.values(workflow).map((node) => node.class_type)).toEqual([
      'LoadImage',
      'LoadBackgroundRemovalModel',
      'RemoveBackground',
      'MaskToImage',
      'SaveImage',
    ]);
  });

  it('answers the mask of the photo at its size, and leaves no history behind', async () => {
    const mask = await createComfyUiCutout(settings(), silent).maskOf(PHOTO);
    const [photoSize, maskSize] = await Promise.all([sharp(PHOTO).metadata(), sharp(mask).metadata()]);
    expect([maskSize.format, maskSize.width, maskSize.height]).toEqual(['png', photoSize.width, photoSize.height]);
    const { mean } = (await sharp(mask).greyscale().stats()).channels[0]!;
    expect(mean).toBeGreaterThan(10);
    expect(mean).toBeLessThan(245);
    const [queued] = standIn.prompts;
    expect(Object.values(queued!.prompt).find((node) => node.class_type === 'LoadBackgroundRemovalModel')?.inputs).toEqual({
      bg_removal_name: STAND_IN_BACKGROUND_MODEL,
    });
    expect(standIn.history.size).toBe(0);
  });

  it('refuses, in words and before sending the photo, a ComfyUI without the nodes or without the model', async () => {
    standIn.models.backgroundRemoval = null;
    const cutout = createComfyUiCutout(settings(), silent);
    await expect(cutout.maskOf(PHOTO)).rejects.toThrow(/LoadBackgroundRemovalModel, which this ComfyUI does not have/);
    expect(await cutout.checkSetup()).toHaveLength(2);
    standIn.models.backgroundRemoval = ['lucida.safetensors'];
    await expect(cutout.maskOf(PHOTO)).rejects.toThrow(/asks for bg_removal_name “birefnet.safetensors”, which this ComfyUI does not have/);
    expect(standIn.photosReceived()).toBe(0);
  });

  it('gives up on a server that is down, too slow (cancelling its prompt) or failing the run', async () => {
    const down = createComfyUiCutout({ ...settings(), url: 'http://127.0.0.1:9' }, silent);
    await expect(down.maskOf(PHOTO)).rejects.toThrow(/could not be reached/);

    standIn.state.paintMs = Number.POSITIVE_INFINITY;
    await expect(createComfyUiCutout(settings(), silent).maskOf(PHOTO)).rejects.toThrow(/no image within 2 s/);
    expect(standIn.interrupted).toHaveLength(1);
    expect(standIn.queued()).toEqual([]);

    standIn.state.paintMs = 20;
    standIn.state.executionFailure = { ...OUT_OF_MEMORY, node_type: 'RemoveBackground' };
    await expect(createComfyUiCutout(settings(), silent).maskOf(PHOTO)).rejects.toThrow(/GPU ran out of memory in RemoveBackground/);
  }, 40_000);
});
