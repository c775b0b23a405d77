import { describe, expect, it } from 'vitest';
import { bundledSamModelFiles, segmenterEnvironment, segmenterSetting } from './segmenter-setting.ts';

describe('segmenterSetting', () => {
  it('uses the model bundled in node_modules by default', () => {
    expect(segmenterSetting({})).toEqual({ kind: 'sam', files: bundledSamModelFiles() });
  });

  it('cuts out with GrabCut alone when asked', () => {
    expect(segmenterSetting({ CUTOUT_MODEL: 'grabcut' })).toEqual({ kind: 'grabcut' });
  });

  it('takes another pair by their files, and refuses a file that is not there or an unknown kind', () => {
    const { encoder } = bundledSamModelFiles();
    expect(segmenterSetting({ CUTOUT_ENCODER: encoder, CUTOUT_DECODER: encoder }).kind).toBe('sam');
    expect(() => segmenterSetting({ CUTOUT_DECODER: '/nowhere/decoder.onnx' })).toThrow(
      "The cut-out model's decoder file /nowhere/decoder.onnx does not exist",
    );
    expect(() => segmenterSetting({ CUTOUT_MODEL: 'magic' })).toThrow('CUTOUT_MODEL must be "sam" or "grabcut", not "magic"');
  });
});

describe('segmenterEnvironment', () => {
  it('names a setting so that segmenterSetting reads it back', () => {
    const { encoder, decoder } = bundledSamModelFiles();
    for (const setting of [{ kind: 'grabcut' as const }, { kind: 'sam' as const, files: { encoder: decoder, decoder } }])
      expect(segmenterSetting(segmenterEnvironment(setting))).toEqual(setting);
    expect(segmenterEnvironment({ kind: 'sam', files: { encoder, decoder } })).toEqual({
      CUTOUT_MODEL: 'sam',
      CUTOUT_ENCODER: encoder,
      CUTOUT_DECODER: decoder,
    });
  });
});
