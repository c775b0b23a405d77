import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRINT_VERSION_MESSAGES } from '@store/shared/revision-purchases';
import { DEMO_PAYMENT_FORM, payOnDemoPage } from '#test/demo-payment.ts';
import { buyerWithPublishedRender, publishFinishedRender, smallCanvasRenderImage } from '#test/production.ts';
import { startPrintfulStandIn } from '#test/stand-ins/printful-stand-in.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DIGITAL = { renderId: '', aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] };
const CANVAS = { renderId: '', aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'white-border' }] };

/** A buyer, staff, and the store's steps a revision after a purchase goes through. */
function revisionSteps(environment: () => Record<string, string> = () => ({})) {
  const s = {} as { t: TestApp; buyer: string; admin: string; renderId: string };

  async function buy(entries: (typeof DIGITAL | typeof CANVAS)[]): Promise<string> {
    const cart = entries.map((entry) => ({ ...entry, renderId: s.renderId }));
    expect(
      (await s.t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: s.buyer }, payload: { entries: cart } })).statusCode,
    ).toBe(200);
    const checkout = await s.t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: s.buyer }, payload: {} });
    await payOnDemoPage(s.t.app, checkout.json().url.split('/demo-checkout/')[1], DEMO_PAYMENT_FORM);
    const [order] = await s.t.database.db.selectFrom('order').select('id').orderBy('createdAt', 'desc').execute();
    return order!.id;
  }

  async function askRevision() {
    const asked = await s.t.app.inject({
      method: 'POST',
      url: `/api/renders/${s.renderId}/revision`,
      headers: { cookie: s.buyer },
      payload: { note: 'Please make the tank blue' },
    });
    expect(asked.statusCode).toBe(200);
  }

  async function publishVersion2() {
    // The artist's change: the same portrait, mirrored, so version 2's files differ from version 1's.
    const changed = await sharp(await smallCanvasRenderImage())
      .flop()
      .jpeg()
      .toBuffer();
    expect((await publishFinishedRender(s.t.app, s.renderId, { cookie: s.admin }, changed)).statusCode).toBe(200);
  }

  async function detail(orderId: string) {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: { cookie: s.admin } });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  function choose(orderId: string, versionId: string) {
    return s.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/print-version`,
      headers: { cookie: s.admin },
      payload: { renderId: s.renderId, versionId },
    });
  }

  async function start() {
    s.t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...environment() });
    const made = await buyerWithPublishedRender(s.t, smallCanvasRenderImage);
    Object.assign(s, made);
  }

  return { s, start, buy, askRevision, publishVersion2, detail, choose };
}

describe('revisions keep purchases', () => {
  const { s, start, buy, askRevision, publishVersion2, detail, choose } = revisionSteps();
  beforeEach(start);
  afterEach(async () => s.t?.close());

  function get(url: string, cookie?: string) {
    return s.t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  }

  async function downloads(orderId: string) {
    const response = await get(`/api/orders/${orderId}/downloads`, s.buyer);
    expect(response.statusCode).toBe(200);
    return response.json().downloads[0];
  }

  const path = (url: string) => new URL(url).pathname + new URL(url).search;

  it('a digital buyer keeps the product page, the download block and the files during a revision, and gets the new version too', async () => {
    const orderId = await buy([DIGITAL]);
    const before = await downloads(orderId);
    expect(before).toMatchObject({ version: 1, paidVersion: null });
    await askRevision();

    const product = await get(`/api/renders/${s.renderId}`);
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({ status: 'complete', results: { '2x3': expect.any(Object) } });
    const mine = (await get('/api/renders', s.buyer)).json().renders[0];
    expect(mine).toMatchObject({
      status: 'complete',
      progress: { stage: 'received', revision: { note: 'Please make the tank blue' } },
      purchase: { digitalDownloadOrderId: orderId },
    });
    const during = await get(path(before.links[0].url));
    expect(during.statusCode).toBe(200);
    const version1File = during.rawPayload;

    s.t.mail.sent.length = 0;
    await publishVersion2();
    await s.t.app.mailer.deliverDue();
    const email = s.t.mail.sent.find((sent) => sent.subject === 'Your revised MotoMuse render is ready')!;
    expect(email.text).toContain('your purchase is kept');
    expect(email.text).toContain(`/api/downloads/${orderId}/${s.renderId}/1x1`);
    expect(email.text).not.toMatch(/buy it/i);

    const after = await downloads(orderId);
    expect(after).toMatchObject({ version: 2, paidVersion: { number: 1 } });
    const newest = await get(path(after.links[0].url));
    expect(newest.statusCode).toBe(200);
    expect(Buffer.compare(newest.rawPayload, version1File)).not.toBe(0);
    const paidFor = await get(path(after.paidVersion.links[0].url));
    expect(paidFor.statusCode).toBe(200);
    expect(Buffer.compare(paidFor.rawPayload, version1File)).toBe(0);
    expect((await get(path(after.paidVersion.links[0].url).replace(/version=[^&]+/, 'version=forged'))).statusCode).toBe(403);
  });

  it('a canvas not yet sent to print waits for staff to choose its version, recorded on the timeline', async () => {
    const orderId = await buy([CANVAS]);
    await askRevision();
    await publishVersion2();

    const held = await detail(orderId);
    expect(held.printVersions).toEqual([
      expect.objectContaining({
        needsChoice: true,
        printing: expect.objectContaining({ number: 1 }),
        published: expect.objectContaining({ number: 2 }),
      }),
    ]);
    expect(held.printVersions[0].options.map((option: { number: number }) => option.number)).toEqual([2, 1]);
    expect(held.timeline.map((event: { message: string }) => event.message)).toContain(PRINT_VERSION_MESSAGES.held('Retro', 2));
    const moved = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: s.admin },
      payload: { status: 'in-production' },
    });
    expect([moved.statusCode, moved.json().error]).toEqual([409, 'CHOOSE_PRINT_VERSION']);

    const printFile = `/api/renders/${s.renderId}/results/2x3?download=1&version=${held.printVersions[0].printing.id}`;
    expect((await s.t.app.inject({ method: 'GET', url: printFile, headers: { cookie: s.admin } })).statusCode).toBe(200);
    expect((await s.t.app.inject({ method: 'GET', url: printFile, headers: { cookie: s.buyer } })).statusCode).toBe(403);

    expect((await choose(orderId, 'not-a-version')).statusCode).toBe(400);
    const chosen = await choose(orderId, held.printVersions[0].published.id);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().printVersions[0]).toMatchObject({ needsChoice: false, printing: { number: 2 } });
    expect(chosen.json().timeline.at(-1)).toMatchObject({ message: 'Print version chosen: version 2.', actor: 'admin@example.com' });
  });

  it('an order already in production keeps its version, and the timeline says so', async () => {
    const orderId = await buy([CANVAS]);
    await s.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: s.admin },
      payload: { status: 'in-production' },
    });
    await askRevision();
    await publishVersion2();

    const kept = await detail(orderId);
    expect(kept.printVersions[0]).toMatchObject({ needsChoice: false, sentToPrint: true, printing: { number: 1 } });
    expect(kept.timeline.map((event: { message: string }) => event.message)).toContain(PRINT_VERSION_MESSAGES.kept('Retro', 2, 1));
    expect((await choose(orderId, kept.printVersions[0].published.id)).statusCode).toBe(409);
  });

  it('never reminds a buyer to buy the render they bought, after a revision either', async () => {
    await buy([CANVAS]);
    await askRevision();
    await publishVersion2();
    await s.t.database.db
      .updateTable('render')
      .set({ completedAt: new Date(Date.now() - 4 * DAY_MS).toISOString() })
      .where('id', '=', s.renderId)
      .execute();
    expect(await s.t.modules.notifications.service.reminders.sendDue()).toBe(0);
  });
});

describe('revisions keep purchases: a canvas at the print partner', () => {
  let printful: Awaited<ReturnType<typeof startPrintfulStandIn>>;
  beforeAll(async () => {
    printful = await startPrintfulStandIn();
  });
  afterAll(async () => printful.close());
  const { s, start, buy, askRevision, publishVersion2, detail, choose } = revisionSteps(() => ({
    PRINTFUL_API_KEY: 'pf-test-key',
    PRINTFUL_API_URL: printful.url,
    PRINTFUL_WEBHOOK_TOKEN: 'printful-webhook-token-123456',
  }));
  afterEach(async () => s.t?.close());

  it('a held order is not retried to the partner until staff choose, then goes with the chosen version’s file', async () => {
    await start();
    printful.failNext(1);
    const orderId = await buy([CANVAS]);
    await askRevision();
    await publishVersion2();
    await s.t.database.db
      .updateTable('order')
      .set({ printNextAttemptAt: new Date(0).toISOString() })
      .where('id', '=', orderId)
      .execute();
    await s.t.modules.orders.service.fulfilment.retryDuePrints();
    expect(printful.created.filter((created) => created.external_id === orderId)).toHaveLength(0);

    const version1 = (await detail(orderId)).printVersions[0].printing;
    expect((await choose(orderId, version1.id)).statusCode).toBe(200);
    const placed = printful.created.find((created) => created.external_id === orderId) as {
      items: Array<{ files: Array<{ url: string }> }>;
    };
    expect(placed.items[0]!.files[0]!.url).toContain(`version=${version1.id}`);
    expect((await detail(orderId)).printOrderId).not.toBeNull();
  });
});
