import { describe, expect, it } from 'vitest';
import { STAND_IN_USAGE } from '#test/stand-ins/openai-images-stand-in.ts';
import { usageCents } from './openai-painter.ts';

describe('what an OpenAI image edit cost, from the usage in its answer', () => {
  it('prices text, image and output tokens at the model’s rates, in whole cents rounded up', () => {
    expect(usageCents('gpt-image-1', STAND_IN_USAGE)).toBe(8);
    expect(usageCents('gpt-image-1', { input_tokens: 0, output_tokens: 6240 })).toBe(25);
    expect(
      usageCents('gpt-image-1-mini', {
        input_tokens: 1000,
        output_tokens: 1000,
        input_tokens_details: { text_tokens: 0, image_tokens: 1000 },
      }),
    ).toBe(2);
  });

  it('leaves the configured price standing for a model without a known price or an answer without usage', () => {
    expect(usageCents('some-new-model', STAND_IN_USAGE)).toBeNull();
    expect(usageCents('gpt-image-1', undefined)).toBeNull();
  });
});
