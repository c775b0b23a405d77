import { describe, expect, it } from 'vitest';
import { absoluteUrl, isSiteRoute, matchRoute, routes } from './routes.ts';

const development = { production: false };
const production = { production: true };

describe('site routes', () => {
  it.each([
    '/',
    '/gallery',
    '/faq',
    '/FAQ',
    '/product/abc123',
    '/admin/fulfillment',
    '/reset-password',
    '/upload-checklist',
    '/admin/renders/abc123',
    '/admin/insights',
    '/gallery/',
  ])('knows %s', (path) => {
    expect(isSiteRoute(path, production)).toBe(true);
    expect(isSiteRoute(path, development)).toBe(true);
  });

  it.each(['/nope', '/product', '/product/a/b', '/admin/other', '/admin/renders', '/admin/renders/a/b', '/gallery/x', '//', '/faqs'])(
    'does not know %s',
    (path) => {
      expect(isSiteRoute(path, development)).toBe(false);
    },
  );

  it('knows the development mailbox outside production only', () => {
    expect(isSiteRoute('/dev/mailbox', development)).toBe(true);
    expect(isSiteRoute('/dev/mailbox', production)).toBe(false);
  });

  it('builds paths with their parameters encoded', () => {
    expect(routes.gallery.href()).toBe('/gallery');
    expect(routes.product.href({ renderId: 'abc123' })).toBe('/product/abc123');
    expect(routes.adminWorkbench.href({ renderId: 'a/b c' })).toBe('/admin/renders/a%2Fb%20c');
  });

  it('every path it builds is a page it knows', () => {
    for (const siteRoute of Object.values(routes)) {
      const path = siteRoute.pattern.replace(/:\w+/g, 'x1');
      expect(isSiteRoute(path, development)).toBe(true);
    }
  });

  it('joins the public address and a path with one slash', () => {
    expect(absoluteUrl('https://shop.example/', routes.product.href({ renderId: 'r1' }))).toBe('https://shop.example/product/r1');
    expect(absoluteUrl('http://localhost:3000', '/dashboard')).toBe('http://localhost:3000/dashboard');
  });
});

describe('matching a path to a page', () => {
  it('gives the parameters of a path that is the page, decoded', () => {
    expect(matchRoute(routes.product, '/product/abc-123')).toEqual({ renderId: 'abc-123' });
    expect(matchRoute(routes.product, '/product/a%20b/')).toEqual({ renderId: 'a b' });
    expect(matchRoute(routes.gallery, '/gallery')).toEqual({});
  });

  it('gives null for another page or a badly encoded parameter', () => {
    expect(matchRoute(routes.product, '/product')).toBeNull();
    expect(matchRoute(routes.product, '/product/a/b')).toBeNull();
    expect(matchRoute(routes.product, '/product/%E0%A4%A')).toBeNull();
  });
});
