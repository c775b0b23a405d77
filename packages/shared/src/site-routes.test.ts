import { describe, expect, it } from 'vitest';
import { isSiteRoute } from './site-routes.ts';

describe('site routes', () => {
  it.each(['/', '/gallery', '/faq', '/FAQ', '/product/abc123', '/admin/fulfillment', '/reset-password', '/upload-checklist', '/dev/mailbox', '/admin/renders/abc123'])('knows %s', (path) => {
    expect(isSiteRoute(path)).toBe(true);
  });

  it.each(['/nope', '/product', '/product/a/b', '/admin/other', '/admin/renders', '/admin/renders/a/b', '/gallery/x'])('does not know %s', (path) => {
    expect(isSiteRoute(path)).toBe(false);
  });
});
