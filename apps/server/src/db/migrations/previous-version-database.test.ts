import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { orderEndpoints } from '@store/shared/api/orders';
import { staffEndpoints } from '@store/shared/api/staff';
import { callEndpoint } from '#test/call-endpoint.ts';
import type { OldDatabase } from '#test/old-database.ts';
import { createTestAppOn, signIn, type TestApp, type TestDatabase } from '#test/test-app.ts';
import { migrateToLatest, openDatabase } from '../database.ts';

/**
 * A database file the store wrote at commit cd1aa8c (511f77e^), before migrations 016 to 018, made
 * through its HTTP API by tools/fixtures/make-previous-version-database.ts. The file is SQLite, so
 * vitest.config.ts runs this test in the server-sqlite project only.
 */
const FIXTURE = fileURLToPath(new URL('../../../test/fixtures/store-before-017.db', import.meta.url));

/** What each order of the file should become, by the status the old code left it with (one order each). */
const AFTER_MIGRATION = {
  // The digital download, paid and untouched.
  paid: { status: 'paid', paymentStatus: 'paid', shippingEmailed: false },
  // A canvas moved to in production, then partly refunded: the refund had overwritten "in production".
  'partially-refunded': { status: 'in-production', paymentStatus: 'partially-refunded', shippingEmailed: false },
  // A canvas shipped with a tracking number: the customer was emailed then, and must not be again.
  shipped: { status: 'shipped', paymentStatus: 'paid', shippingEmailed: true },
  // A canvas refunded in full before anything happened to it.
  refunded: { status: 'paid', paymentStatus: 'refunded', shippingEmailed: false },
} as const;

const LINE_COLUMNS = ['orderId', 'position', 'size', 'quantity', 'isDigital', 'unitPriceCents'] as const;
const OWNERS = ['admin@motomuse.local', 'sam@example.com'];

