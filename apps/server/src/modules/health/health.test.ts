import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@store/shared/api/accounts';
import { AUTH_BASE_PATH } from '@store/shared/api/routes';
import { endpoints } from '@store/shared/api/endpoints';
import { healthEndpoints } from '@store/shared/api/health';
import { orderEndpoints } from '@store/shared/api/orders';
import { siteEndpoints } from '@store/shared/api/site';
import { callEndpoint } from '#test/call-endpoint.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** Answered by better-auth's catch-all, or served only when Printful is configured. */
const SERVED_ELSEWHERE = new Set<unknown>([accountEndpoints.session, orderEndpoints.printWebhook]);

describe('operations endpoints', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@motomuse.test' });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('reports a reachable database', async () => {
    const { response, result } = await callEndpoint(t.app, healthEndpoints.check, {});
    expect(response.statusCode).toBe(200);
    expect(result()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes the site settings the web app needs', async () => {
    const { result } = await callEndpoint(t.app, siteEndpoints.settings, {});
    expect(result()).toEqual({
      supportEmail: 'help@motomuse.test',
      googleSignIn: false,
      mailbox: true,
      photoProcessor: null,
      stylePreviews: true,
      cutOutClicks: true,
    });
  });

  it('serves every endpoint of the contract and lists it in the OpenAPI document', async () => {
    const document = (await callEndpoint(t.app, endpoints.openApi.document, {})).result();
    const paths = document.paths as Record<string, Record<string, unknown>>;
    const contract = Object.values(endpoints).flatMap((area) => Object.values(area));
    for (const { method, path } of contract.filter((endpoint) => !SERVED_ELSEWHERE.has(endpoint))) {
      expect(t.app.hasRoute({ method, url: path }), `${method} ${path}`).toBe(true);
      if (path === endpoints.openApi.document.path) continue;
      expect(paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()], `${method} ${path} in OpenAPI`).toBeDefined();
    }
    expect(t.app.hasRoute({ method: 'GET', url: `${AUTH_BASE_PATH}/*` })).toBe(true);
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/contact', '/api/health', '/api/account/reset-password']));
    expect(document.paths['/api/contact'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('API reference page', () => {
  it('serves the reference page for the OpenAPI document', async () => {
    const t = await createTestApp();
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('swagger');
    } finally {
      await t.close();
    }
  });
});
