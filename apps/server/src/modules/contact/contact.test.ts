import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, signInRoles, type Role, type TestApp } from '#test/test-app.ts';

describe('contact', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@motomuse.test' });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('keeps the message and emails it to the support address with reply-to the sender', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sam', email: 'sam@example.com', message: 'Do you ship to Canada?' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().success).toBe(true);
    const stored = await t.database.db.selectFrom('contactMessage').selectAll().execute();
    expect(stored).toMatchObject([{ name: 'Sam', email: 'sam@example.com', message: 'Do you ship to Canada?' }]);
    await t.app.mailer.deliverDue();
    const email = t.mail.sent.find((sent) => sent.to === 'help@motomuse.test');
    expect(email).toMatchObject({ replyTo: 'sam@example.com', subject: 'Contact form: Sam' });
    expect(email?.text).toContain('Do you ship to Canada?');
  });

  it.each([
    ['name', { email: 'sam@example.com', message: 'Hi' }],
    ['email', { name: 'Sam', message: 'Hi' }],
    ['message', { name: 'Sam', email: 'sam@example.com' }],
  ])('refuses a message without %s, naming the field, and keeps nothing', async (field, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(await t.database.db.selectFrom('contactMessage').selectAll().execute()).toHaveLength(0);
  });

  it('refuses blank fields and a bad email', async () => {
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '  ', email: 'sam@example.com', message: 'Hi' },
    });
    expect(blank.json().fields).toHaveProperty('name');
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sam', email: 'sam@example', message: 'Hi' },
    });
    expect(badEmail.json().fields).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('refuses a body that is not JSON with a JSON error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  describe('admin inbox', () => {
    async function send(name: string, message: string) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: `${name.toLowerCase()}@example.com`, message },
      });
      return response.json().id as string;
    }

    it('lists unhandled messages newest first with the count, and marks them handled and back', async () => {
      const admin = await createAdmin(t);
      const first = await send('Sam', 'First question');
      const second = await send('Kim', 'Second question');
      const inbox = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: { cookie: admin } });
      expect(inbox.json()).toMatchObject({
        unhandledCount: 2,
        hasMore: false,
        messages: [
          { id: second, name: 'Kim', handledAt: null, handledBy: null },
          { id: first, name: 'Sam', handledAt: null, handledBy: null },
        ],
      });

      const handled = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/contact-messages/${first}`,
        headers: { cookie: admin, origin: 'http://localhost:3000' },
        payload: { handled: true },
      });
      expect(handled.statusCode).toBe(200);
      expect(handled.json()).toMatchObject({ id: first, handledBy: 'Ada Admin' });
      expect(handled.json().handledAt).toEqual(expect.any(String));

      const unhandled = await t.app.inject({
        method: 'GET',
        url: '/api/admin/contact-messages?filter=unhandled',
        headers: { cookie: admin },
      });
      expect(unhandled.json().messages.map((message: { id: string }) => message.id)).toEqual([second]);
      expect(unhandled.json().unhandledCount).toBe(1);
      const all = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?filter=all', headers: { cookie: admin } });
      expect(all.json().messages.map((message: { id: string }) => message.id)).toEqual([second, first]);
      const count = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages/unhandled-count', headers: { cookie: admin } });
      expect(count.json()).toEqual({ count: 1 });

      const reopened = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/contact-messages/${first}`,
        headers: { cookie: admin, origin: 'http://localhost:3000' },
        payload: { handled: false },
      });
      expect(reopened.json()).toMatchObject({ handledAt: null, handledBy: null });
    });

    it('answers 404 for a message that does not exist and 400 for a bad filter', async () => {
      const admin = await createAdmin(t);
      const missing = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/contact-messages/nope',
        headers: { cookie: admin, origin: 'http://localhost:3000' },
        payload: { handled: true },
      });
      expect(missing.statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?filter=mine', headers: { cookie: admin } })).statusCode,
      ).toBe(400);
    });

    it.each([
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/contact-messages/unhandled-count'],
      ['PATCH', '/api/admin/contact-messages/MESSAGE'],
    ] as const)('access %s %s: visitor 401, customers 403, admin 200', async (method, path) => {
      const as = await signInRoles(t);
      const id = await send('Sam', 'Hello');
      const request = (role: Role) =>
        t.app.inject({
          method,
          url: path.replace('MESSAGE', id),
          headers: { origin: 'http://localhost:3000', ...as(role) },
          ...(method === 'PATCH' ? { payload: { handled: true } } : {}),
        });
      expect((await request('visitor')).statusCode).toBe(401);
      expect((await request('customer')).statusCode).toBe(403);
      expect((await request('other')).statusCode).toBe(403);
      expect((await request('admin')).statusCode).toBe(200);
    });
  });
});
