import { describe, expect, it } from 'vitest';
import type { Style } from '@store/shared/styles';
import { STYLE_FILTERS, filterSamples, showingText, showingWorkText, viewSampleLabel } from './gallery-filter.ts';

const samples: { id: string; style: Style; title: string }[] = [
  { id: 'a', style: 'Retro', title: 'One' },
  { id: 'b', style: 'Anime', title: 'Two' },
  { id: 'c', style: 'Retro', title: 'Three' },
  { id: 'd', style: 'Cyberpunk', title: 'Four' },
];

describe('gallery filter', () => {
  it('offers All and then every style, in the order of the spec', () => {
    expect(STYLE_FILTERS).toEqual(['All', 'Retro', 'Cartoon', 'Anime', 'Cyberpunk']);
  });

  it('shows every sample under All', () => {
    expect(filterSamples(samples, 'All')).toEqual(samples);
  });

  it('keeps only the chosen style, in order', () => {
    expect(filterSamples(samples, 'Retro').map((sample) => sample.id)).toEqual(['a', 'c']);
    expect(filterSamples(samples, 'Cartoon')).toEqual([]);
  });

  it('names the card button after the style and the title', () => {
    expect(viewSampleLabel({ style: 'Retro', title: 'Café racer at dusk' })).toBe('View Retro sample: Café racer at dusk');
  });

  it('says how many samples are shown', () => {
    expect(showingText(12, 'All')).toBe('Showing all 12 samples');
    expect(showingText(3, 'Anime')).toBe('Showing 3 Anime samples');
    expect(showingText(1, 'Retro')).toBe('Showing 1 Retro sample');
  });

  it("counts customers' renders beside the samples, and says only samples when there are none", () => {
    expect(showingWorkText(0, 12, 'All')).toBe(showingText(12, 'All'));
    expect(showingWorkText(2, 9, 'All')).toBe('Showing 2 customer renders and 9 samples');
    expect(showingWorkText(1, 1, 'Retro')).toBe('Showing 1 customer render and 1 Retro sample');
    expect(showingWorkText(3, 0, 'Retro')).toBe('Showing 3 customer renders');
  });
});
