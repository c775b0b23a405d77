import { describe, expect, it } from 'vitest';
import { STYLES } from '@store/shared/styles';
import { OUT_OF_MEMORY, startComfyUiStandIn } from '#test/stand-ins/comfyui-stand-in.ts';
import { comfyUiAddress } from './comfyui-client.ts';
import { fillWorkflow, loadWorkflows } from './comfyui-painter.ts';
import { executionErrorInWords, refusalInWords, workflowProblems } from './comfyui-protocol.ts';

const MODELS = { checkpoint: 'sd_xl_base_1.0.safetensors', controlnet: 'controlnet-canny-sdxl-1.0.safetensors' };

async function objectInfo(models?: { checkpoints: string[]; controlnets: string[] }) {
  const standIn = await startComfyUiStandIn({ models });
  try {
    return (await (await fetch(`${standIn.url}/object_info`)).json()) as Parameters<typeof workflowProblems>[2];
  } finally {
    await standIn.close();
  }
}

const withModels = (workflow: ReturnType<typeof loadWorkflows>['Retro'], models = MODELS) =>
  fillWorkflow(workflow, { photo: '', mask: '', prompt: '', negative: '', seed: 0, ...models }, ['{{checkpoint}}', '{{controlnet}}']);

describe('a workflow checked against ComfyUI’s object info', () => {
  it('finds nothing wrong with the shipped workflows on a server with their models', async () => {
    const info = await objectInfo();
    const workflows = loadWorkflows();
    for (const style of STYLES) expect(workflowProblems(`${style}.json`, withModels(workflows[style]), info)).toEqual([]);
  });

  it('names a typo in an input, a missing model, an unknown node and a value out of range, in words', async () => {
    const info = await objectInfo();
    const workflow = structuredClone(
      withModels(loadWorkflows().Retro, { checkpoint: 'sdxl_typo.safetensors', controlnet: MODELS.controlnet }),
    );
    const apply = Object.values(workflow).find((node) => node.class_type === 'ControlNetApplyAdvanced')!;
    apply.inputs.strenght = apply.inputs.strength;
    delete apply.inputs.strength;
    const sampler = Object.values(workflow).find((node) => node.class_type === 'KSampler')!;
    sampler.inputs.denoise = 1.7;
    workflow['99'] = { class_type: 'IPAdapterApply', inputs: {} };
    expect(workflowProblems('retro.json', workflow, info)).toEqual([
      'retro.json: node 1 (CheckpointLoaderSimple) asks for ckpt_name “sdxl_typo.safetensors”, which this ComfyUI does not have',
      'retro.json: node 8 (ControlNetApplyAdvanced) lacks its input strength',
      'retro.json: node 8 (ControlNetApplyAdvanced) has no input called “strenght”',
      'retro.json: node 12 (KSampler) has denoise 1.7, outside 0-1',
      'retro.json: node 99 is a IPAdapterApply, which this ComfyUI does not have (a custom node not installed?)',
    ]);
  });
});

describe('ComfyUI’s answers in words', () => {
  it('summarises a 400 listing a missing model instead of its raw JSON', async () => {
    const standIn = await startComfyUiStandIn({
      models: { checkpoints: ['other.safetensors', 'x'.repeat(300)], controlnets: [MODELS.controlnet] },
    });
    try {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array([1])], { type: 'image/png' }), 'photo.png');
      await fetch(`${standIn.url}/upload/image`, { method: 'POST', body: form });
      const workflow = fillWorkflow(loadWorkflows().Retro, {
        photo: 'photo.png',
        mask: 'photo.png',
        prompt: 'p',
        negative: 'n',
        seed: 1,
        ...MODELS,
      });
      const response = await fetch(`${standIn.url}/prompt`, {
        method: 'POST',
        body: JSON.stringify({ prompt: workflow, client_id: 'test' }),
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(JSON.stringify(body).length).toBeGreaterThan(300);
      expect(refusalInWords(body)).toBe(
        'CheckpointLoaderSimple asks for ckpt_name “sd_xl_base_1.0.safetensors”, which this ComfyUI does not have',
      );
    } finally {
      await standIn.close();
    }
  });

  it('gives an execution error’s reason: out of memory in plain words, others by node and first line', () => {
    expect(
      executionErrorInWords([
        ['execution_start', {}],
        ['execution_error', OUT_OF_MEMORY],
      ]),
    ).toBe('the GPU ran out of memory in KSampler: free it (one painter per GPU) or use a smaller model or canvas');
    expect(
      executionErrorInWords([
        [
          'execution_error',
          { node_type: 'VAEDecode', exception_type: 'RuntimeError', exception_message: '\nExpected 4D input\nat line 3' },
        ],
      ]),
    ).toBe('VAEDecode stopped: Expected 4D input');
    expect(executionErrorInWords([['execution_success', {}]])).toBeNull();
  });

  it('takes a reverse proxy’s user and password out of the address into a basic-auth header', () => {
    expect(comfyUiAddress('http://painter:s%40cret@gpu-box:8188/')).toEqual({
      base: 'http://gpu-box:8188',
      headers: { authorization: `Basic ${Buffer.from('painter:s@cret').toString('base64')}` },
    });
    expect(comfyUiAddress('http://gpu-box:8188')).toEqual({ base: 'http://gpu-box:8188', headers: {} });
  });
});
