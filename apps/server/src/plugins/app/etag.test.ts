import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpegPhoto } from '#test/images.ts';
import { publishFinishedRender, uploadRender } from '#test/production.ts';
import { createAdmin, createTestApp, signUp, type TestApp } from '#test/test-app.ts';

describe('ETags on public reads', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('answers the catalogue with an ETag, and 304 without a body when the client has it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/catalog' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/^public/);

    const again = await t.app.inject({ method: 'GET', url: '/api/catalog', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await t.app.inject({ method: 'GET', url: '/api/catalog', headers: { 'if-none-match': 'W/"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it("revalidates a render's public view, with a new ETag once the render is republished", async () => {
    const customer = (await signUp(t.app, { name: 'Pat Rider', email: 'pat@example.com' })).cookie;
    const admin = await createAdmin(t);
    const renderId = await uploadRender(t.app, customer, 'Retro');
    expect((await publishFinishedRender(t.app, renderId, { cookie: admin }, await jpegPhoto(600, 400))).statusCode).toBe(200);
    const url = `/api/renders/${renderId}`;

    const publicView = await t.app.inject({ method: 'GET', url });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.headers['cache-control']).toBe('no-cache');
    const etag = String(publicView.headers.etag);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const ownersView = await t.app.inject({ method: 'GET', url, headers: { cookie: customer } });
    expect(ownersView.headers['cache-control']).toBe('private, no-cache');

    expect((await publishFinishedRender(t.app, renderId, { cookie: admin }, await jpegPhoto(400, 600))).statusCode).toBe(200);
    const republished = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(republished.statusCode).toBe(200);
    expect(republished.headers.etag).not.toBe(etag);
  });

  it('leaves reads that did not ask for one without an ETag', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers.etag).toBeUndefined();
  });
});
