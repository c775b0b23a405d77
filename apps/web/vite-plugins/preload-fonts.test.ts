import { describe, expect, it } from 'vitest';
import { fontPreloads } from './preload-fonts.ts';

describe('font preloads', () => {
  it('preloads the Latin brand fonts, and no other subset', () => {
    const built = [
      'assets/index-a1.js',
      'assets/inter-cyrillic-wght-normal-Zz9.woff2',
      'assets/oswald-latin-wght-normal-B_x2.woff2',
      'assets/inter-latin-ext-wght-normal-Q1.woff2',
      'assets/inter-latin-wght-normal-Cq-3.woff2',
    ];
    expect(fontPreloads(built, '/').map((tag) => tag.attrs)).toEqual([
      { rel: 'preload', as: 'font', type: 'font/woff2', href: '/assets/inter-latin-wght-normal-Cq-3.woff2', crossorigin: '' },
      { rel: 'preload', as: 'font', type: 'font/woff2', href: '/assets/oswald-latin-wght-normal-B_x2.woff2', crossorigin: '' },
    ]);
  });

  it('fails the build when a font is no longer built', () => {
    expect(() => fontPreloads(['assets/inter-latin-wght-normal-Cq3.woff2'], '/')).toThrow(/oswald-latin/);
  });
});
