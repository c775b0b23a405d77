import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyerWithPublishedRender, digitalOnlyRenderImage } from '#test/production.ts';
import { saveStore, type SavedStore, type TestApp } from '#test/test-app.ts';
import { DEMO_PAYMENT_FORM, payOnDemoPage } from '#test/demo-payment.ts';

describe('the admin order names the account as well as the card holder', () => {
  let t: TestApp;
  let buyer: string;
  let admin: string;

  // Every test starts from a published render: made once (its print files take seconds), each test on its own copy of that store.
  let saved: SavedStore<{ buyer: string; admin: string; renderId: string }>;
  beforeAll(async () => {
    saved = await saveStore({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, (store) => buyerWithPublishedRender(store, digitalOnlyRenderImage));
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    ({ buyer, admin } = saved.made);
    const { renderId } = saved.made;
    const entries = [
      { renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1 }] },
    ];
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie: buyer }, payload: { entries } })).statusCode).toBe(
      200,
    );
    const sessionId = (await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: buyer } }))
      .json()
      .url.split('/demo-checkout/')[1];
    const paid = await payOnDemoPage(t.app, sessionId, { ...DEMO_PAYMENT_FORM, name: 'Robin Cardholder' });
    expect(paid.statusCode).toBeLessThan(400);
  });
  afterEach(async () => {
    await t?.close();
  });

  it('lists and shows the account name and email beside the name on the card', async () => {
    const [listed] = (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: admin } })).json().orders;
    expect(listed).toMatchObject({ name: 'Robin Cardholder', account: { name: 'Pat Buyer', email: 'pat@example.com' } });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${listed.id}`, headers: { cookie: admin } })).json();
    expect(detail.account).toEqual({ name: 'Pat Buyer', email: 'pat@example.com' });
  });

  it("finds the order by the account's name as well as the card holder's", async () => {
    const search = async (term: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/orders?search=${encodeURIComponent(term)}`, headers: { cookie: admin } })
      ).json().orders;
    expect(await search('pat buyer')).toHaveLength(1);
    expect(await search('robin')).toHaveLength(1);
    expect(await search('nobody')).toHaveLength(0);
  });

  it("keeps the account out of the customer's own view of the order", async () => {
    const [mine] = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer } })).json().orders;
    expect(mine.name).toBe('Robin Cardholder');
    expect(mine).not.toHaveProperty('account');
  });
});
