import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '#server/seed/account-factory.ts';
import { createTestApp, signIn, signUp, type TestApp } from '#test/test-app.ts';
import { SESSION_CACHE_SECONDS } from './auth.ts';
import { createUserRepository } from './user-repository.ts';

const ORIGIN = { origin: 'http://localhost:3000' };

/** The Cookie header a browser sends after it applies a response's Set-Cookie headers to the one it had. */
function browserCookies(cookie: string, setCookie: string | string[] | undefined): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of [setCookie ?? []].flat()) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/max-age=0/i.test(line) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

describe('session cookie cache', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await t?.close();
  });

  async function sessionLookups() {
    return vi.spyOn((await t.app.services.auth.$context).internalAdapter, 'findSession');
  }

  it('answers signed-in reads without the session table, and asks it again once the copy is a minute old', async () => {
    const { cookie } = await signUp(t.app, { email: 'reader@example.com' });
    const lookups = await sessionLookups();
    for (let read = 0; read < 3; read += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).statusCode).toBe(200);
    }
    expect(lookups).not.toHaveBeenCalled();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_CACHE_SECONDS + 1) * 1000 });
    const stale = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
    expect(stale.statusCode).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
    const renewed = browserCookies(cookie, stale.headers['set-cookie']);
    expect(renewed).not.toBe(cookie);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: renewed } })).statusCode).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('ends access in the browser that signs out at once', async () => {
    const { cookie } = await signUp(t.app, { email: 'leaver@example.com' });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...ORIGIN, cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    const afterSignOut = browserCookies(cookie, out.headers['set-cookie']);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: afterSignOut } })).statusCode).toBe(401);
  });

  it('checks the admin role in the database on every admin request', async () => {
    await createAccount(
      { auth: t.app.services.auth, db: t.database.db },
      { name: 'Ada Admin', email: 'admin@example.com', password: 'admin-pass', isAdmin: true },
    );
    const { cookie } = await signIn(t.app, 'admin@example.com', 'admin-pass');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } })).statusCode).toBe(200);
    await createUserRepository(t.database.db).setAdmin('admin@example.com', false);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } })).statusCode).toBe(403);
  });
});
