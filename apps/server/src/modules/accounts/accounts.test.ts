import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectConsole } from '#test/console.ts';
import { createTestApp, signIn, signUp, type TestApp } from '#test/test-app.ts';
import { STAFF_MESSAGES } from '@store/shared/staff';

const ORIGIN = { origin: 'http://localhost:3000' };

describe('accounts', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t?.close();
  });

  async function sessionOf(cookie: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    return response.json() as { user: { name: string; email: string; role: string } } | null;
  }

  it('signs up, returns the profile with the customer role, sets an httpOnly SameSite=Lax cookie', async () => {
    const { response, cookie } = await signUp(t.app, { name: 'Jo Rider', email: 'Jo@Example.com' });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const session = await sessionOf(cookie);
    expect(session?.user).toMatchObject({ name: 'Jo Rider', email: 'jo@example.com', role: 'customer' });
  });

  it('sends a welcome email after sign-up, HTML and plain text', async () => {
    await signUp(t.app, { name: 'Jo Rider', email: 'jo@example.com' });
    await t.app.mailer.deliverDue();
    const welcome = t.mail.sent.find((email) => email.to === 'jo@example.com');
    expect(welcome?.subject).toBe('Welcome to MotoMuse');
    expect(welcome?.html).toContain('Welcome, Jo Rider!');
    expect(welcome?.text).toContain('http://localhost:3000/upload');
  });

  it('refuses a duplicate email', async () => {
    await signUp(t.app, { email: 'dup@example.com' });
    const { response } = await signUp(t.app, { email: 'dup@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toMatch(/USER_ALREADY_EXISTS/);
  });

  it('refuses a bad email, a short password and a missing name', async () => {
    expectConsole('warn', /\[Better Auth\]: Password is too short/);
    const badEmail = await signUp(t.app, { email: 'not-an-email' });
    expect(badEmail.response.statusCode).toBe(400);
    expect(badEmail.response.json().code).toMatch(/INVALID_EMAIL|VALIDATION_ERROR/);
    const shortPassword = await signUp(t.app, { email: 'short@example.com', password: '12345' });
    expect(shortPassword.response.statusCode).toBe(400);
    expect(shortPassword.response.json().code).toBe('PASSWORD_TOO_SHORT');
    const noName = await signUp(t.app, { email: 'noname@example.com', name: '  ' });
    expect(noName.response.statusCode).toBe(400);
    expect(noName.response.json().code).toBe('NAME_REQUIRED');
  });

  it('stores the password hashed, never as given', async () => {
    await signUp(t.app, { email: 'hash@example.com', password: 'plain-secret' });
    const account = await t.database.db.selectFrom('account').select('password').executeTakeFirstOrThrow();
    expect(account.password).toBeTruthy();
    expect(account.password).not.toContain('plain-secret');
  });

  it('logs in, refuses a wrong password, logs out', async () => {
    expectConsole('warn', /\[Better Auth\]: Invalid password/);
    await signUp(t.app, { email: 'login@example.com', password: 'right-pass' });
    const wrong = await signIn(t.app, 'login@example.com', 'wrong-pass');
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const right = await signIn(t.app, 'login@example.com', 'right-pass');
    expect(right.response.statusCode).toBe(200);
    expect((await sessionOf(right.cookie))?.user.email).toBe('login@example.com');

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...ORIGIN, cookie: right.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await sessionOf(right.cookie)).toBeNull();
  });

  it('cannot give itself a role at sign-up; only an owner or the admin command can', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: { name: 'Sneaky', email: 'sneaky@example.com', password: 'secret-123', role: 'owner', isAdmin: true },
    });
    const cookie = (await signIn(t.app, 'sneaky@example.com', 'secret-123')).cookie;
    expect(response.statusCode === 200 ? (await sessionOf(cookie))?.user.role : 'customer').toBe('customer');

    await t.modules.accounts.service.staff.grant('sneaky@example.com', 'owner', null);
    expect((await sessionOf(cookie))?.user.role).toBe('owner');
    await expect(t.modules.accounts.service.staff.grant('nobody@example.com', 'owner', null)).rejects.toThrow(STAFF_MESSAGES.notFound);
  });

  it('rate limits sign-in attempts', async () => {
    expectConsole('warn', /\[Better Auth\]: Invalid password/);
    await signUp(t.app, { email: 'limit@example.com' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < t.config.authRateLimitPerMinute + 1; attempt += 1) {
      statuses.push((await signIn(t.app, 'limit@example.com', 'wrong-pass')).response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
