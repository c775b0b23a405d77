import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STYLES } from '@store/shared/styles';
import { fillWorkflow, loadWorkflows } from './comfyui-painter.ts';

const GUIDED_IMAGE_TO_IMAGE = [
  'CheckpointLoaderSimple',
  'LoadImage',
  'LoadImageMask',
  'CLIPTextEncode',
  'Canny',
  'ControlNetLoader',
  'ControlNetApplyAdvanced',
  'VAEEncode',
  'SetLatentNoiseMask',
  'KSampler',
  'VAEDecode',
  'SaveImage',
];

describe('the ComfyUI workflows kept in the repository', () => {
  it('are image-to-image guided by the photo’s edges, masked by the cut-out, with every link to a node that exists', () => {
    const workflows = loadWorkflows();
    for (const style of STYLES) {
      const workflow = workflows[style];
      expect(Object.values(workflow).map((node) => node.class_type)).toEqual(expect.arrayContaining(GUIDED_IMAGE_TO_IMAGE));
      for (const node of Object.values(workflow))
        for (const value of Object.values(node.inputs)) if (Array.isArray(value)) expect(Object.keys(workflow)).toContain(String(value[0]));
    }
  });

  it('get the photo, cut-out, prompts and a numeric seed in place of their placeholders', () => {
    const filled = fillWorkflow(loadWorkflows().Anime, {
      photo: 'p.png',
      mask: 'm.png',
      prompt: 'a bike',
      negative: 'no',
      seed: 42,
      checkpoint: 'ckpt.safetensors',
      controlnet: 'canny.safetensors',
    });
    const byClass = (name: string) => Object.values(filled).filter((node) => node.class_type === name);
    expect(byClass('LoadImage')[0]!.inputs.image).toBe('p.png');
    expect(byClass('LoadImageMask')[0]!.inputs.image).toBe('m.png');
    expect(byClass('CLIPTextEncode').map((node) => node.inputs.text)).toEqual(['a bike', 'no']);
    expect(byClass('KSampler')[0]!.inputs.seed).toBe(42);
    expect(byClass('CheckpointLoaderSimple')[0]!.inputs.ckpt_name).toBe('ckpt.safetensors');
    expect(byClass('ControlNetLoader')[0]!.inputs.control_net_name).toBe('canny.safetensors');
    expect(JSON.stringify(filled)).not.toMatch(/\{\{/);
  });

  it('stop the store at start, naming the file, when one lacks its placeholders or is not a workflow', () => {
    const directory = mkdtempSync(join(tmpdir(), 'workflows-'));
    try {
      const saving = { '1': { class_type: 'SaveImage', inputs: {} } };
      for (const style of STYLES) writeFileSync(join(directory, `${style.toLowerCase()}.json`), JSON.stringify(saving));
      expect(() => loadWorkflows(pathToFileURL(`${directory}/`))).toThrow(/retro\.json lacks the placeholders \{\{photo\}\}/);
      writeFileSync(join(directory, 'retro.json'), '[1, 2]');
      expect(() => loadWorkflows(pathToFileURL(`${directory}/`))).toThrow(/retro\.json is not a ComfyUI API-format workflow/);
      writeFileSync(join(directory, 'retro.json'), '{"1": ');
      expect(() => loadWorkflows(pathToFileURL(`${directory}/`))).toThrow(/retro\.json cannot be read as JSON/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
