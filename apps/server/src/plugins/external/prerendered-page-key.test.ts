import { describe, expect, it } from 'vitest';
import { prerenderedPageKey } from './prerendered-page-key.ts';

describe('prerenderedPageKey', () => {
  it('is the path for a request without a query or with only a return-to', () => {
    expect(prerenderedPageKey('/faq', undefined)).toBe('/faq');
    expect(prerenderedPageKey('/login', '')).toBe('/login');
    expect(prerenderedPageKey('/login', 'returnTo=%2Fupload')).toBe('/login');
  });

  it('keeps a parameter that changes the page, wherever the return-to stands', () => {
    expect(prerenderedPageKey('/login', 'mode=signup&returnTo=%2Fupload')).toBe('/login?mode=signup');
    expect(prerenderedPageKey('/login', 'returnTo=%2Fupload&mode=signup')).toBe('/login?mode=signup');
    expect(prerenderedPageKey('/login', 'error=google')).toBe('/login?error=google');
  });
});
