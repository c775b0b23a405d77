import { describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from './routes.ts';

describe('the API route table', () => {
  const all = Object.values(apiRoutes).flatMap((area) => Object.values(area) as ApiRoute[]);

  it('names a permission for every staff endpoint, and only for those (decision 041)', () => {
    const unguarded = all.filter((route) => route.path.startsWith('/api/admin/') && route.permission === undefined);
    const misplaced = all.filter((route) => !route.path.startsWith('/api/admin/') && route.permission !== undefined);
    expect(unguarded).toEqual([]);
    expect(misplaced).toEqual([]);
    expect(all.filter((route) => route.permission).length).toBeGreaterThan(30);
  });
});
