import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, errors, parseResponse } from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import { API_PREFIX, apiRoutes, routeAddress } from './routes.ts';

const versionPreview = endpoint({ method: 'GET', path: '/api/admin/renders/:id/versions/:versionId/preview' } as const, {
  summary: 'A test endpoint',
  tags: ['test'],
  params: z.object({ id: z.string(), versionId: z.string() }),
  query: z.object({ w: z.coerce.number().optional(), download: z.enum(['1']).optional() }),
  responses: { 200: z.object({ width: z.number() }), ...errors(404) },
});

describe('an endpoint', () => {
  it('builds its path with each parameter encoded', () => {
    expect(versionPreview.href({ params: { id: 'a/b c', versionId: 'v1' } })).toBe('/api/admin/renders/a%2Fb%20c/versions/v1/preview');
  });

  it('adds the query, leaving out absent values', () => {
    expect(versionPreview.href({ params: { id: 'r', versionId: 'v' }, query: { w: 480, download: undefined } })).toBe(
      '/api/admin/renders/r/versions/v/preview?w=480',
    );
  });

  it('needs no input when it has no parameters', () => {
    expect(endpoints.cart.get.href()).toBe('/api/cart');
  });

  it('reads an answer by the schema for its status', () => {
    expect(parseResponse(versionPreview, 200, { width: 480, extra: true })).toEqual({ width: 480 });
    expect(parseResponse(versionPreview, 404, { error: 'NOT_FOUND', message: 'No such version.' }).error).toBe('NOT_FOUND');
  });

  it('refuses an answer that does not fit, or a status it does not answer', () => {
    expect(() => parseResponse(versionPreview, 200, { width: 'wide' })).toThrow();
    expect(() => parseResponse(versionPreview, 500 as 200, {})).toThrow('does not answer 500');
  });
});

describe('a query', () => {
  it('encodes names and values, repeating a name for a list', () => {
    expect(routeAddress('/api/x', { query: { search: 'a&b =', style: ['retro', 'anime'], page: 2, handled: false } })).toBe(
      '/api/x?search=a%26b+%3D&style=retro&style=anime&page=2&handled=false',
    );
  });

  it('is nothing when empty', () => {
    expect(routeAddress('/api/x', { query: { from: undefined, to: null } })).toBe('/api/x');
    expect(routeAddress('/api/x')).toBe('/api/x');
  });
});

describe('the contract', () => {
  const all = Object.values(endpoints).flatMap((area) => Object.values(area));

  it('puts every endpoint under the API prefix', () => {
    for (const { path } of all) expect(path.startsWith(`${API_PREFIX}/`)).toBe(true);
  });

  it('gives every route of the table its endpoint, and no endpoint without a route', () => {
    const names = (table: object) =>
      Object.entries(table).flatMap(([area, group]) => Object.keys(group as object).map((name) => `${area}.${name}`));
    expect(names(endpoints)).toEqual(names(apiRoutes));
    for (const [area, group] of Object.entries(apiRoutes))
      for (const [name, route] of Object.entries(group))
        expect(endpoints[area as keyof typeof endpoints]).toHaveProperty(name, expect.objectContaining(route));
  });

  it('lists each method and path once', () => {
    const keys = all.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
