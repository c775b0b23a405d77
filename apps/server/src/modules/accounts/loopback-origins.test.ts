import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** What a browser adds to the sign-up form's fetch; better-auth checks the origin of such requests. */
const FROM_THE_PAGE = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
/** A production store: its secret, and passwords at production's cost (the test stores' lower one is refused there). */
const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'a-private-random-test-secret-0123456789', PASSWORD_HASH_COST: '14' };

describe('the store opened by another loopback spelling', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  function signUpFrom(app: TestApp['app'], origin: string, email: string) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin, ...FROM_THE_PAGE },
      payload: { name: 'Local Rider', email, password: 'secret-123' },
    });
  }

  it.each(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'])(
    'signs up and saves a cart from %s outside production',
    async (origin) => {
      t = await createTestApp();
      const signedUp = await signUpFrom(t.app, origin, 'local@example.com');
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      const cookie = String(signedUp.headers['set-cookie']).split(';')[0] ?? '';
      const cart = await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { origin, cookie }, payload: { entries: [] } });
      expect(cart.statusCode).toBe(200);
    },
  );

  it('trusts only loopback on the store’s own port', async () => {
    t = await createTestApp();
    expect((await signUpFrom(t.app, 'http://127.0.0.1:4000', 'other-port@example.com')).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { origin: 'http://127.0.0.1:4000' },
          payload: { name: 'Jo', email: 'jo@example.com', message: 'Hi' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('trusts only PUBLIC_URL in production', async () => {
    t = await createTestApp({ ...PRODUCTION, PUBLIC_URL: 'http://localhost:3000' });
    expect((await signUpFrom(t.app, 'http://127.0.0.1:3000', 'loopback@example.com')).statusCode).toBe(403);
    expect((await signUpFrom(t.app, 'http://localhost:3000', 'public@example.com')).statusCode).toBe(200);
  });
});
