import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { expectConsole } from '#test/console.ts';
import { createTestApp, signUp, type TestApp } from '#test/test-app.ts';
import { SIGN_IN_FAILURES } from './sign-in-throttle.ts';

const ORIGIN = 'http://localhost:3000';

// Every sign-in hashes a password (scrypt): on a busy machine thirty of them take longer than the default 20 s.
describe('sign-in and sign-up limits', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  const pass = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  function signInFrom(address: string, email: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: address,
      headers: { origin: ORIGIN },
      payload: { email, password },
    });
  }

  function signUpFrom(address: string, email: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: address,
      headers: { origin: ORIGIN },
      payload: { name: 'Test Rider', email, password: 'secret-123' },
    });
  }

  async function resetPassword(email: string, newPassword: string) {
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: ORIGIN }, payload: { email } });
    await t.app.mailer.deliverDue();
    const sent = t.mail.sent.filter((mail) => mail.to === email && mail.subject === 'Reset your MotoMuse password').at(-1);
    const token = decodeURIComponent(sent!.text.match(/oobCode=(\S+)/)![1]!);
    const reset = await t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token, newPassword } });
    expect(reset.statusCode).toBe(200);
  }

  it('after many wrong passwords from many addresses, asks every password sign-in for the reset link, never locking the owner out', async () => {
    expectConsole('warn', /\[Better Auth\]: (Invalid password|User not found)/);
    await signUp(t.app, { email: 'target@example.com', password: 'right-pass' });
    for (let attempt = 0; attempt < SIGN_IN_FAILURES.max + 5; attempt += 1) {
      const wrong = await signInFrom(`10.0.${attempt}.1`, 'target@example.com', 'wrong-pass');
      expect(wrong.statusCode).toBe(attempt < SIGN_IN_FAILURES.max ? 401 : 403);
    }

    const right = await signInFrom('10.1.0.1', 'Target@Example.com', 'right-pass');
    const wrong = await signInFrom('10.1.0.2', 'target@example.com', 'wrong-again');
    for (const answer of [right, wrong]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'PASSWORD_RESET_REQUIRED', message: AUTH_MESSAGES.resetRequired });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect((await signInFrom('10.1.0.3', 'someone-else@example.com', 'wrong-pass')).statusCode).toBe(401);

    await resetPassword('target@example.com', 'new-right-pass');
    expect((await signInFrom('10.1.0.4', 'target@example.com', 'new-right-pass')).statusCode).toBe(200);
  });

  it('checks no more wrong passwords than the cap when they arrive together from many addresses', async () => {
    expectConsole('warn', /\[Better Auth\]: Invalid password/);
    await signUp(t.app, { email: 'rushed@example.com', password: 'right-pass' });
    const answers = await Promise.all(
      Array.from({ length: 3 * SIGN_IN_FAILURES.max }, (_, attempt) => signInFrom(`10.9.${attempt}.1`, 'rushed@example.com', 'wrong-pass')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FAILURES.max);
    expect(statuses.filter((status) => status === 403)).toHaveLength(2 * SIGN_IN_FAILURES.max);
  });

  it('lets password sign-ins through again once the window passes, without a reset', async () => {
    expectConsole('warn', /\[Better Auth\]: Invalid password/);
    await signUp(t.app, { email: 'patient@example.com', password: 'right-pass' });
    for (let attempt = 0; attempt < SIGN_IN_FAILURES.max; attempt += 1)
      await signInFrom(`10.6.${attempt}.1`, 'patient@example.com', 'wrong-pass');
    expect((await signInFrom('10.6.100.1', 'patient@example.com', 'right-pass')).statusCode).toBe(403);
    pass(SIGN_IN_FAILURES.window);
    expect((await signInFrom('10.6.100.2', 'patient@example.com', 'right-pass')).statusCode).toBe(200);
  });

  it('forgets the wrong passwords once the account signs in', async () => {
    expectConsole('warn', /\[Better Auth\]: Invalid password/);
    await signUp(t.app, { email: 'forgetful@example.com', password: 'right-pass' });
    for (let attempt = 0; attempt < SIGN_IN_FAILURES.max - 1; attempt += 1)
      await signInFrom(`10.2.${attempt}.1`, 'forgetful@example.com', 'wrong-pass');
    expect((await signInFrom('10.2.100.1', 'forgetful@example.com', 'right-pass')).statusCode).toBe(200);
    for (let attempt = 0; attempt < SIGN_IN_FAILURES.max - 1; attempt += 1)
      await signInFrom(`10.3.${attempt}.1`, 'forgetful@example.com', 'wrong-pass');
    expect((await signInFrom('10.3.100.1', 'forgetful@example.com', 'right-pass')).statusCode).toBe(200);
  });

  it('lets a steady trickle of sign-ups from one address through, below the limit per window', async () => {
    for (let signUpNumber = 0; signUpNumber < t.config.authRateLimitPerMinute + 5; signUpNumber += 1) {
      const response = await signUpFrom('10.4.0.1', `trickle-${signUpNumber}@example.com`);
      expect(response.statusCode, `sign-up ${signUpNumber}`).toBe(200);
      pass(50);
    }
  });

  it('blocks a burst of sign-ups from one address, and lets the next one through after the window', async () => {
    const limit = t.config.authRateLimitPerMinute;
    for (let signUpNumber = 0; signUpNumber < limit; signUpNumber += 1)
      expect((await signUpFrom('10.5.0.1', `burst-${signUpNumber}@example.com`)).statusCode).toBe(200);
    expect((await signUpFrom('10.5.0.1', 'one-too-many@example.com')).statusCode).toBe(429);
    pass(30);
    expect((await signUpFrom('10.5.0.1', 'still-too-many@example.com')).statusCode).toBe(429);
    pass(31);
    expect((await signUpFrom('10.5.0.1', 'next-window@example.com')).statusCode).toBe(200);
  });
});
