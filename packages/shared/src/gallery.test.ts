import { describe, expect, it } from 'vitest';
import { REAL_ENTRIES_BEFORE_SAMPLES_GO, showsSamplesOf } from './gallery.ts';

describe('real work in the gallery', () => {
  it('keeps the drawn samples of a style until it has enough real entries of its own', () => {
    const retro = Array.from({ length: REAL_ENTRIES_BEFORE_SAMPLES_GO - 1 }, () => ({ style: 'Retro' as const }));
    expect(showsSamplesOf('Retro', retro)).toBe(true);
    expect(showsSamplesOf('Retro', [...retro, { style: 'Retro' }])).toBe(false);
    expect(showsSamplesOf('Anime', [...retro, { style: 'Retro' }])).toBe(true);
  });
});
