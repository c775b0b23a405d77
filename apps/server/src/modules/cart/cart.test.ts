import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, saveStore, signUp, type SavedStore, type TestApp } from '#test/test-app.ts';
import { publishFinishedRender, sellingRenderImage, uploadRender } from '#test/production.ts';
import { CART_ENTRY_MESSAGES } from '@store/shared/cart-entry-rules';

describe('cart', () => {
  let t: TestApp;
  let owner: string;
  let renderId: string;

  // Every test starts from a published render: made once (its print files take seconds), each test on its own copy of that store.
  let saved: SavedStore<{ owner: string; renderId: string; published: number }>;
  beforeAll(async () => {
    saved = await saveStore({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, async (store) => {
      const made = (await signUp(store.app, { email: 'owner@example.com' })).cookie;
      const admin = await createAdmin(store);
      const id = await uploadRender(store.app, made, 'Anime');
      const published = await publishFinishedRender(store.app, id, { cookie: admin }, await sellingRenderImage());
      return { owner: made, renderId: id, published: published.statusCode };
    });
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    ({ owner, renderId } = saved.made);
    expect(saved.made.published).toBe(200);
  });
  afterEach(async () => {
    await t?.close();
  });

  function save(cookie: string, entries: unknown) {
    return t.app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie }, payload: { entries } });
  }

  it('keeps the lines of finished renders, prices them from the catalogue, and ignores prices sent by the client', async () => {
    const response = await save(owner, [
      {
        renderId,
        aspectRatio: '2x3',
        items: [{ size: '12x18', quantity: 2, isDigital: false, borderStyle: 'full-wrap', unitPriceCents: 1, price: 0.01 }],
      },
      { renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'full-wrap' }] },
      { renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] },
      { renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] },
      {
        renderId: 'no-such-render',
        aspectRatio: '1x1',
        items: [{ size: '12x12', quantity: 1, isDigital: false, borderStyle: 'full-wrap' }],
      },
    ]);
    expect(response.statusCode).toBe(200);
    const expected = [
      {
        id: `${renderId}-2x3-full-wrap`,
        renderId,
        style: 'Anime',
        aspectRatio: '2x3',
        items: [
          {
            size: '12x18',
            quantity: 3,
            isDigital: false,
            borderStyle: 'full-wrap',
            unitPriceCents: 6900,
            variantId: 'canvas-12x18in',
            priceId: null,
          },
        ],
      },
      {
        id: `${renderId}-digital`,
        renderId,
        aspectRatio: '1x1',
        items: [{ size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1000, variantId: null, priceId: null }],
      },
    ];
    expect(response.json().entries).toMatchObject(expected);
    expect(response.json().entries).toHaveLength(2);
    expect(response.json().entries[0].image).toMatch(`/api/renders/${renderId}/results/2x3/preview`);

    const reloaded = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: owner } });
    expect(reloaded.json().entries).toMatchObject(expected);
    const stored = await t.database.db.selectFrom('cart').select('entries').executeTakeFirstOrThrow();
    expect(stored.entries).not.toContain('unitPriceCents');
  });

  it('refuses a line the rules do not allow, naming it, and keeps the saved cart', async () => {
    const kept = [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }];
    expect((await save(owner, kept)).statusCode).toBe(200);
    const refused = await save(owner, [
      { renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'full-wrap' }] },
      {
        renderId,
        aspectRatio: '1x1',
        items: [
          { size: '12x12', quantity: 1, isDigital: false, borderStyle: 'full-wrap' },
          { size: 'Digital Download', quantity: 1, isDigital: true },
        ],
      },
      {
        renderId,
        aspectRatio: '1x1',
        items: [
          { size: '12x12', quantity: 1, isDigital: false, borderStyle: 'full-wrap' },
          { size: '16x16', quantity: 1, isDigital: false, borderStyle: 'white-border' },
        ],
      },
      { renderId, aspectRatio: '3x2', items: [{ size: '11x14', quantity: 1, isDigital: false, borderStyle: 'full-wrap' }] },
      { renderId, aspectRatio: '3x2', items: [{ size: '30x20', quantity: 1, isDigital: false }] },
      { renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 3, isDigital: false, borderStyle: 'full-wrap' }] },
      { renderId, aspectRatio: '4x5', items: [{ size: '8x10', quantity: -3, isDigital: false, borderStyle: 'white-border' }] },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'CART_LINE_REFUSED',
      message: `Line 2 of the cart: ${CART_ENTRY_MESSAGES.mixed}`,
      fields: {
        'entries.1': CART_ENTRY_MESSAGES.mixed,
        'entries.2': CART_ENTRY_MESSAGES.borders,
        'entries.3': CART_ENTRY_MESSAGES.size,
        'entries.4': CART_ENTRY_MESSAGES.noBorder,
        'entries.5': CART_ENTRY_MESSAGES.digitalSize,
        'entries.6': CART_ENTRY_MESSAGES.quantity,
      },
    });
    expect(Object.keys(refused.json().fields)).toHaveLength(6);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: owner } })).json().entries).toMatchObject(kept);
  });

  it('refuses a cart over the caps, counted after merging, with the error body, and keeps the saved cart', async () => {
    const line = { renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 2, isDigital: false, borderStyle: 'full-wrap' }] };
    expect((await save(owner, [line])).statusCode).toBe(200);

    const sixty = { ...line, items: [{ ...line.items[0]!, quantity: 60 }] };
    const merged = await save(owner, [sixty, sixty]);
    expect(merged.statusCode).toBe(400);
    expect(merged.json()).toEqual({ error: 'CART_LIMIT', message: 'A cart holds at most 99 of each size.' });
    const kept = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: owner } });
    expect(kept.json().entries).toMatchObject([{ items: [{ size: '12x18', quantity: 2 }] }]);

    const sameSizeTwice = await save(owner, [
      {
        ...line,
        items: [
          { ...line.items[0]!, quantity: 50 },
          { ...line.items[0]!, quantity: 50 },
        ],
      },
    ]);
    expect(sameSizeTwice.json()).toEqual({ error: 'CART_LIMIT', message: 'A cart holds at most 99 of each size.' });

    const tooMany = await save(owner, [{ ...line, items: [{ ...line.items[0]!, quantity: 100 }] }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: 'A cart holds at most 99 of each size.' });

    const tooManyEntries = await save(
      owner,
      Array.from({ length: 21 }, () => line),
    );
    expect(tooManyEntries.statusCode).toBe(400);
    expect(tooManyEntries.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: 'A cart holds at most 20 entries.' });

    const atTheCap = await save(owner, [
      { ...line, items: [{ ...line.items[0]!, quantity: 49 }] },
      { ...line, items: [{ ...line.items[0]!, quantity: 50 }] },
    ]);
    expect(atTheCap.json().entries).toMatchObject([{ items: [{ size: '12x18', quantity: 99 }] }]);
    const reloaded = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: owner } });
    expect(reloaded.json().entries).toMatchObject([{ items: [{ size: '12x18', quantity: 99 }] }]);
  });

  it('reads a cart saved over the caps before they existed within them', async () => {
    const line = { renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 99, isDigital: false, borderStyle: 'full-wrap' }] };
    await save(owner, [line]);
    await t.database.db
      .updateTable('cart')
      .set({ entries: JSON.stringify([line, line, line]) })
      .execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: owner } });
    expect(response.json().entries).toMatchObject([{ items: [{ size: '12x18', quantity: 99 }] }]);
  });

  it('refuses a canvas the render does not print sharply, naming the entry, and keeps the saved cart', async () => {
    const sharp = { renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'full-wrap' }] };
    expect((await save(owner, [sharp])).statusCode).toBe(200);
    // The 2x3 print file is 2000 x 3000: 24x36 needs 3600 x 5400 at 150 ppi.
    const soft = { renderId, aspectRatio: '2x3', items: [{ size: '24x36', quantity: 1, isDigital: false, borderStyle: 'white-border' }] };
    const refused = await save(owner, [sharp, soft]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'PRINTS_SOFT',
      fields: { 'entries.1': 'This render does not print sharply at 24″ × 36″, so that canvas cannot go in your cart.' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: owner } })).json().entries).toMatchObject([
      { items: [{ size: '12x18' }] },
    ]);
  });

  it('refuses a body that is not a cart, and visitors', async () => {
    expect((await save(owner, 'nope')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart', payload: { entries: [] } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
  });

  it('drops an entry whose render was deleted since it was saved', async () => {
    await save(owner, [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }]);
    await t.modules.renders.service.moveToRecycleBin(renderId);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: owner } })).json().entries).toEqual([]);
  });

  it('publishes the catalogue with server prices', async () => {
    const catalog = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json();
    expect(catalog.digital).toMatchObject({ size: 'Digital Download', unitPriceCents: 1000 });
    expect(catalog.ratios.find((ratio: { ratio: string }) => ratio.ratio === '3x2').sizes).toEqual([
      { size: '30x20', unitPriceCents: 12900, variantId: 'canvas-20x30in', priceId: null },
      { size: '36x24', unitPriceCents: 16900, variantId: 'canvas-24x36in', priceId: null },
    ]);
  });
});
