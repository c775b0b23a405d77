import { describe, expect, it } from 'vitest';
import { BACKDROP_LABELS, defaultBackdrop, isBackdropOf, STYLE_BACKDROPS, STYLES } from './styles.ts';

describe('style backdrops', () => {
  it('offers every style its own scenes, the photo and a plain backdrop, each labelled', () => {
    for (const style of STYLES) {
      expect(STYLE_BACKDROPS[style]).toContain('photo');
      expect(STYLE_BACKDROPS[style]).toContain('plain');
      for (const backdrop of STYLE_BACKDROPS[style]) expect(BACKDROP_LABELS[backdrop]).toBeTruthy();
    }
  });

  it('defaults to the style’s first scene and refuses another style’s', () => {
    expect(defaultBackdrop('Cyberpunk')).toBe('city');
    expect(isBackdropOf('Anime', 'speed')).toBe(true);
    expect(isBackdropOf('Anime', 'city')).toBe(false);
  });
});
