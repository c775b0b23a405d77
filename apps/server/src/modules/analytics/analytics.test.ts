import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INSIGHTS_RANGE_MESSAGES, type Insights } from '@store/shared/insights';
import type { OrderItem } from '@store/shared/orders';
import { insertOrderLines } from '#test/order-lines.ts';
import { buyerWithPublishedRender, digitalOnlyRenderImage, publishFinishedRender } from '#test/production.ts';
import { createTestApp, saveStore, signInRoles, type Role, type SavedStore, type TestApp } from '#test/test-app.ts';
import { createAnalyticsEventRepository, type NewAnalyticsEvent } from './analytics-event-repository.ts';
import { EVENTS_PER_MINUTE_PER_ADDRESS } from './routes.ts';
import { createVisitorHasher } from './visitor-hash.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const ROLES: Role[] = ['visitor', 'customer', 'other', 'admin'];

describe('analytics', () => {
  let t: TestApp;
  let as: Awaited<ReturnType<typeof signInRoles>>;

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

  function sendEvent(body: object, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') {
    return t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'user-agent': BROWSER, ...headers },
      remoteAddress,
      payload: body,
    });
  }

  const storedEvents = () => t.database.db.selectFrom('analyticsEvent').selectAll().orderBy('createdAt').execute();

  describe('browser events', () => {
    it('anyone may send one: 204, no cookie, and only the day’s hash is kept of who sent it', async () => {
      for (const role of ROLES) {
        const response = await sendEvent({ name: 'page_view', path: '/gallery' }, as(role));
        expect(response.statusCode, role).toBe(204);
        expect(response.headers['set-cookie'], role).toBeUndefined();
      }
      const events = await storedEvents();
      expect(events).toHaveLength(4);
      expect(events[0]).toMatchObject({ name: 'page_view', path: '/gallery', orderId: null, renderId: null });
      expect(events[0]!.visitorHash).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(events)).not.toContain('203.0.113.7');
      expect(JSON.stringify(events)).not.toContain('Chrome');
    });

    it('one browser is one visitor for the day; another address or browser is another', async () => {
      await sendEvent({ name: 'page_view', path: '/' });
      await sendEvent({ name: 'product_viewed', path: '/product/r1', renderId: 'r1' });
      await sendEvent({ name: 'page_view', path: '/' }, {}, '198.51.100.2');
      await sendEvent({ name: 'page_view', path: '/' }, { 'user-agent': `${BROWSER} Edg/140.0` });
      // Events of the same millisecond have no order, so the same visitor is found by the event it sent.
      const events = await storedEvents();
      const product = events.find((event) => event.name === 'product_viewed')!;
      expect(events.filter((event) => event.visitorHash === product.visitorHash)).toHaveLength(2);
      expect(new Set(events.map((event) => event.visitorHash)).size).toBe(3);
    });

    it('ignores bots, Do Not Track, Global Privacy Control and staff pages, still answering 204', async () => {
      const ignored = [
        sendEvent(
          { name: 'page_view', path: '/' },
          { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
        ),
        sendEvent({ name: 'page_view', path: '/' }, { 'user-agent': 'Mozilla/5.0 HeadlessChrome/140.0' }),
        sendEvent({ name: 'page_view', path: '/' }, { 'user-agent': 'curl/8.5.0' }),
        sendEvent({ name: 'page_view', path: '/' }, { dnt: '1' }),
        sendEvent({ name: 'page_view', path: '/' }, { 'sec-gpc': '1' }),
        sendEvent({ name: 'page_view', path: '/admin/insights' }),
      ];
      for (const response of await Promise.all(ignored)) expect(response.statusCode).toBe(204);
      expect(await storedEvents()).toEqual([]);
    });

    it('refuses names it does not know, a query string, extra fields and a large body', async () => {
      const unknown = await sendEvent({ name: 'order_paid', path: '/success' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBeTypeOf('string');
      expect((await sendEvent({ name: 'page_view', path: '/reset-password?oobCode=secret' })).statusCode).toBe(400);
      expect((await sendEvent({ name: 'page_view', path: '/', email: 'pat@example.com' })).statusCode).toBe(400);
      const large = await sendEvent({ name: 'page_view', path: '/', style: 'x'.repeat(2000) });
      expect(large.statusCode).toBe(413);
      expect(large.json().error).toBeTypeOf('string');
      expect(await storedEvents()).toEqual([]);
    });

    it('limits how many one address sends in a minute', async () => {
      const statuses: number[] = [];
      for (let sent = 0; sent <= EVENTS_PER_MINUTE_PER_ADDRESS; sent += 1)
        statuses.push((await sendEvent({ name: 'page_view', path: '/' }, {}, '192.0.2.9')).statusCode);
      expect(statuses.slice(0, EVENTS_PER_MINUTE_PER_ADDRESS).every((status) => status === 204)).toBe(true);
      expect(statuses[EVENTS_PER_MINUTE_PER_ADDRESS]).toBe(429);
    });
  });

  it('a new day has a new salt, the old one is deleted, and hashes do not link across days', async () => {
    const events = createAnalyticsEventRepository(t.database.db);
    const visitorHash = createVisitorHasher(events);
    const monday = await visitorHash('203.0.113.7', BROWSER, new Date('2026-03-02T10:00:00Z'));
    expect(await visitorHash('203.0.113.7', BROWSER, new Date('2026-03-02T23:59:00Z'))).toBe(monday);
    const tuesday = await visitorHash('203.0.113.7', BROWSER, new Date('2026-03-03T00:01:00Z'));
    expect(tuesday).not.toBe(monday);
    const salts = await t.database.db.selectFrom('analyticsSalt').select('day').execute();
    expect(salts.map((salt) => salt.day)).toEqual(['2026-03-03']);
    // Another instance asking on the same day gets the same salt, so both name a browser alike.
    expect(await createVisitorHasher(events)('203.0.113.7', BROWSER, new Date('2026-03-03T08:00:00Z'))).toBe(tuesday);
  });

  describe('insights', () => {
    const RANGE = 'from=2026-03-01&to=2026-03-07';

    async function seedEvents(): Promise<void> {
      const events = createAnalyticsEventRepository(t.database.db);
      const at = (moment: string) => new Date(moment);
      const seeded: [NewAnalyticsEvent, string][] = [
        [{ name: 'page_view', path: '/', visitorHash: 'a' }, '2026-03-01T09:00:00Z'],
        [{ name: 'page_view', path: '/gallery', visitorHash: 'a' }, '2026-03-01T09:01:00Z'],
        [{ name: 'page_view', path: '/', visitorHash: 'b' }, '2026-03-01T10:00:00Z'],
        [{ name: 'page_view', path: '/', visitorHash: 'c' }, '2026-03-01T11:00:00Z'],
        [{ name: 'product_viewed', path: '/product/r1', visitorHash: 'a' }, '2026-03-01T09:02:00Z'],
        [{ name: 'product_viewed', path: '/product/r1', visitorHash: 'b' }, '2026-03-01T10:01:00Z'],
        [{ name: 'add_to_cart', path: '/product/r1', visitorHash: 'a', size: '12x18' }, '2026-03-01T09:03:00Z'],
        [{ name: 'checkout_started', amountCents: 1000 }, '2026-03-01T09:04:00Z'],
        [{ name: 'checkout_started', amountCents: 1000 }, '2026-03-01T09:05:00Z'],
        [{ name: 'order_paid', orderId: 'o1', amountCents: 1000 }, '2026-03-01T09:06:00Z'],
        [{ name: 'page_view', path: '/upload', visitorHash: 'a2' }, '2026-03-02T08:00:00Z'],
        [{ name: 'upload_started', path: '/upload', visitorHash: 'a2' }, '2026-03-02T08:01:00Z'],
        [{ name: 'upload_submitted', renderId: 'r2', style: 'Anime' }, '2026-03-02T08:02:00Z'],
        [{ name: 'render_completed', renderId: 'r2', style: 'Anime', durationSeconds: 1800 }, '2026-03-03T08:00:00Z'],
        [{ name: 'render_completed', renderId: 'r3', style: 'Retro', durationSeconds: 5400 }, '2026-03-07T23:59:59Z'],
        // Outside the range, a day either side.
        [{ name: 'page_view', path: '/', visitorHash: 'd' }, '2026-02-28T23:59:59Z'],
        [{ name: 'order_paid', orderId: 'o0', amountCents: 500 }, '2026-02-28T12:00:00Z'],
        [{ name: 'page_view', path: '/', visitorHash: 'e' }, '2026-03-08T00:00:00Z'],
      ];
      for (const [event, moment] of seeded) await events.add(event, at(moment));
    }

    async function seedOrder(id: string, createdAt: string, items: Partial<OrderItem>[], refundedCents = 0): Promise<void> {
      const user = await t.database.db.selectFrom('user').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
      const lines = items.map((item) => ({
        renderId: 'r1',
        style: 'Retro',
        image: '/x.webp',
        aspectRatio: '2x3',
        size: 'Digital Download',
        quantity: 1,
        isDigital: true,
        unitPriceCents: 1000,
        ...item,
      }));
      await t.database.db
        .insertInto('order')
        .values({
          id,
          paymentSessionId: `cs_${id}`,
          userId: user.id,
          name: 'Olive Owner',
          email: 'owner@example.com',
          status: 'paid',
          amountCents: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
          refundedCents,
          printProvider: 'manual',
          createdAt,
          updatedAt: createdAt,
        })
        .execute();
      await insertOrderLines(t.database.db, { id, createdAt }, lines);
    }

    async function insights(query = RANGE): Promise<Insights> {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/insights?${query}`, headers: as('admin') });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    }

    it('only owners read them: 401 signed out, 403 for customers and staff', async () => {
      const expected: Record<Role, number> = { visitor: 401, customer: 403, other: 403, staff: 403, admin: 200 };
      for (const role of ROLES) {
        const response = await t.app.inject({ method: 'GET', url: `/api/admin/insights?${RANGE}`, headers: as(role) });
        expect(response.statusCode, role).toBe(expected[role]);
        if (role !== 'admin') expect(response.json().error, role).toBeTypeOf('string');
      }
    });

    it('count visitors and the funnel from the events of the range only', async () => {
      await seedEvents();
      const result = await insights();
      expect(result.range).toEqual({ from: '2026-03-01', to: '2026-03-07' });
      expect(result.funnel).toEqual([
        { step: 'visited', count: 4, conversion: null },
        { step: 'product_viewed', count: 2, conversion: 0.5 },
        { step: 'add_to_cart', count: 1, conversion: 0.5 },
        { step: 'checkout_started', count: 2, conversion: 1 },
        { step: 'order_paid', count: 1, conversion: 0.5 },
      ]);
      expect(result.totals).toMatchObject({ visitors: 4, pageViews: 5, conversion: 0.25 });
      expect(result.traffic).toHaveLength(7);
      expect(result.traffic.slice(0, 3)).toEqual([
        { day: '2026-03-01', visitors: 3, pageViews: 4 },
        { day: '2026-03-02', visitors: 1, pageViews: 1 },
        { day: '2026-03-03', visitors: 0, pageViews: 0 },
      ]);
      expect(result.uploads).toEqual({ started: 1, submitted: 1 });
      expect(result.turnaround).toEqual({ completed: 2, medianMinutes: 60, p90Minutes: 84, targetMinutes: 60, withinTarget: 0.5 });
    });

    it('take sales, average order value and best sellers from the orders of the range', async () => {
      await seedOrder('o1', '2026-03-01T00:00:00.000Z', [{}]);
      await seedOrder(
        'o2',
        '2026-03-01T15:30:00.000Z',
        [{ size: '20x30', quantity: 2, isDigital: false, unitPriceCents: 12900, style: 'Anime' }, { style: 'Anime' }],
        900,
      );
      await seedOrder('o3', '2026-03-07T23:59:59.999Z', [{ size: '12x18', unitPriceCents: 6900, style: 'Cyberpunk' }]);
      await seedOrder('before', '2026-02-28T23:59:59.999Z', [{ size: '36x36', unitPriceCents: 22900 }]);
      await seedOrder('after', '2026-03-08T00:00:00.000Z', [{ size: '36x36', unitPriceCents: 22900 }]);

      const result = await insights();
      expect(result.totals).toMatchObject({
        orders: 3,
        grossCents: 1000 + 26800 + 6900,
        refundedCents: 900,
        netCents: 1000 + 26800 + 6900 - 900,
        averageOrderValueCents: 11267,
      });
      expect(result.sales).toHaveLength(7);
      expect(result.sales[0]).toEqual({ day: '2026-03-01', orders: 2, grossCents: 27800, refundedCents: 900, netCents: 26900 });
      expect(result.sales[6]).toEqual({ day: '2026-03-07', orders: 1, grossCents: 6900, refundedCents: 0, netCents: 6900 });
      expect(result.sales.slice(1, 6).every((day) => day.orders === 0 && day.grossCents === 0 && day.netCents === 0)).toBe(true);
      expect(result.bestSellingSizes).toEqual([
        { size: '20x30', quantity: 2, revenueCents: 25800 },
        { size: 'Digital Download', quantity: 2, revenueCents: 2000 },
        { size: '12x18', quantity: 1, revenueCents: 6900 },
      ]);
      expect(result.bestSellingStyles).toEqual([
        { style: 'Anime', quantity: 3, revenueCents: 26800 },
        { style: 'Cyberpunk', quantity: 1, revenueCents: 6900 },
        { style: 'Retro', quantity: 1, revenueCents: 1000 },
      ]);
    });

    it('count the gift cards paid for in the range, and what its orders paid with gift cards', async () => {
      const user = await t.database.db.selectFrom('user').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
      const card = (id: string, amountCents: number, issuedAt: string | null) => ({
        id,
        paymentSessionId: `cs_${id}`,
        buyerUserId: user.id,
        buyerName: 'Olive Owner',
        amountCents,
        balanceCents: amountCents,
        recipientName: 'Rob',
        recipientEmail: 'rob@example.com',
        message: '',
        issuedAt,
        createdAt: issuedAt ?? '2026-03-02T10:00:00.000Z',
      });
      await t.database.db
        .insertInto('giftCard')
        .values([
          card('g1', 5000, '2026-03-02T10:00:00.000Z'),
          card('g2', 2500, '2026-03-07T23:00:00.000Z'),
          card('unpaid', 10000, null),
          card('later', 20000, '2026-03-08T00:00:00.000Z'),
        ])
        .execute();
      await seedOrder('o1', '2026-03-03T00:00:00.000Z', [{ size: '12x18', unitPriceCents: 6900 }]);
      await t.database.db.updateTable('order').set({ giftCardCents: 2500, amountCents: 4400 }).where('id', '=', 'o1').execute();

      const result = await insights();
      expect(result.giftCards).toEqual({ sold: 2, soldCents: 7500, spentCents: 2500 });
      expect(result.totals).toMatchObject({ orders: 1, grossCents: 4400, netCents: 4400 });
    });

    it('an empty range answers zeros and nulls, not errors', async () => {
      const result = await insights('from=2026-01-01&to=2026-01-01');
      expect(result.totals).toEqual({
        visitors: 0,
        pageViews: 0,
        orders: 0,
        grossCents: 0,
        refundedCents: 0,
        netCents: 0,
        averageOrderValueCents: null,
        conversion: null,
      });
      expect(result.funnel.every((step) => step.count === 0)).toBe(true);
      expect(result.turnaround.medianMinutes).toBeNull();
      expect(result.bestSellingSizes).toEqual([]);
    });

    it('refuses a range it cannot show with the reason', async () => {
      const reasons: Record<string, string | undefined> = {
        'from=2026-03-07&to=2026-03-01': INSIGHTS_RANGE_MESSAGES.reversed,
        'from=2026-02-30&to=2026-03-01': INSIGHTS_RANGE_MESSAGES.invalidDay,
        'from=2024-01-01&to=2026-01-01': INSIGHTS_RANGE_MESSAGES.tooLong,
        'from=2026-03-01': undefined,
      };
      for (const [query, reason] of Object.entries(reasons)) {
        const response = await t.app.inject({ method: 'GET', url: `/api/admin/insights?${query}`, headers: as('admin') });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error, query).toBe('VALIDATION_FAILED');
        if (reason) expect(response.json().message, query).toBe(reason);
      }
    });
  });
});

describe('analytics recorded by the server', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('count a real upload, its first publish and a paid order, each once', async () => {
    const { buyer, admin, renderId } = await buyerWithPublishedRender(t, digitalOnlyRenderImage);
    // A second publish (a revision, say) is not a second completion.
    expect((await publishFinishedRender(t.app, renderId, { cookie: admin }, await digitalOnlyRenderImage())).statusCode).toBe(200);
    const cart = [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1 }] }];
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries: cart } })).statusCode,
    ).toBe(200);
    const checkout = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer } });
    const sessionId: string = checkout.json().url.split('/demo-checkout/')[1];
    await t.app.demoPayments.pay(sessionId, {
      cardNumber: '4242424242424242',
      name: 'Pat',
      shipping: { line1: 'x', city: 'y', state: 'z', postal_code: '1', country: 'US' },
    });
    for (let lookup = 0; lookup < 2; lookup += 1)
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/orders/by-session?session_id=${sessionId}`, headers: { cookie: buyer } })).json(),
      ).toMatchObject({ status: 'paid' });

    const today = new Date().toISOString().slice(0, 10);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/insights?from=${today}&to=${today}`,
      headers: { cookie: admin },
    });
    const result: Insights = response.json();
    expect(result.uploads.submitted).toBe(1);
    expect(result.turnaround.completed).toBe(1);
    expect(result.turnaround.withinTarget).toBe(1);
    expect(result.funnel.slice(-2)).toMatchObject([
      { step: 'checkout_started', count: 1 },
      { step: 'order_paid', count: 1, conversion: 1 },
    ]);
    expect(result.totals).toMatchObject({ orders: 1, grossCents: 1000, netCents: 1000, averageOrderValueCents: 1000 });
    expect(result.bestSellingStyles).toEqual([{ style: 'Retro', quantity: 1, revenueCents: 1000 }]);
    const paid = await t.database.db.selectFrom('analyticsEvent').selectAll().where('name', '=', 'order_paid').execute();
    expect(paid).toEqual([expect.objectContaining({ amountCents: 1000, visitorHash: null })]);
  });
});
