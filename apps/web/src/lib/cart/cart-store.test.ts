import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { digitalEntryId, type Cart, type CartEntry } from '@store/shared/cart';
import { PURCHASE_MESSAGES } from '@store/shared/purchase-rules';
import { showToast } from '../toast.ts';
import { CART_SAVE_DELAY_MS, createCartStore } from './cart-store.ts';

vi.mock('../toast.ts', () => ({ showToast: vi.fn() }));

const UNSAVED_KEY = 'motomuse.cart.unsaved.u1';

function digital(renderId: string): CartEntry {
  return {
    id: digitalEntryId(renderId),
    renderId,
    image: '',
    style: 'Anime',
    aspectRatio: '1x1',
    items: [{ size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1000 }],
  };
}

type Call = { method: string; keepalive: boolean; entries: unknown };

describe('cart store of a signed-in customer', () => {
  let storage: Map<string, string>;
  let calls: Call[];
  let serverCart: Cart;
  let failSaves: boolean;
  let boughtRenderId: string | null;

  beforeEach(() => {
    vi.useFakeTimers();
    storage = new Map();
    calls = [];
    serverCart = [];
    failSaves = false;
    boughtRenderId = null;
    vi.mocked(showToast).mockClear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    });
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { entries: Cart }) : null;
      calls.push({ method, keepalive: init.keepalive === true, entries: body?.entries });
      if (method === 'PUT' && failSaves) throw new TypeError('Failed to fetch');
      const refused = body?.entries.findIndex((entry) => entry.renderId === boughtRenderId) ?? -1;
      if (method === 'PUT' && refused >= 0) {
        const error = { error: 'ALREADY_PURCHASED', message: PURCHASE_MESSAGES.alreadyPurchased };
        return Response.json({ ...error, fields: { [`entries.${refused}`]: error.message } }, { status: 409 });
      }
      if (method === 'PUT' && body) serverCart = body.entries.map((entry) => digital(entry.renderId));
      return Response.json({ entries: serverCart });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps what the customer added while their saved cart was still loading, and saves both', async () => {
    serverCart = [digital('saved')];
    const store = createCartStore();
    const switching = store.switchOwner('u1');
    store.add(digital('early'));
    expect(store.snapshot().map((entry) => entry.renderId)).toEqual(['early']);
    await switching;
    expect(store.snapshot().map((entry) => entry.renderId)).toEqual(['saved', 'early']);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.entries).toMatchObject([{ renderId: 'saved' }, { renderId: 'early' }]);
  });

  it('keeps a change in the browser until the server has it', async () => {
    const store = createCartStore();
    await store.switchOwner('u1');
    store.add(digital('r1'));
    expect(JSON.parse(storage.get(UNSAVED_KEY)!)).toMatchObject([{ renderId: 'r1' }]);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(storage.has(UNSAVED_KEY)).toBe(false);
  });

  it('keeps the change when the save fails', async () => {
    const store = createCartStore();
    await store.switchOwner('u1');
    failSaves = true;
    store.add(digital('r1'));
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS);
    expect(JSON.parse(storage.get(UNSAVED_KEY)!)).toMatchObject([{ renderId: 'r1' }]);
  });

  it('sends unsaved changes with a keepalive request when the page is left, and nothing when all is saved', async () => {
    const store = createCartStore();
    await store.switchOwner('u1');
    store.saveBeforeLeaving();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    store.add(digital('r1'));
    store.saveBeforeLeaving();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        keepalive: true,
        entries: [{ renderId: 'r1', aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }],
      },
    ]);
  });

  it("on loading, the browser's unsaved copy is newer than the server's cart: it wins and is sent", async () => {
    serverCart = [digital('old')];
    storage.set(UNSAVED_KEY, JSON.stringify([digital('r1')]));
    const store = createCartStore();
    await store.switchOwner('u1');
    expect(calls.map((call) => call.method)).toEqual(['PUT']);
    expect(store.snapshot().map((entry) => entry.renderId)).toEqual(['r1']);
    expect(storage.has(UNSAVED_KEY)).toBe(false);
  });

  it("an emptied cart not yet saved stays empty, and another customer's copy is left alone", async () => {
    serverCart = [digital('old')];
    storage.set(UNSAVED_KEY, '[]');
    storage.set('motomuse.cart.unsaved.u2', JSON.stringify([digital('r2')]));
    const store = createCartStore();
    await store.switchOwner('u1');
    expect(store.snapshot()).toEqual([]);
    expect(serverCart).toEqual([]);
    expect(storage.has('motomuse.cart.unsaved.u2')).toBe(true);
  });

  it('an entry the server refuses leaves the cart with its reason shown, and the rest is saved', async () => {
    boughtRenderId = 'bought';
    const store = createCartStore();
    await store.switchOwner('u1');
    store.add(digital('r1'));
    store.add(digital('bought'));
    await store.flush();
    expect(showToast).toHaveBeenCalledWith(PURCHASE_MESSAGES.alreadyPurchased, 'error', expect.any(Number));
    expect(store.snapshot().map((entry) => entry.renderId)).toEqual(['r1']);
    expect(serverCart.map((entry) => entry.renderId)).toEqual(['r1']);
    expect(storage.has(UNSAVED_KEY)).toBe(false);
  });
});
