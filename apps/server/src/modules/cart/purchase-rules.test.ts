import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PURCHASE_MESSAGES } from '@store/shared/purchase-rules';
import { publishFinishedRender, smallCanvasRenderImage, uploadRender } from '#test/production.ts';
import { createAdmin, saveStore, signUp, type SavedStore, type TestApp } from '#test/test-app.ts';
import { DEMO_PAYMENT_FORM, payOnDemoPage } from '#test/demo-payment.ts';

const DIGITAL = { aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] };
const CANVAS = { aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'full-wrap' }] };

describe('no double purchase, and only the owner buys', () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let renderId: string;

  // Every test starts from a published render: made once (its print files take seconds), each test on its own copy of that store.
  let saved: SavedStore<{ owner: string; other: string; renderId: string; published: number }>;
  beforeAll(async () => {
    saved = await saveStore({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, async (store) => {
      const made = {
        owner: (await signUp(store.app, { name: 'Olive Owner', email: 'owner@example.com' })).cookie,
        other: (await signUp(store.app, { name: 'Oscar Other', email: 'other@example.com' })).cookie,
      };
      const admin = await createAdmin(store);
      const id = await uploadRender(store.app, made.owner, 'Anime');
      const published = await publishFinishedRender(store.app, id, { cookie: admin }, await smallCanvasRenderImage());
      return { ...made, renderId: id, published: published.statusCode };
    });
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    ({ owner, other, renderId } = saved.made);
    expect(saved.made.published).toBe(200);
  });
  afterEach(async () => {
    await t?.close();
  });

  function save(cookie: string, entries: unknown[]) {
    return t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie }, payload: { entries } });
  }

  function read(cookie?: string) {
    return t.app.inject({ method: 'GET', url: `/api/renders/${renderId}`, headers: cookie ? { cookie } : {} });
  }

  /** The owner buys the digital download on the demo payment page; answers the order id. */
  async function buyDigitalDownload(): Promise<string> {
    expect((await save(owner, [{ renderId, ...DIGITAL }])).statusCode).toBe(200);
    const checkout = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: owner } });
    const sessionId = checkout.json().url.split('/demo-checkout/')[1];
    const paid = await payOnDemoPage(t.app, sessionId, { ...DEMO_PAYMENT_FORM, name: 'Olive Owner' });
    expect(paid.statusCode).toBe(303);
    return (await t.database.db.selectFrom('order').select('id').executeTakeFirstOrThrow()).id;
  }

  it('the product read tells the owner they may buy, another customer and a visitor why not', async () => {
    expect((await read(owner)).json().purchase).toEqual({ mayBuy: true, refusal: null, digitalDownloadOrderId: null });
    expect((await read(other)).json().purchase).toEqual({ mayBuy: false, refusal: 'not-owner', digitalDownloadOrderId: null });
    expect((await read()).json().purchase).toEqual({ mayBuy: false, refusal: 'sign-in', digitalDownloadOrderId: null });
  });

  it("refuses another customer's render with a 403 naming the entry, and keeps the saved cart", async () => {
    expect((await save(other, [])).statusCode).toBe(200);
    for (const entry of [CANVAS, DIGITAL]) {
      const response = await save(other, [{ renderId, ...entry }]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'NOT_YOUR_RENDER',
        message: PURCHASE_MESSAGES.notOwnerInCart,
        fields: { 'entries.0': PURCHASE_MESSAGES.notOwnerInCart },
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: other } })).json().entries).toEqual([]);
  });

  it('after the digital download is bought: the reads say so, the cart refuses it with a 409, canvases still sell', async () => {
    // Read before the purchase too: what the store keeps of these reads must follow the purchase.
    expect((await read(owner)).json().purchase.digitalDownloadOrderId).toBeNull();
    const before = await t.app.inject({ method: 'GET', url: '/api/renders', headers: { cookie: owner } });
    expect(before.json().renders).toMatchObject([{ id: renderId, purchase: { digitalDownloadOrderId: null } }]);
    const orderId = await buyDigitalDownload();

    expect((await read(owner)).json().purchase).toEqual({ mayBuy: true, refusal: null, digitalDownloadOrderId: orderId });
    expect((await read(other)).json().purchase).toEqual({ mayBuy: false, refusal: 'not-owner', digitalDownloadOrderId: null });
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/renders', headers: { cookie: owner } });
    expect(dashboard.json().renders).toMatchObject([{ id: renderId, purchase: { digitalDownloadOrderId: orderId } }]);
    const othersDashboard = await t.app.inject({ method: 'GET', url: '/api/renders', headers: { cookie: other } });
    expect(othersDashboard.json().renders).toEqual([]);

    const again = await save(owner, [
      { renderId, ...CANVAS },
      { renderId, ...DIGITAL },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'ALREADY_PURCHASED',
      message: PURCHASE_MESSAGES.alreadyPurchased,
      fields: { 'entries.1': PURCHASE_MESSAGES.alreadyPurchased },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: owner } })).json().entries).toEqual([]);

    const canvas = await save(owner, [{ renderId, ...CANVAS }]);
    expect(canvas.statusCode).toBe(200);
    expect(canvas.json().entries).toMatchObject([{ id: `${renderId}-2x3-full-wrap` }]);
  });

  it('a cart stored before the purchase reads without the bought download', async () => {
    await buyDigitalDownload();
    await t.database.db
      .updateTable('cart')
      .set({
        entries: JSON.stringify([
          { renderId, ...DIGITAL },
          { renderId, ...CANVAS },
        ]),
      })
      .execute();
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: owner } });
    expect(cart.json().entries).toMatchObject([{ id: `${renderId}-2x3-full-wrap` }]);
    expect(cart.json().entries).toHaveLength(1);
  });
});
