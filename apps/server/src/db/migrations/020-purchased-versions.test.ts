import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseAt } from '#test/old-database.ts';
import type { TestDatabase } from '#test/test-app.ts';

describe('migration 020: order lines remember the version they bought', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('gives every existing line the version its render has published now, and none to a render never published', async () => {
    const before = await testDatabaseAt('018-staff-roles');
    database = before.database;
    const { old } = before;
    const { kind } = database.handle;
    const now = new Date().toISOString();
    const flag = (value: boolean) => (kind === 'postgres' ? value : Number(value));
    await old.insertInto('user').values({ id: 'u1', name: 'Rider', email: 'r@example.com', createdAt: now, updatedAt: now }).execute();
    for (const [id, publishedVersionId] of [
      ['r-published', 'v-1'],
      ['r-legacy', null],
    ] as const)
      await old
        .insertInto('render')
        .values({
          id,
          userId: 'u1',
          customerName: 'Rider',
          customerEmail: 'r@example.com',
          style: 'Anime',
          aspectRatio: '1x1',
          status: 'complete',
          filename: 'bike.jpg',
          originalKey: `renders/${id}/original.jpg`,
          width: 800,
          height: 800,
          submittedAt: now,
          completedAt: now,
          publishedVersionId,
        })
        .execute();
    await old
      .insertInto('order')
      .values({
        id: 'o1',
        paymentSessionId: 'cs_1',
        userId: 'u1',
        name: 'Rider',
        email: 'r@example.com',
        status: 'paid',
        amountCents: 1,
        printProvider: 'manual',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const line = { orderId: 'o1', createdAt: now, style: 'Anime', image: '', aspectRatio: '1x1', quantity: 1, unitPriceCents: 100 };
    await old
      .insertInto('orderLine')
      .values([
        { ...line, position: 0, renderId: 'r-published', size: 'Digital Download', isDigital: flag(true) },
        { ...line, position: 1, renderId: 'r-published', size: '12x12', isDigital: flag(false) },
        { ...line, position: 2, renderId: 'r-legacy', size: '12x12', isDigital: flag(false) },
      ])
      .execute();

    await before.migrateRest();

    const { db } = database.handle;
    expect(await db.selectFrom('orderLine').select(['position', 'versionId', 'versionChosenAt']).orderBy('position').execute()).toEqual([
      { position: 0, versionId: 'v-1', versionChosenAt: null },
      { position: 1, versionId: 'v-1', versionChosenAt: null },
      { position: 2, versionId: null, versionChosenAt: null },
    ]);
  });
});
