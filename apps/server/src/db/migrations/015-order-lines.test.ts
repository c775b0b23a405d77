import { afterEach, describe, expect, it } from 'vitest';
import type { OrderItem } from '@store/shared/orders';
import { tablesOf } from '#test/catalogue.ts';
import { testDatabaseAt } from '#test/old-database.ts';
import type { TestDatabase } from '#test/test-app.ts';
import { createAccountDirectoryRepository } from '#server/modules/accounts/account-directory-repository.ts';
import { createOrderRepository } from '#server/modules/orders/order-repository.ts';
import { createChangeNotices } from '#server/db/change-notices.ts';
import { toIso } from '../values.ts';

const canvas: OrderItem = {
  renderId: 'render-1',
  style: 'Anime',
  image: '/api/renders/render-1/preview/2x3',
  aspectRatio: '2x3',
  size: '16x24',
  quantity: 3,
  isDigital: false,
  borderStyle: 'white-border',
  unitPriceCents: 8900,
  variantId: 'variant-16x24',
};
const download: OrderItem = {
  renderId: 'render-1',
  style: 'Anime',
  image: '/api/renders/render-1/preview/2x3',
  aspectRatio: '2x3',
  size: 'Digital Download',
  quantity: 1,
  isDigital: true,
  unitPriceCents: 1000,
  variantId: null,
};
/** Written before variants and borders existed, with characters a LIKE pattern or a JSON string treats specially. */
const odd = {
  renderId: 'render_%2',
  style: 'Rétro "Café" \\ 🏍',
  image: '',
  aspectRatio: '5x4',
  size: '24x36',
  quantity: 99,
  isDigital: false,
  unitPriceCents: 2_000_000_000,
};

describe('migration 015: order lines as rows', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('moves every order’s JSON lines into rows, in their order, and the orders read back as they were', async () => {
    const before = await testDatabaseAt('014-revocation-reservations');
    database = before.database;
    const { old } = before;
    const { db, schema } = database.handle;
    const now = new Date().toISOString();
    await old.insertInto('user').values({ id: 'u1', name: 'Rider', email: 'r@example.com', createdAt: now, updatedAt: now }).execute();
    const orders = [
      ['o1', JSON.stringify([canvas, download])],
      ['o2', JSON.stringify([odd, { ...download, renderId: 'render_%2' }, canvas], null, 2)],
      ['o3', '[]'],
    ] as const;
    for (const [id, items] of orders) {
      await old
        .insertInto('order')
        .values({
          id,
          paymentSessionId: `cs_${id}`,
          userId: 'u1',
          name: 'Rider',
          email: 'r@example.com',
          status: 'paid',
          items,
          amountCents: 1,
          printProvider: 'manual',
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }

    await before.migrateRest();

    const rows = await db.selectFrom('orderLine').selectAll().orderBy('orderId').orderBy('position').execute();
    expect(rows.map((row) => toIso(row.createdAt))).toEqual(Array(5).fill(now));
    // Migration 020 adds the version a line bought; this test is about the lines 015 moved.
    expect(
      rows.map(({ createdAt: _, versionId: __, versionChosenAt: ___, ...row }) => ({ ...row, isDigital: Boolean(row.isDigital) })),
    ).toEqual([
      { orderId: 'o1', position: 0, ...canvas },
      { orderId: 'o1', position: 1, ...download, borderStyle: null },
      { orderId: 'o2', position: 0, ...odd, borderStyle: null, variantId: null },
      { orderId: 'o2', position: 1, ...download, renderId: 'render_%2', borderStyle: null },
      { orderId: 'o2', position: 2, ...canvas },
    ]);
    const columns = (await tablesOf(db, schema)).find((table) => table.name === 'order');
    expect(columns?.columns.map((column) => column.name)).not.toContain('items');

    const repository = createOrderRepository(db, createAccountDirectoryRepository(db), await createChangeNotices(database.handle));
    // Lines made before migration 020 bought no recorded version.
    const unversioned = { versionId: null, versionChosenAt: null };
    expect((await repository.findById('o1'))?.items).toEqual([
      { ...canvas, ...unversioned },
      { ...download, ...unversioned },
    ]);
    expect((await repository.findById('o2'))?.items).toEqual([
      { ...odd, variantId: null, ...unversioned },
      { ...download, renderId: 'render_%2', ...unversioned },
      { ...canvas, ...unversioned },
    ]);
    expect((await repository.findById('o3'))?.items).toEqual([]);
    expect(await repository.countForRender('render-1')).toBe(2);
    expect(await repository.countForRender('render_%2')).toBe(1);
    expect(await repository.countForRender('render-%')).toBe(0);
  });
});
