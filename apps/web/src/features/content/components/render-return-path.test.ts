import { describe, expect, it } from 'vitest';
import { renderReturnPath } from './render-return-path.ts';

describe('renderReturnPath', () => {
  it('goes back to a product page with its choices', () => {
    expect(renderReturnPath('/product/r1?ratio=4x5&size=16x20&border=full-wrap')).toBe('/product/r1?ratio=4x5&size=16x20&border=full-wrap');
    expect(renderReturnPath('/product/r1')).toBe('/product/r1');
  });

  it('follows nothing else: other sites, other pages, nothing at all', () => {
    for (const from of [
      null,
      '',
      'https://evil.example/product/r1',
      '//evil.example/product/r1',
      '/\\evil.example',
      '/dashboard',
      '/product/r1/extra',
      'product/r1',
      '/product/',
    ]) {
      expect(renderReturnPath(from)).toBeNull();
    }
  });
});
