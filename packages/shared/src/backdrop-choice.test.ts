import { describe, expect, it } from 'vitest';
import { chosenBackdrops } from './backdrop-choice.ts';

describe('chosen backdrops', () => {
  it('keeps the backdrop of each style’s latest draft and defaults the others', () => {
    expect(
      chosenBackdrops([
        { style: 'Anime', backdrop: 'speed', createdAt: '2026-11-25T10:00:00.000Z' },
        { style: 'Anime', backdrop: 'photo', createdAt: '2026-11-25T11:00:00.000Z' },
        { style: 'Retro', backdrop: 'plain', createdAt: '2026-11-25T09:00:00.000Z' },
      ]),
    ).toEqual({ Retro: 'plain', Cartoon: 'sunburst', Anime: 'photo', Cyberpunk: 'city' });
  });

  it('ignores a backdrop that is not the style’s', () => {
    expect(chosenBackdrops([{ style: 'Cartoon', backdrop: 'city', createdAt: '2026-11-25T10:00:00.000Z' }]).Cartoon).toBe('sunburst');
  });
});
