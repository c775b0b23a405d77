import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('operations endpoints', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@motomuse.test' });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('reports a reachable database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes the site settings the web app needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toEqual({ supportEmail: 'help@motomuse.test', googleSignIn: false, mailbox: true, photoProcessor: null });
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
