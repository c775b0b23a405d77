import { describe, expect, it } from 'vitest';
import { PAINTER_NOTES, PAINTER_REASON_MAX_LENGTH, shortReason } from './painter-notes.ts';

describe('painter notes', () => {
  it('say a refused image is not the draft, with its score, the threshold, the tries and what it lost', () => {
    expect(PAINTER_NOTES.refused('ComfyUI', { score: 0, reasons: ['silhouette 12%', 'left wheel missing'] }, 60, 2)).toBe(
      'ComfyUI’s best of 2 tries had likeness 0, under 60 (silhouette 12%, left wheel missing). Painted by the built-in painter; the refused image is shown below.',
    );
    expect(PAINTER_NOTES.refused('OpenAI gpt-image-1', { score: 41, reasons: [] }, 70, 1)).toBe(
      'OpenAI gpt-image-1’s best of 1 try had likeness 41, under 70. Painted by the built-in painter; the refused image is shown below.',
    );
  });

  it('name the painter and its reason when it failed or the cap is reached', () => {
    expect(PAINTER_NOTES.failed('ComfyUI', 'the GPU ran out of memory')).toBe(
      'ComfyUI failed (the GPU ran out of memory). Painted by the built-in painter.',
    );
    expect(PAINTER_NOTES.capReached('ComfyUI')).toBe('ComfyUI not used: today’s spending cap is reached. Painted by the built-in painter.');
  });

  it('keep a reason on one line and cut a long one at a word', () => {
    expect(shortReason('CUDA out\nof memory ')).toBe('CUDA out of memory');
    const long = shortReason(`${'word '.repeat(100)}end`);
    expect(long.length).toBeLessThanOrEqual(PAINTER_REASON_MAX_LENGTH);
    expect(long).toMatch(/word…$/);
  });
});
