import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@store/shared/staff';
import { saveStore, signInRoles, type Role, type SavedStore, type TestApp } from '#test/test-app.ts';

const ORIGIN = { origin: 'http://localhost:3000' };

describe('staff roles', () => {
  let t: TestApp;
  let as: (role: Role) => Record<string, string>;
  // Every test starts with its people signed in (password hashing: most of a test app's CPU), done once; each test on its own copy of that store.
  let saved: SavedStore<(role: Role) => Record<string, string>>;
  beforeAll(async () => {
    saved = await saveStore({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, signInRoles);
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    as = saved.made;
    await t.app.mailer.deliverDue();
    t.mail.sent.length = 0;
  });
  afterEach(async () => {
    await t?.close();
  });

  function send(role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: { ...ORIGIN, ...as(role) }, ...(payload ? { payload } : {}) });
  }

  async function idOf(email: string): Promise<string> {
    return (await send('admin', 'GET', `/api/admin/staff/customers?email=${email}`)).json().id;
  }

  async function mailTo(recipient: string): Promise<string[]> {
    await t.app.mailer.deliverDue();
    return t.mail.sent.filter((email) => email.to === recipient).map((email) => email.text);
  }

  it('lists owners first, then staff, and finds any account by email with its role', async () => {
    const list = (await send('admin', 'GET', '/api/admin/staff')).json();
    expect(list.members).toEqual([
      expect.objectContaining({ name: 'Ada Admin', email: 'admin@example.com', role: 'owner' }),
      expect.objectContaining({ name: 'Sam Staff', email: 'staff@example.com', role: 'staff' }),
    ]);
    expect(
      list.changes.map((change: { email: string; to: string; changedBy: string | null }) => [change.email, change.to, change.changedBy]),
    ).toEqual([
      ['admin@example.com', 'owner', null],
      ['staff@example.com', 'staff', null],
    ]);
    const found = await send('admin', 'GET', '/api/admin/staff/customers?email=%20Owner@Example.com');
    expect(found.json()).toMatchObject({ name: 'Olive Owner', email: 'owner@example.com', role: 'customer' });
  });

  it('makes a customer staff: recorded with who and when, emailed to the owners, and in force at once', async () => {
    expect((await send('customer', 'GET', '/api/admin/orders')).statusCode).toBe(403);
    const granted = await send('admin', 'POST', '/api/admin/staff', { email: 'owner@example.com', role: 'staff' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ email: 'owner@example.com', role: 'staff' });

    expect((await send('customer', 'GET', '/api/admin/orders')).statusCode).toBe(200);
    const refund = await send('customer', 'POST', '/api/admin/orders/any-order/refunds', { lines: [] });
    expect(refund.statusCode).toBe(403);
    expect(refund.json().message).toBe(STAFF_MESSAGES.needsOwner);

    const [latest] = (await send('admin', 'GET', '/api/admin/staff')).json().changes;
    expect(latest).toMatchObject({
      email: 'owner@example.com',
      name: 'Olive Owner',
      from: 'customer',
      to: 'staff',
      changedBy: 'admin@example.com',
    });
    expect(Math.abs(Date.parse(latest.at) - Date.now())).toBeLessThan(60_000);
    expect(await mailTo('admin@example.com')).toEqual([
      expect.stringContaining('Olive Owner (owner@example.com) went from Customer to Staff, by admin@example.com.'),
    ]);
    expect(await mailTo('staff@example.com')).toEqual([]);
  });

  it('makes staff an owner, who is told too, and demotes an owner while another remains', async () => {
    const sam = await idOf('staff@example.com');
    expect((await send('admin', 'PUT', `/api/admin/staff/${sam}/role`, { role: 'owner' })).json()).toMatchObject({ role: 'owner' });
    expect(await mailTo('staff@example.com')).toEqual([expect.stringContaining('went from Staff to Owner')]);
    expect((await send('staff', 'GET', '/api/admin/insights?from=2026-03-01&to=2026-03-02')).statusCode).toBe(200);

    const ada = await idOf('admin@example.com');
    const demoted = await send('staff', 'PUT', `/api/admin/staff/${ada}/role`, { role: 'staff' });
    expect(demoted.json()).toMatchObject({ email: 'admin@example.com', role: 'staff' });
    expect(await mailTo('admin@example.com')).toEqual([
      expect.stringContaining('went from Staff to Owner'),
      expect.stringContaining('Ada Admin (admin@example.com) went from Owner to Staff, by staff@example.com.'),
    ]);
    expect((await send('admin', 'GET', '/api/admin/staff')).json().message).toBe(STAFF_MESSAGES.needsOwner);
    expect((await send('admin', 'GET', '/api/admin/renders')).statusCode).toBe(200);
  });

  it('refuses your own role and the last owner, from the staff page and the command line', async () => {
    const ada = await idOf('admin@example.com');
    const own = await send('admin', 'PUT', `/api/admin/staff/${ada}/role`, { role: 'staff' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ error: 'CHANGE_SELF', message: STAFF_MESSAGES.changeSelf });

    await expect(t.modules.accounts.service.staff.grant('admin@example.com', 'customer', null)).rejects.toThrow(STAFF_MESSAGES.lastOwner);
    expect((await send('admin', 'GET', '/api/admin/staff')).json().members[0]).toMatchObject({ email: 'admin@example.com', role: 'owner' });
  });

  it('never leaves the shop without an owner, even when two owners demote each other at once', async () => {
    const staff = t.modules.accounts.service.staff;
    await staff.grant('staff@example.com', 'owner', null);
    const [ada, sam] = [await idOf('admin@example.com'), await idOf('staff@example.com')];
    const outcomes = await Promise.allSettled([
      staff.setRole(ada, 'customer', { id: sam, email: 'staff@example.com' }),
      staff.setRole(sam, 'customer', { id: ada, email: 'admin@example.com' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const owners = (await t.database.db.selectFrom('user').select('email').where('role', '=', 'owner').execute()).map((row) => row.email);
    expect(owners).toHaveLength(1);
  });

  it('answers 404 for an email nobody signed up with, 400 for a blank email or an unknown role', async () => {
    const missing = await send('admin', 'POST', '/api/admin/staff', { email: 'nobody@example.com', role: 'staff' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_MESSAGES.notFound);
    expect((await send('admin', 'POST', '/api/admin/staff', { email: ' ', role: 'staff' })).statusCode).toBe(400);
    expect((await send('admin', 'POST', '/api/admin/staff', { email: 'owner@example.com', role: 'admin' })).statusCode).toBe(400);
    expect((await send('admin', 'PUT', '/api/admin/staff/no-such-id/role', { role: 'staff' })).statusCode).toBe(404);
  });

  it('keeps staff management to owners: visitors 401, customers and staff 403', async () => {
    const requests = [
      ['GET', '/api/admin/staff', undefined],
      ['GET', '/api/admin/staff/customers?email=owner@example.com', undefined],
      ['POST', '/api/admin/staff', { email: 'other@example.com', role: 'owner' }],
      ['PUT', `/api/admin/staff/${await idOf('staff@example.com')}/role`, { role: 'owner' }],
    ] as const;
    for (const [method, url, payload] of requests) {
      expect((await send('visitor', method, url, payload)).statusCode, url).toBe(401);
      for (const role of ['customer', 'other', 'staff'] as const)
        expect((await send(role, method, url, payload)).statusCode, `${role} ${url}`).toBe(403);
    }
    expect((await send('staff', 'GET', '/api/admin/staff')).json().message).toBe(STAFF_MESSAGES.needsOwner);
    expect((await send('customer', 'GET', '/api/admin/staff')).json().message).toBe(STAFF_MESSAGES.needsStaff);
  });
});
