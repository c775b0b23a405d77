import { describe, expect, it } from 'vitest';
import { isSiteRoute } from './site-routes.ts';

const development = { production: false };
const production = { production: true };

describe('site routes', () => {
  it.each(['/', '/gallery', '/faq', '/FAQ', '/product/abc123', '/admin/fulfillment', '/reset-password', '/upload-checklist', '/admin/renders/abc123'])('knows %s', (path) => {
    expect(isSiteRoute(path, production)).toBe(true);
    expect(isSiteRoute(path, development)).toBe(true);
  });

  it.each(['/nope', '/product', '/product/a/b', '/admin/other', '/admin/renders', '/admin/renders/a/b', '/gallery/x'])('does not know %s', (path) => {
    expect(isSiteRoute(path, development)).toBe(false);
  });

  it('knows the development mailbox outside production only', () => {
    expect(isSiteRoute('/dev/mailbox', development)).toBe(true);
    expect(isSiteRoute('/dev/mailbox', production)).toBe(false);
  });
});
