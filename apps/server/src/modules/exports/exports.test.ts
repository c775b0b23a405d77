import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertOrderLines } from '#test/order-lines.ts';
import { saveStore, signInRoles, type Role, type SavedStore, type TestApp } from '#test/test-app.ts';
import { EXPORT_PAGE_SIZE } from './exports-service.ts';

describe('CSV exports', () => {
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
  });
  afterEach(async () => {
    await t?.close();
  });

  async function userId(email: string): Promise<string> {
    return (await t.database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }

  async function insertOrders(owner: string, orders: { name: string; createdAt: string; amountCents?: number; notes?: string }[]) {
    const ids = orders.map((_, index) => `ord_${String(index).padStart(6, '0')}_${randomUUID().slice(0, 6)}`);
    await t.database.db
      .insertInto('order')
      .values(
        orders.map((order, index) => ({
          id: ids[index]!,
          paymentSessionId: `cs_${randomUUID()}`,
          userId: owner,
          name: order.name,
          email: 'owner@example.com',
          status: 'paid' as const,
          notes: order.notes ?? '',
          shipping: null,
          amountCents: order.amountCents ?? 1000,
          printProvider: 'manual',
          createdAt: order.createdAt,
          updatedAt: order.createdAt,
        })),
      )
      .execute();
    for (const [index, order] of orders.entries()) {
      await insertOrderLines(t.database.db, { id: ids[index]!, createdAt: order.createdAt }, [
        {
          renderId: 'r1',
          style: 'Anime',
          image: '',
          aspectRatio: '1x1',
          size: 'Digital Download',
          quantity: 1,
          isDigital: true,
          unitPriceCents: 1000,
        },
      ]);
    }
  }

  function rows(body: string): string[] {
    return body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
  }

  it('downloads orders as a dated UTF-8 CSV attachment, escaped and safe from formulas, within the days asked', async () => {
    const owner = await userId('owner@example.com');
    await insertOrders(owner, [
      { name: 'Zoë "Z" Rider', createdAt: '2026-03-01T10:00:00.000Z', notes: '=HYPERLINK("http://evil")' },
      { name: 'Early Bird', createdAt: '2026-02-28T23:59:59.000Z' },
      { name: 'Late, Owl', createdAt: '2026-03-02T23:59:59.000Z', amountCents: 12345 },
      { name: 'Too Late', createdAt: '2026-03-03T00:00:00.000Z' },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exports/orders.csv?from=2026-03-01&to=2026-03-02',
      headers: as('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = rows(response.body);
    expect(lines[0]).toMatch(/^Order,Created \(UTC\),Fulfilment,Payment,Name,Email,Items,Quantity,Subtotal \(USD\),Discount code,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Zoë ""Z"" Rider"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('Anime render · Digital Download');
    expect(lines[2]).toContain('"Late, Owl"');
    expect(lines[2]).toContain(',123.45,0.00,123.45,');
  });

  it('reads big tables page by page, every order exactly once', async () => {
    const owner = await userId('owner@example.com');
    const count = EXPORT_PAGE_SIZE + 3;
    const sameMoment = '2026-01-01T00:00:00.000Z';
    await insertOrders(
      owner,
      Array.from({ length: count }, (_, index) => ({
        name: `Buyer ${index}`,
        createdAt: index % 2 ? sameMoment : `2026-01-0${1 + (index % 5)}T12:00:00.000Z`,
      })),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/exports/orders.csv', headers: as('admin') });
    const ids = rows(response.body)
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });

  it('refuses a range that ends before it starts, or is not a day', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/exports/orders.csv?from=2026-03-02&to=2026-03-01', headers: as('admin') }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/exports/orders.csv?from=yesterday', headers: as('admin') })).statusCode,
    ).toBe(400);
  });

  it('downloads the gift cards sold, with what orders spent, what refunds put back and the balance; unpaid cards left out', async () => {
    const card = (id: string, createdAt: string, paid: boolean) => ({
      id,
      paymentSessionId: `cs_${randomUUID()}`,
      buyerUserId: 'u1',
      buyerName: 'Gail, "The Giver"',
      amountCents: 5000,
      balanceCents: 3500,
      recipientName: 'Gil Gifted',
      recipientEmail: 'gil@example.com',
      message: '',
      codeHash: paid ? randomUUID() : null,
      codeEnding: paid ? 'AB23' : null,
      issuedAt: paid ? createdAt : null,
      createdAt,
    });
    await t.database.db
      .insertInto('giftCard')
      .values([card('gc-paid', '2026-03-01T10:00:00.000Z', true), card('gc-unpaid', '2026-03-02T10:00:00.000Z', false)])
      .execute();
    const owner = await userId('owner@example.com');
    await insertOrders(owner, [
      { name: 'A', createdAt: '2026-03-03T00:00:00.000Z' },
      { name: 'B', createdAt: '2026-03-04T00:00:00.000Z' },
    ]);
    await t.database.db.updateTable('order').set({ giftCardId: 'gc-paid', giftCardCents: 1000, giftCardRefundedCents: 250 }).execute();

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/exports/gift-cards.csv', headers: as('staff') })).statusCode).toBe(403);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/exports/gift-cards.csv', headers: as('admin') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="gift-cards-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(rows(response.body)).toEqual([
      'Gift card,Bought (UTC),Code ending,Amount (USD),Spent on orders (USD),Refunded to the card (USD),Balance (USD),Buyer,Recipient,Recipient email,Code replaced (UTC)',
      'gc-paid,2026-03-01T10:00:00.000Z,AB23,50.00,20.00,5.00,35.00,"Gail, ""The Giver""",Gil Gifted,gil@example.com,',
    ]);
  });

  it('downloads customers with their order count and spend, without deleted accounts', async () => {
    const owner = await userId('owner@example.com');
    await insertOrders(owner, [
      { name: 'A', createdAt: '2026-01-01T00:00:00.000Z', amountCents: 1000 },
      { name: 'B', createdAt: '2026-01-02T00:00:00.000Z', amountCents: 2550 },
    ]);
    await t.database.db.updateTable('user').set({ deletedAt: new Date().toISOString() }).where('email', '=', 'other@example.com').execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/exports/customers.csv', headers: as('admin') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = rows(response.body);
    expect(lines[0]).toBe('Customer,Name,Email,Joined (UTC),Role,Orders,Net spent (USD)');
    expect(lines.slice(1).find((line) => line.includes('owner@example.com'))).toMatch(
      /,Olive Owner,owner@example\.com,[^,]+,Customer,2,35\.50$/,
    );
    expect(lines.slice(1).find((line) => line.includes('admin@example.com'))).toMatch(/,Owner,0,0\.00$/);
    expect(lines.slice(1).find((line) => line.includes('staff@example.com'))).toMatch(/,Staff,0,0\.00$/);
    expect(response.body).not.toContain('other@example.com');
  });

  it.each(['/api/admin/exports/orders.csv', '/api/admin/exports/customers.csv'])(
    'access %s: visitor 401, customers and staff 403, owner 200',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url, headers: as('visitor') })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: as('customer') })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: as('other') })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: as('staff') })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: as('admin') })).statusCode).toBe(200);
    },
  );
});
