import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseAt } from '#test/old-database.ts';
import type { TestDatabase } from '#test/test-app.ts';

describe('migration 019: reviews and the real gallery', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it("keeps the previous version's customers and starts empty reviews, consents and gallery, one review per render and customer", async () => {
    const before = await testDatabaseAt('018-staff-roles');
    database = before.database;
    const now = new Date().toISOString();
    await before.old
      .insertInto('user')
      .values({ id: 'u-rider', name: 'Rider', email: 'rider@example.com', role: 'customer', createdAt: now, updatedAt: now })
      .execute();

    await before.migrateRest();

    const { db } = database.handle;
    expect(await db.selectFrom('user').select(['id', 'role']).execute()).toEqual([{ id: 'u-rider', role: 'customer' }]);
    expect(await db.selectFrom('review').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('galleryConsent').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('galleryEntry').selectAll().execute()).toEqual([]);

    const review = { renderId: 'r1', orderId: 'o1', userId: 'u-rider', stars: 5, text: 'Lovely canvas.', photoKey: null, createdAt: now };
    await db
      .insertInto('review')
      .values({ id: 'first', ...review })
      .execute();
    expect((await db.selectFrom('review').select('status').executeTakeFirstOrThrow()).status).toBe('pending');
    await expect(
      db
        .insertInto('review')
        .values({ id: 'second', ...review })
        .execute(),
    ).rejects.toThrow();
  });
});
