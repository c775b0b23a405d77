import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseAt } from '#test/old-database.ts';
import type { TestDatabase } from '#test/test-app.ts';

describe('migration 018: roles instead of the admin flag', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('makes every admin an owner and everyone else a customer, and starts an empty role history', async () => {
    const before = await testDatabaseAt('017-order-payment-status');
    database = before.database;
    const { kind } = database.handle;
    const now = new Date().toISOString();
    const flag = (value: boolean) => (kind === 'postgres' ? value : Number(value));
    for (const [id, isAdmin] of [
      ['u-admin', true],
      ['u-rider', false],
      ['u-second-admin', true],
    ] as const)
      await before.old
        .insertInto('user')
        .values({ id, name: id, email: `${id}@example.com`, isAdmin: flag(isAdmin), createdAt: now, updatedAt: now })
        .execute();

    await before.migrateRest();

    const { db } = database.handle;
    expect(await db.selectFrom('user').select(['id', 'role']).orderBy('id').execute()).toEqual([
      { id: 'u-admin', role: 'owner' },
      { id: 'u-rider', role: 'customer' },
      { id: 'u-second-admin', role: 'owner' },
    ]);
    expect(await db.selectFrom('roleChange').selectAll().execute()).toEqual([]);
  });
});
