import { describe, expect, it } from 'vitest';
import { grown } from './grow-mask.ts';

describe('grown', () => {
  it('grows a mask by its reach in every direction, keeping the strongest value, inside the image', () => {
    // 5x3, one subject pixel at (1, 1).
    const mask = new Uint8Array(15);
    mask[6] = 200;
    expect([...grown(mask, 5, 3, 1)]).toEqual([200, 200, 200, 0, 0, 200, 200, 200, 0, 0, 200, 200, 200, 0, 0]);
  });
});
