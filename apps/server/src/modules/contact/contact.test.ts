import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, signUp, type TestApp } from '#test/test-app.ts';

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
    await t.app.services.mailer.deliverDue();
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

  describe('admin list', () => {
    it('is 401 for a visitor, 403 for a customer, 200 for an admin', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode).toBe(401);
      const customer = await signUp(t.app, { email: 'customer@example.com' });
      const asCustomer = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: { cookie: customer.cookie } });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toMatchObject({ error: 'FORBIDDEN' });
      const admin = await createAdmin(t.app);
      const asAdmin = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: { cookie: admin } });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toEqual({ messages: [] });
    });
  });
});
