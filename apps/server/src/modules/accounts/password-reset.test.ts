import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectConsole } from '#test/console.ts';
import { createTestApp, signIn, signUp, type TestApp } from '#test/test-app.ts';

describe('password reset', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await signUp(t.app, { name: 'Reset Rider', email: 'reset@example.com', password: 'old-password' });
  });
  afterEach(async () => {
    await t?.close();
  });

  async function requestResetToken(): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'reset@example.com' },
    });
    expect(response.statusCode).toBe(200);
    await t.app.mailer.deliverDue();
    const email = t.mail.sent.find((sent) => sent.subject === 'Reset your MotoMuse password');
    const link = email?.text.match(/http:\/\/localhost:3000\/reset-password\?oobCode=(\S+)/);
    expect(link, 'the reset email carries a /reset-password?oobCode= link').toBeTruthy();
    return decodeURIComponent(link![1]!);
  }

  function reset(token: string, newPassword: string) {
    return t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token, newPassword } });
  }

  it('sets the new password with a valid token, once', async () => {
    expectConsole('warn', /\[Better Auth\]: Invalid password/);
    const token = await requestResetToken();
    const response = await reset(token, 'new-password');
    expect(response.statusCode).toBe(200);
    expect((await signIn(t.app, 'reset@example.com', 'new-password')).response.statusCode).toBe(200);
    expect((await signIn(t.app, 'reset@example.com', 'old-password')).response.statusCode).toBe(401);
    expect((await reset(token, 'another-password')).json().error).toBe('INVALID_TOKEN');
  });

  it('refuses an expired token', async () => {
    const token = await requestResetToken();
    await t.database.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await reset(token, 'new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'EXPIRED_TOKEN', message: 'Reset link has expired. Please request a new one.' });
  });

  it('refuses a bogus token', async () => {
    const response = await reset('not-a-real-token', 'new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'INVALID_TOKEN', message: 'Reset link is invalid or malformed.' });
  });

  it('refuses a weak password with the field named', async () => {
    const token = await requestResetToken();
    const response = await reset(token, '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { newPassword: 'Password must be at least 6 characters long.' },
    });
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    expectConsole('warn', /\[Better Auth\]: Reset Password: User not found/);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'nobody@example.com' },
    });
    expect(response.statusCode).toBe(200);
    await t.app.mailer.deliverDue();
    expect(t.mail.sent.filter((sent) => sent.to === 'nobody@example.com')).toHaveLength(0);
  });

  it('rate limits reset attempts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= t.config.authRateLimitPerMinute; attempt += 1) {
      statuses.push((await reset(`bogus-${attempt}`, 'new-password')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
