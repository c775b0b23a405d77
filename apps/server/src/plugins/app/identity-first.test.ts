import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '@store/shared/api/routes';
import { can, STAFF_ROLES } from '@store/shared/roles';
import { createAdmin, createStaff, createTestApp, signUp, type TestApp } from '#test/test-app.ts';

type Operation = { responses?: Record<string, unknown> };

/**
 * Open to visitors too: a render's page and files answer by who may see that render (an unknown one is 404 for all),
 * and a download link works for whoever holds it.
 */
const OPEN_TO_VISITORS = [
  'GET /api/downloads/{orderId}/{renderId}/{ratio}',
  'GET /api/renders/{id}',
  'GET /api/renders/{id}/original',
  'GET /api/renders/{id}/original/preview',
  'GET /api/renders/{id}/results/{ratio}/preview',
  'GET /api/renders/{id}/results/{ratio}',
];

/** Every operation of the OpenAPI document that answers 401: who asks is checked before what they sent. */
describe('identity first', () => {
  let t: TestApp;
  let customer: string;
  let operations: { method: string; url: string; adminOnly: boolean; openToVisitors: boolean }[];
  let documented: Set<string>;
  beforeAll(async () => {
    t = await createTestApp();
    customer = (await signUp(t.app, { email: 'nosy@example.com' })).cookie;
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.responses?.['401'] !== undefined)
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          url: path.replaceAll(/\{[^}]+\}/g, 'not-an-id'),
          adminOnly: operation.responses?.['403'] !== undefined && path.startsWith('/api/admin/'),
          openToVisitors: OPEN_TO_VISITORS.includes(`${method.toUpperCase()} ${path}`),
        })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  function send(operation: { method: string; url: string }, headers: Record<string, string> = {}) {
    const withBody = !['GET', 'HEAD', 'DELETE'].includes(operation.method);
    return t.app.inject({
      method: operation.method as 'GET',
      url: `${operation.url}?from=not-a-day&q=%00`,
      headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      ...(withBody ? { payload: '{"unexpected": [1, 2, 3]}' } : {}),
    });
  }

  it('answers a visitor 401 on every protected route, whatever the params, query and body', async () => {
    for (const open of OPEN_TO_VISITORS) expect(documented, open).toContain(open);
    const protectedOperations = operations.filter((operation) => !operation.openToVisitors);
    expect(protectedOperations.length).toBeGreaterThan(40);
    for (const operation of protectedOperations) {
      const response = await send(operation);
      expect(response.statusCode, `${operation.method} ${operation.url}`).toBe(401);
      expect(response.json().fields, `${operation.method} ${operation.url}`).toBeUndefined();
    }
  });

  it('answers a customer 403 on every admin route, whatever the params, query and body', async () => {
    const adminOperations = operations.filter((operation) => operation.adminOnly);
    expect(adminOperations.length).toBeGreaterThan(25);
    for (const operation of adminOperations) {
      const response = await send(operation, { cookie: customer });
      expect(response.statusCode, `${operation.method} ${operation.url}`).toBe(403);
    }
  });

  it('answers staff and owners on every staff route by what their role may do (the access matrix, decision 041)', async () => {
    const staffRoutes = Object.values(apiRoutes)
      .flatMap((area) => Object.values(area) as ApiRoute[])
      .filter((route) => route.permission !== undefined);
    expect(staffRoutes.map((route) => route.path).every((path) => path.startsWith('/api/admin/'))).toBe(true);
    expect(operations.filter((operation) => operation.adminOnly)).toHaveLength(staffRoutes.length);
    const cookies = { staff: await createStaff(t), owner: await createAdmin(t) };
    for (const role of STAFF_ROLES) {
      for (const route of staffRoutes) {
        const operation = { method: route.method, url: route.path.replaceAll(/:\w+/g, 'not-an-id') };
        const { statusCode } = await send(operation, { cookie: cookies[role] });
        const label = `${role} ${route.method} ${route.path}`;
        if (can(role, route.permission!)) expect([401, 403], label).not.toContain(statusCode);
        else expect(statusCode, label).toBe(403);
      }
    }
  });
});
