import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@store/shared/staff';
import { createAdminRoleRepository } from './admin-role-repository.ts';
import { createUserRepository } from './user-repository.ts';
import { createTestApp, signIn, signInRoles, type Role, type TestApp } from '#test/test-app.ts';

const ORIGIN = { origin: 'http://localhost:3000' };

describe('staff management', () => {
  let t: TestApp;
  let as: (role: Role) => Record<string, string>;
  beforeEach(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    as = await signInRoles(t);
  });
  afterEach(async () => {
    await t?.close();
  });

  async function adminId(email: string): Promise<string> {
    const found = await t.app.inject({ method: 'GET', url: `/api/admin/staff/customers?email=${email}`, headers: as('admin') });
    return found.json().id;
  }

  it('lists the admins, finds a customer by email, grants the role, which takes effect at once', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: as('admin') })).json()).toEqual({
      admins: [expect.objectContaining({ name: 'Ada Admin', email: 'admin@example.com', isAdmin: true })],
    });
    const found = await t.app.inject({ method: 'GET', url: '/api/admin/staff/customers?email=%20Owner@Example.com', headers: as('admin') });
    expect(found.json()).toMatchObject({ name: 'Olive Owner', email: 'owner@example.com', isAdmin: false });

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: as('owner') })).statusCode).toBe(403);
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { ...ORIGIN, ...as('admin') },
      payload: { email: 'owner@example.com' },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ email: 'owner@example.com', isAdmin: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: as('owner') })).statusCode).toBe(200);
    const admins = (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: as('admin') })).json().admins;
    expect(admins.map((admin: { email: string }) => admin.email)).toEqual(['admin@example.com', 'owner@example.com']);
  });

  it('answers 404 with a clear message for an email nobody signed up with', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { ...ORIGIN, ...as('admin') },
      payload: { email: 'nobody@example.com' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_MESSAGES.notFound);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { ...ORIGIN, ...as('admin') },
      payload: { email: ' ' },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('revokes another admin, who loses access at once, but never your own role nor the last admin', async () => {
    const self = await adminId('admin@example.com');
    const ownRevoke = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${self}`, headers: { ...ORIGIN, ...as('admin') } });
    expect(ownRevoke.statusCode).toBe(409);
    expect(ownRevoke.json()).toMatchObject({ error: 'REVOKE_SELF', message: STAFF_MESSAGES.revokeSelf });

    await t.modules.accounts.service.createAccount({ name: 'Bo Boss', email: 'bo@example.com', password: 'boss-pass', isAdmin: true });
    const bo = (await signIn(t.app, 'bo@example.com', 'boss-pass')).cookie;
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${self}`, headers: { ...ORIGIN, cookie: bo } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ email: 'admin@example.com', isAdmin: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: as('admin') })).statusCode).toBe(403);

    const boId = (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: bo } })).json().admins[0].id;
    const last = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${boId}`, headers: { ...ORIGIN, cookie: bo } });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: 'REVOKE_SELF' });
  });

  it('never takes the role from the last admin, even when two revocations race', async () => {
    const users = createUserRepository(t.database.db);
    const adminRoles = createAdminRoleRepository(t.database.db, t.database.kind);
    const ada = await adminId('admin@example.com');
    expect(await adminRoles.revokeKeepingOne(ada)).toBe(false);
    await users.setAdmin('owner@example.com', true);
    const olive = await adminId('owner@example.com');
    const outcomes = await Promise.all([adminRoles.revokeKeepingOne(ada), adminRoles.revokeKeepingOne(olive)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await users.countAdmins()).toBe(1);
  });

  it.each([
    ['GET', '/api/admin/staff', undefined],
    ['GET', '/api/admin/staff/customers?email=owner@example.com', undefined],
    ['POST', '/api/admin/staff', { email: 'other@example.com' }],
    ['DELETE', '/api/admin/staff/some-id', undefined],
  ] as const)('access %s %s: visitor 401, customers 403, admin allowed', async (method, url, payload) => {
    const send = (role: Role) => t.app.inject({ method, url, headers: { ...ORIGIN, ...as(role) }, ...(payload ? { payload } : {}) });
    expect((await send('visitor')).statusCode).toBe(401);
    expect((await send('owner')).statusCode).toBe(403);
    expect((await send('other')).statusCode).toBe(403);
    expect([200, 404]).toContain((await send('admin')).statusCode);
  });
});
