import { describe, expect, it } from 'vitest';
import { browserEventSchema } from './analytics.ts';

describe('browser analytics events', () => {
  it('takes a known event on a page path', () => {
    expect(browserEventSchema.safeParse({ name: 'page_view', path: '/gallery' }).success).toBe(true);
    expect(
      browserEventSchema.safeParse({ name: 'add_to_cart', path: '/product/r1', renderId: 'r1', size: '12x18', style: 'Retro' }).success,
    ).toBe(true);
  });

  it('refuses unknown names, query strings and anything extra', () => {
    expect(browserEventSchema.safeParse({ name: 'order_paid', path: '/success' }).success).toBe(false);
    expect(browserEventSchema.safeParse({ name: 'page_view', path: '/reset-password?oobCode=secret' }).success).toBe(false);
    expect(browserEventSchema.safeParse({ name: 'page_view', path: 'https://example.com/' }).success).toBe(false);
    expect(browserEventSchema.safeParse({ name: 'page_view', path: '/', email: 'a@b.c' }).success).toBe(false);
  });
});
