import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@store/shared/account-rules';
import { STAFF_MESSAGES } from '@store/shared/staff';
import { insertOrderLines } from '#test/order-lines.ts';
import { cookieFrom, createAdmin, createStaff, createTestApp, signIn, signInRoles, signUp, type TestApp } from '#test/test-app.ts';
import { expectConsole } from '#test/console.ts';
import { DELETED_CUSTOMER_NAME, deletedCustomerEmail } from '../customer-erasure.ts';

const ORIGIN = { origin: 'http://localhost:3000' };

describe('the account page', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterEach(async () => {
    await t?.close();
  });

  function post(url: string, cookie: string, payload: object = {}) {
    return t.app.inject({ method: 'POST', url, headers: { ...ORIGIN, cookie }, payload });
  }

  async function session(cookie: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    return response.json() as { user: { name: string; email: string } } | null;
  }

  it('changes the name, refusing a blank one', async () => {
    const { cookie } = await signUp(t.app, { name: 'Riley', email: 'riley@example.com' });
    const blank = await post('/api/auth/update-user', cookie, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Name is required.');
    expect((await post('/api/auth/update-user', cookie, { name: 'Riley Rider' })).statusCode).toBe(200);
    expect((await session(cookie))?.user.name).toBe('Riley Rider');
  });

  it('changes the email only once the link sent to the new address is opened', async () => {
    expectConsole('warn', /User not found/);
    const { cookie } = await signUp(t.app, { name: 'Riley', email: 'riley@example.com' });
    const asked = await post('/api/auth/change-email', cookie, {
      newEmail: 'new-riley@example.com',
      callbackURL: '/account?email=changed',
    });
    expect(asked.statusCode).toBe(200);
    expect((await session(cookie))?.user.email).toBe('riley@example.com');

    await t.app.mailer.deliverDue();
    const email = t.mail.sent.find((sent) => sent.to === 'new-riley@example.com');
    expect(email?.subject).toBe('Confirm your new MotoMuse email');
    const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?[^\s"<]+)/.exec(email!.text)![1]!.replaceAll('&amp;', '&');
    const opened = await t.app.inject({ method: 'GET', url: link, headers: { cookie } });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/account?email=changed');
    expect((await signIn(t.app, 'new-riley@example.com', 'secret-123')).response.statusCode).toBe(200);
    expect((await signIn(t.app, 'riley@example.com', 'secret-123')).response.statusCode).toBe(401);
  });

  it('changes the password with the current one, signing out the other sessions', async () => {
    expectConsole('warn', /Invalid password/);
    const { cookie } = await signUp(t.app, { email: 'riley@example.com', password: 'first-pass' });
    const otherDevice = (await signIn(t.app, 'riley@example.com', 'first-pass')).cookie;
    const wrong = await post('/api/auth/change-password', cookie, { currentPassword: 'nope-nope', newPassword: 'second-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');

    const changed = await post('/api/auth/change-password', cookie, {
      currentPassword: 'first-pass',
      newPassword: 'second-pass',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    const stillHere = cookieFrom(changed.headers['set-cookie']) || cookie;
    expect(await session(stillHere)).not.toBeNull();
    expect(await session(otherDevice)).toBeNull();
    expect((await signIn(t.app, 'riley@example.com', 'first-pass')).response.statusCode).toBe(401);
    expect((await signIn(t.app, 'riley@example.com', 'second-pass')).response.statusCode).toBe(200);
  });

  it('lists the sessions with their browsers and signs out the others', async () => {
    const { cookie } = await signUp(t.app, { email: 'riley@example.com' });
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...ORIGIN, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
      payload: { email: 'riley@example.com', password: 'secret-123' },
    });
    const phoneCookie = cookieFrom(phone.headers['set-cookie']);
    const listed = await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(2);
    expect(listed.json().map((item: { userAgent: string | null }) => item.userAgent)).toContain(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
    );

    expect((await post('/api/auth/revoke-other-sessions', cookie)).statusCode).toBe(200);
    expect(await session(phoneCookie)).toBeNull();
    expect(await session(cookie)).not.toBeNull();
  });

  describe('deleting the account', () => {
    /** A render row with a file in storage, without the upload pipeline. */
    async function insertRender(userId: string) {
      const id = randomUUID();
      await t.app.storage.put(`renders/${id}/original.jpg`, Buffer.from('photo'), 'image/jpeg');
      await t.database.db
        .insertInto('render')
        .values({
          id,
          userId,
          customerName: 'Riley Rider',
          customerEmail: 'riley@example.com',
          style: 'Anime',
          aspectRatio: '3x2',
          status: 'pending',
          statusBeforeDelete: null,
          filename: 'bike.jpg',
          originalKey: `renders/${id}/original.jpg`,
          width: 600,
          height: 400,
          submittedAt: new Date().toISOString(),
          completedAt: null,
          deletedAt: null,
        })
        .execute();
      return id;
    }

    async function insertOrder(userId: string, email: string) {
      const id = `ord_${randomUUID()}`;
      const now = new Date().toISOString();
      await t.database.db
        .insertInto('order')
        .values({
          id,
          paymentSessionId: `cs_${randomUUID()}`,
          userId,
          name: 'Riley Rider',
          email,
          status: 'shipped',
          shipping: JSON.stringify({
            name: 'Riley Rider',
            line1: '1 Main St',
            line2: 'Apt 2',
            city: 'Austin',
            state: 'TX',
            postal_code: '78701',
            country: 'US',
          }),
          amountCents: 9900,
          printProvider: 'manual',
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await insertOrderLines(t.database.db, { id, createdAt: now }, [
        {
          renderId: 'r1',
          style: 'Anime',
          image: '',
          aspectRatio: '3x2',
          size: '30x20',
          quantity: 1,
          isDigital: false,
          unitPriceCents: 9900,
        },
      ]);
      await t.database.db
        .insertInto('orderEvent')
        .values({
          id: randomUUID(),
          orderId: id,
          kind: 'email',
          message: `Shipping email sent to ${email}`,
          actor: 'system',
          createdAt: now,
        })
        .execute();
      return id;
    }

    it('keeps the orders without the person, removes renders, files, sessions and sign-in, and signs out', async () => {
      expectConsole('warn', /User not found/);
      const { cookie, response } = await signUp(t.app, { name: 'Riley Rider', email: 'riley@example.com' });
      const userId: string = response.json().user.id;
      const renderId = await insertRender(userId);
      const orderId = await insertOrder(userId, 'riley@example.com');
      await post('/api/contact', cookie, { name: 'Riley', email: 'riley@example.com', message: 'Hello' });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { ...ORIGIN, cookie },
        payload: { confirmation: 'DELETE', password: 'secret-123' },
      });
      expect(deleted.statusCode).toBe(200);
      expect(String(deleted.headers['set-cookie'])).toMatch(/session_token=;/);

      const order = await t.database.db.selectFrom('order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        name: DELETED_CUSTOMER_NAME,
        email: deletedCustomerEmail(userId),
        amountCents: 9900,
        status: 'shipped',
      });
      expect(JSON.parse(order.shipping!)).toEqual({
        name: DELETED_CUSTOMER_NAME,
        line1: '',
        line2: null,
        city: '',
        state: 'TX',
        postal_code: '',
        country: 'US',
      });
      const event = await t.database.db.selectFrom('orderEvent').select('message').where('orderId', '=', orderId).executeTakeFirstOrThrow();
      expect(event.message).not.toContain('riley@example.com');

      expect(await t.database.db.selectFrom('render').select('id').where('userId', '=', userId).execute()).toEqual([]);
      expect(await t.app.storage.list(`renders/${renderId}/`)).toEqual([]);
      expect(await t.database.db.selectFrom('session').select('id').where('userId', '=', userId).execute()).toEqual([]);
      expect(await t.database.db.selectFrom('contactMessage').select('id').execute()).toEqual([]);
      const user = await t.database.db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ name: DELETED_CUSTOMER_NAME, email: deletedCustomerEmail(userId) });
      expect(user.deletedAt).not.toBeNull();

      expect(await session(cookie)).toBeNull();
      expect((await signIn(t.app, 'riley@example.com', 'secret-123')).response.statusCode).toBe(401);
      expect((await signUp(t.app, { email: 'riley@example.com' })).response.statusCode).toBe(200);
    });

    it('needs the password and the typed confirmation, and keeps everything when refused', async () => {
      const { cookie } = await signUp(t.app, { email: 'riley@example.com' });
      const wrongPassword = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { ...ORIGIN, cookie },
        payload: { confirmation: 'DELETE', password: 'not-mine' },
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toMatchObject({ error: 'WRONG_PASSWORD', message: ACCOUNT_MESSAGES.wrongCurrentPassword });
      const unconfirmed = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { ...ORIGIN, cookie },
        payload: { confirmation: 'delete', password: 'secret-123' },
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().fields).toEqual({ confirmation: ACCOUNT_MESSAGES.deleteConfirmMismatch });
      expect(await session(cookie)).not.toBeNull();
    });

    it('waits while a canvas order has not shipped, keeping everything', async () => {
      const { cookie, response } = await signUp(t.app, { name: 'Riley Rider', email: 'riley@example.com' });
      const userId: string = response.json().user.id;
      const orderId = await insertOrder(userId, 'riley@example.com');
      await t.database.db.updateTable('order').set({ status: 'in-production' }).where('id', '=', orderId).execute();
      const held = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { ...ORIGIN, cookie },
        payload: { confirmation: 'DELETE', password: 'secret-123' },
      });
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({ error: 'CANVAS_IN_PROGRESS', message: ACCOUNT_MESSAGES.canvasInProgress });
      expect(await session(cookie)).not.toBeNull();
      const order = await t.database.db.selectFrom('order').select('email').where('id', '=', orderId).executeTakeFirstOrThrow();
      expect(order.email).toBe('riley@example.com');
    });

    it('is refused to staff and owners', async () => {
      for (const [cookie, password] of [
        [await createStaff(t), 'staff-pass'],
        [await createAdmin(t), 'admin-pass'],
      ]) {
        const refused = await t.app.inject({
          method: 'DELETE',
          url: '/api/account',
          headers: { ...ORIGIN, cookie },
          payload: { confirmation: 'DELETE', password },
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ error: 'STAFF_CANNOT_DELETE', message: STAFF_MESSAGES.staffCannotDelete });
      }
    });

    it('access: a visitor is 401; a customer deletes only their own account, never another one', async () => {
      expectConsole('warn', /User not found/);
      const as = await signInRoles(t);
      const request = (role: 'visitor' | 'customer' | 'other') =>
        t.app.inject({
          method: 'DELETE',
          url: '/api/account',
          headers: { ...ORIGIN, ...as(role) },
          payload: { confirmation: 'DELETE', password: 'secret-123' },
        });
      expect((await request('visitor')).statusCode).toBe(401);
      expect((await request('other')).statusCode).toBe(200);
      expect((await signIn(t.app, 'owner@example.com', 'secret-123')).response.statusCode).toBe(200);
      expect((await signIn(t.app, 'other@example.com', 'secret-123')).response.statusCode).toBe(401);
    });
  });
});