/** A copy of the fixture in a folder of its own: the committed file is never migrated in place. */
function copyOfFixture(): TestDatabase {
  const directory = mkdtempSync(join(tmpdir(), 'store-previous-version-'));
  const file = join(directory, 'store.db');
  copyFileSync(FIXTURE, file);
  const handle = openDatabase(`sqlite:${file}`);
  return {
    handle,
    async drop() {
      await handle.db.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

describe('a database made by the previous version of the store', () => {
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    if (t) await t.close();
    else await database?.drop();
    t = undefined;
    database = undefined;
  });

  it('keeps every order and account through migrations 016 to 018, and the store serves them', async () => {
    database = copyOfFixture();
    const old = database.handle.db as unknown as OldDatabase;
    const lastMigration = await old.selectFrom('kysely_migration').select('name').orderBy('name', 'desc').executeTakeFirstOrThrow();
    expect(lastMigration.name).toBe('015-order-lines');
    const ordersBefore = await old
      .selectFrom('order')
      .select(['id', 'status', 'amountCents', 'refundedCents', 'userId'])
      .orderBy('id')
      .execute();
    const linesBefore = await old.selectFrom('orderLine').select(LINE_COLUMNS).orderBy('orderId').orderBy('position').execute();
    const usersBefore = await old.selectFrom('user').select(['email', 'isAdmin']).orderBy('email').execute();
    expect(ordersBefore.map((order) => order.status).sort()).toEqual(Object.keys(AFTER_MIGRATION).sort());
    expect(usersBefore).toEqual([
      { email: 'admin@motomuse.local', isAdmin: 1 },
      { email: 'morgan@example.com', isAdmin: 0 },
      { email: 'rider@motomuse.local', isAdmin: 0 },
      { email: 'sam@example.com', isAdmin: 1 },
    ]);

    await migrateToLatest(database.handle);

    const { db } = database.handle;
    const ordersAfter = await db
      .selectFrom('order')
      .select(['id', 'status', 'paymentStatus', 'amountCents', 'refundedCents', 'userId', 'shippedEmailAt'])
      .orderBy('id')
      .execute();
    expect(ordersAfter.map((order) => order.id)).toEqual(ordersBefore.map((order) => order.id));
    const expected = ordersBefore.map((order) => {
      const after = AFTER_MIGRATION[order.status as keyof typeof AFTER_MIGRATION];
      return {
        id: order.id,
        status: after.status,
        paymentStatus: after.paymentStatus,
        amountCents: order.amountCents,
        refundedCents: order.refundedCents,
        userId: order.userId,
        shippingEmailed: after.shippingEmailed,
      };
    });
    expect(ordersAfter.map(({ shippedEmailAt, ...order }) => ({ ...order, shippingEmailed: shippedEmailAt !== null }))).toEqual(expected);
    const partlyRefunded = ordersBefore.find((order) => order.status === 'partially-refunded')!;
    expect(partlyRefunded.refundedCents).toBeGreaterThan(0);
    expect(partlyRefunded.refundedCents).toBeLessThan(Number(partlyRefunded.amountCents));
    expect(await db.selectFrom('orderLine').select(LINE_COLUMNS).orderBy('orderId').orderBy('position').execute()).toEqual(linesBefore);
    expect(await db.selectFrom('user').select(['email', 'role']).orderBy('email').execute()).toEqual([
      { email: 'admin@motomuse.local', role: 'owner' },
      { email: 'morgan@example.com', role: 'customer' },
      { email: 'rider@motomuse.local', role: 'customer' },
      { email: 'sam@example.com', role: 'owner' },
    ]);

    t = await createTestAppOn(database);
    const partlyRefundedId = String(partlyRefunded.id);
    const refundedId = String(ordersBefore.find((order) => order.status === 'refunded')!.id);
    const owner = { cookie: (await signIn(t.app, 'admin@motomuse.local', 'admin-demo-123')).cookie };

    const { orders } = (await callEndpoint(t.app, orderEndpoints.adminList, { headers: owner })).result();
    expect(
      orders.map(({ id, status, paymentStatus, amountCents, refundedCents }) => ({
        id,
        status,
        paymentStatus,
        amountCents,
        refundedCents,
      })),
    ).toEqual(
      expect.arrayContaining(
        expected.map(({ id, status, paymentStatus, amountCents, refundedCents }) => ({
          id,
          status,
          paymentStatus,
          amountCents,
          refundedCents,
        })),
      ),
    );
    expect(orders).toHaveLength(expected.length);
    const inProduction = (
      await callEndpoint(t.app, orderEndpoints.adminList, { query: { status: 'in-production' }, headers: owner })
    ).result();
    expect(inProduction.orders.map((order) => order.id)).toEqual([partlyRefundedId]);
    const refunded = (
      await callEndpoint(t.app, orderEndpoints.adminList, { query: { paymentStatus: 'refunded' }, headers: owner })
    ).result();
    expect(refunded.orders.map((order) => order.id)).toEqual([refundedId]);

    const detail = (await callEndpoint(t.app, orderEndpoints.adminDetail, { params: { id: partlyRefundedId }, headers: owner })).result();
    expect(detail).toMatchObject({
      status: 'in-production',
      paymentStatus: 'partially-refunded',
      refundedCents: partlyRefunded.refundedCents,
      account: { email: 'rider@motomuse.local' },
    });
    expect(detail.timeline.map((event) => event.message)).toEqual(
      expect.arrayContaining(['Paid → In production', 'In production → Partially refunded']),
    );

    const staff = (await callEndpoint(t.app, staffEndpoints.list, { headers: owner })).result();
    expect(staff.members.map(({ email, role }) => ({ email, role })).sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      OWNERS.map((email) => ({ email, role: 'owner' })),
    );

    const rider = { cookie: (await signIn(t.app, 'rider@motomuse.local', 'rider-demo-123')).cookie };
    const mine = (await callEndpoint(t.app, orderEndpoints.mine, { headers: rider })).result();
    expect(mine.orders.map((order) => order.id).sort()).toEqual(expected.map((order) => order.id).sort());
    expect(mine.orders.find((order) => order.id === partlyRefundedId)).toMatchObject({
      status: 'in-production',
      paymentStatus: 'partially-refunded',
      refundedCents: partlyRefunded.refundedCents,
      amountCents: partlyRefunded.amountCents,
    });
    expect((await callEndpoint(t.app, orderEndpoints.adminList, { headers: rider })).response.statusCode).toBe(403);

    const secondOwner = { cookie: (await signIn(t.app, 'sam@example.com', 'sam-demo-123')).cookie };
    expect((await callEndpoint(t.app, orderEndpoints.adminList, { headers: secondOwner })).result().orders).toHaveLength(expected.length);
    const other = { cookie: (await signIn(t.app, 'morgan@example.com', 'morgan-demo-123')).cookie };
    expect((await callEndpoint(t.app, orderEndpoints.mine, { headers: other })).result().orders).toEqual([]);
  });
});
