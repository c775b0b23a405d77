import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, signUp, type TestApp } from '#test/test-app.ts';
import { multipart } from '#test/multipart.ts';

type Injection = { method: 'POST' | 'PUT' | 'PATCH'; url: string; payload?: string | Buffer | object; headers?: Record<string, string> };

const OWN = 'http://localhost:3000';
const EVIL = 'http://evil.example';

const senders: Record<string, Record<string, string>> = {
  'same origin': { origin: OWN },
  'own referer, no origin': { referer: `${OWN}/upload` },
  'no origin, no referer': {},
  'other origin': { origin: EVIL },
  'other referer, no origin': { referer: `${EVIL}/trap.html` },
  'opaque origin from another site': { origin: 'null', 'sec-fetch-site': 'cross-site' },
};
const allowed = new Set(['same origin', 'own referer, no origin', 'no origin, no referer']);

describe('cross-site requests', () => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp();
    customer = (await signUp(t.app, { email: 'rider@example.com' })).cookie;
    admin = await createAdmin(t);
  });
  afterEach(async () => {
    await t?.close();
  });

  async function stateChangingRoutes(): Promise<Record<string, Injection>> {
    const upload = await multipart(
      { style: 'neon' },
      { field: 'photo', name: 'bike.jpg', type: 'image/jpeg', content: Buffer.from('not really a photo') },
    );
    return {
      'upload (multipart)': { method: 'POST', url: '/api/uploads', ...upload, headers: { ...upload.headers, cookie: customer } },
      'cart save': { method: 'PUT', url: '/api/cart', payload: { entries: [] }, headers: { cookie: customer } },
      checkout: { method: 'POST', url: '/api/checkout', headers: { cookie: customer } },
      contact: { method: 'POST', url: '/api/contact', payload: { name: 'Jo', email: 'jo@example.com', message: 'Hello there, shop!' } },
      'admin restore (text/plain)': {
        method: 'POST',
        url: '/api/admin/renders/some-render/restore',
        payload: 'x',
        headers: { cookie: admin, 'content-type': 'text/plain' },
      },
      'admin order update': {
        method: 'PATCH',
        url: '/api/admin/orders/some-order',
        payload: { notes: 'shipped' },
        headers: { cookie: admin },
      },
      'sign out (better-auth)': { method: 'POST', url: '/api/auth/sign-out', payload: {}, headers: { cookie: customer } },
    };
  }

  it.each(Object.keys(senders))('%s: refused with 403 on every state-changing route, or let through to the route', async (sender) => {
    for (const [route, injection] of Object.entries(await stateChangingRoutes())) {
      const response = await t.app.inject({ ...injection, headers: { ...injection.headers, ...senders[sender] } });
      const refused = response.statusCode === 403 && response.json().error === 'CROSS_SITE_REQUEST';
      expect(refused, `${route}: ${response.statusCode} ${response.body}`).toBe(!allowed.has(sender));
      if (refused) expect(response.json()).toEqual({ error: 'CROSS_SITE_REQUEST', message: expect.any(String) });
    }
  });

  it('lets the store’s own pages through when the browser hides their origin as null', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      payload: { entries: [] },
      headers: { cookie: customer, origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('changes nothing when it refuses', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: EVIL },
      payload: { name: 'Jo', email: 'jo@example.com', message: 'Hello there, shop!' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('contactMessage').select('id').execute()).toEqual([]);
  });

  it('keeps the signed webhooks open to the providers’ servers', async () => {
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(payment.json().error).not.toBe('CROSS_SITE_REQUEST');
  });

  it('leaves reading alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: customer, origin: EVIL } });
    expect(response.statusCode).toBe(200);
  });
});
