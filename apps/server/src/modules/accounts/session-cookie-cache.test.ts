import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaff, createTestApp, signIn, signUp, type TestApp } from '#test/test-app.ts';
import { jpegPhoto } from '#test/images.ts';
import { multipart } from '#test/multipart.ts';
import { uploadRender } from '#test/production.ts';
import { SESSION_CACHE_SECONDS } from './auth.ts';

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
    return vi.spyOn((await t.modules.accounts.service.auth.$context).internalAdapter, 'findSession');
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

  it('answers a request without the session cookie signed out without asking better-auth, even with a session copy alone', async () => {
    const { cookie } = await signUp(t.app, { email: 'copy@example.com' });
    const copyOnly = cookie
      .split('; ')
      .filter((pair) => !pair.includes('session_token='))
      .join('; ');
    const getSession = vi.spyOn(t.modules.accounts.service.auth.api, 'getSession');
    for (const headers of [{}, { cookie: copyOnly }]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers })).statusCode).toBe(401);
    }
    expect(getSession).not.toHaveBeenCalled();
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).statusCode).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('takes a copy read a moment ago by the same cookies again without better-auth, and reads it again a few seconds later', async () => {
    const { cookie } = await signUp(t.app, { email: 'burst@example.com' });
    const getSession = vi.spyOn(t.modules.accounts.service.auth.api, 'getSession');
    for (let read = 0; read < 3; read += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).statusCode).toBe(200);
    }
    expect(getSession).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6_000 });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).statusCode).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('ends access in the browser that signs out at once', async () => {
    const { cookie } = await signUp(t.app, { email: 'leaver@example.com' });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...ORIGIN, cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    const afterSignOut = browserCookies(cookie, out.headers['set-cookie']);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: afterSignOut } })).statusCode).toBe(401);
  });

  it('checks the role in the database on every staff request', async () => {
    const cookie = await createStaff(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } })).statusCode).toBe(200);
    await t.modules.accounts.service.staff.grant('staff@example.com', 'customer', null);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } })).statusCode).toBe(403);
  });

  /** What a second device holding a session copy can still do: read, save a cart, upload, change its name. */
  async function secondDeviceAnswers(cookie: string): Promise<number[]> {
    const photo = await multipart(
      { style: 'Retro' },
      { field: 'photo', name: 'b.jpg', type: 'image/jpeg', content: await jpegPhoto(300, 300) },
    );
    return Promise.all([
      t.app.inject({ method: 'GET', url: '/api/renders', headers: { cookie } }),
      t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie }, payload: { entries: [] } }),
      t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...photo.headers, cookie }, payload: photo.payload }),
      t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { ...ORIGIN, cookie }, payload: { name: 'Still Here' } }),
    ]).then((responses) => responses.map((response) => response.statusCode));
  }

  async function twoDevices(email: string) {
    const phone = (await signUp(t.app, { email })).cookie;
    const laptop = (await signIn(t.app, email, 'secret-123')).cookie;
    expect((await t.app.inject({ method: 'GET', url: '/api/renders', headers: { cookie: laptop } })).statusCode).toBe(200);
    return { phone, laptop };
  }

  it('ends a deleted account on its other devices at once', async () => {
    const { phone, laptop } = await twoDevices('gone@example.com');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { ...ORIGIN, cookie: phone },
      payload: { confirmation: 'DELETE', password: 'secret-123' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await secondDeviceAnswers(laptop)).toEqual([401, 401, 401, 401]);
    expect(await t.database.db.selectFrom('render').selectAll().execute()).toEqual([]);
  });

  it('ends the other devices at once after sign-out everywhere, a password change and a password reset', async () => {
    const first = await twoDevices('everywhere@example.com');
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: { ...ORIGIN, cookie: first.phone },
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);
    expect(await secondDeviceAnswers(first.laptop)).toEqual([401, 401, 401, 401]);
    expect((await t.app.inject({ method: 'GET', url: '/api/renders', headers: { cookie: first.phone } })).statusCode).toBe(200);

    const second = await twoDevices('changer@example.com');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...ORIGIN, cookie: second.phone },
      payload: { currentPassword: 'secret-123', newPassword: 'secret-456', revokeOtherSessions: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(await secondDeviceAnswers(second.laptop)).toEqual([401, 401, 401, 401]);

    const third = await twoDevices('resetter@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: ORIGIN,
      payload: { email: 'resetter@example.com' },
    });
    await t.app.mailer.deliverDue();
    const link = t.mail.sent.find((email) => email.to === 'resetter@example.com' && email.subject === 'Reset your MotoMuse password');
    const token = decodeURIComponent(link!.text.match(/oobCode=(\S+)/)![1]!);
    const reset = await t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token, newPassword: 'secret-789' } });
    expect(reset.statusCode).toBe(200);
    expect(await secondDeviceAnswers(third.laptop)).toEqual([401, 401, 401, 401]);
    expect(await secondDeviceAnswers(third.phone)).toEqual([401, 401, 401, 401]);
  });

  it('applies a role taken away to customer routes at once', async () => {
    const staff = await createStaff(t);
    const owner = (await signUp(t.app, { email: 'owner@example.com' })).cookie;
    const renderId = await uploadRender(t.app, owner, 'Retro');
    const original = () => t.app.inject({ method: 'GET', url: `/api/renders/${renderId}/original`, headers: { cookie: staff } });
    expect((await original()).statusCode).toBe(200);
    await t.modules.accounts.service.staff.grant('staff@example.com', 'customer', null);
    expect((await original()).statusCode).not.toBe(200);
  });

  it('keeps reading the copy, without the session table, while nothing was revoked', async () => {
    const { phone, laptop } = await twoDevices('calm@example.com');
    const lookups = await sessionLookups();
    for (const cookie of [phone, laptop, phone, laptop])
      expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).statusCode).toBe(200);
    expect(lookups).not.toHaveBeenCalled();
  });
});
