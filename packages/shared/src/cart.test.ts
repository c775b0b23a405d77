import { describe, expect, it } from 'vitest';
import {
  CART_LIMIT_MESSAGES,
  MAX_CART_ENTRIES,
  MAX_ITEM_QUANTITY,
  addToCart,
  cartLimitProblem,
  cartTotalCents,
  decreaseQuantity,
  digitalEntryId,
  hasDigitalDownload,
  increaseQuantity,
  limitCart,
  lineTotalCents,
  mergeCarts,
  parseQuantity,
  physicalEntryId,
  sanitizeCart,
  setQuantity,
  totalQuantity,
  type Cart,
  type CartEntry,
} from './cart.ts';

function canvas(renderId: string, size: string, quantity = 1, border: 'full-wrap' | 'white-border' = 'full-wrap'): CartEntry {
  return {
    id: physicalEntryId(renderId, '2x3', border),
    renderId,
    image: '/img.webp',
    style: 'Anime',
    aspectRatio: '2x3',
    items: [{ size, quantity, isDigital: false, borderStyle: border, unitPriceCents: 6900 }],
  };
}

function digital(renderId: string): CartEntry {
  return {
    id: digitalEntryId(renderId),
    renderId,
    image: '/img.webp',
    style: 'Anime',
    aspectRatio: '1x1',
    items: [{ size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1000 }],
  };
}

describe('cart rules', () => {
  it('builds composite entry ids', () => {
    expect(physicalEntryId('r1', '4x5', 'white-border')).toBe('r1-4x5-white-border');
    expect(digitalEntryId('r1')).toBe('r1-digital');
  });

  it('merges the quantity of the same size and border of a render', () => {
    const cart = addToCart(addToCart([], canvas('r1', '12x18', 1)), canvas('r1', '12x18', 2));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.items).toEqual([expect.objectContaining({ size: '12x18', quantity: 3 })]);
  });

  it('keeps a different size as another item, a different border as another entry', () => {
    let cart = addToCart([], canvas('r1', '12x18'));
    cart = addToCart(cart, canvas('r1', '20x30'));
    cart = addToCart(cart, canvas('r1', '12x18', 1, 'white-border'));
    expect(cart.map((entry) => [entry.id, entry.items.map((item) => item.size)])).toEqual([
      ['r1-2x3-full-wrap', ['12x18', '20x30']],
      ['r1-2x3-white-border', ['12x18']],
    ]);
  });

  it('adds the digital download once per render', () => {
    const cart = addToCart(addToCart([], digital('r1')), digital('r1'));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.items[0]!.quantity).toBe(1);
    expect(hasDigitalDownload(cart, 'r1')).toBe(true);
    expect(hasDigitalDownload(cart, 'r2')).toBe(false);
  });

  it('ignores an entry without a renderId or items', () => {
    expect(addToCart([], { ...canvas('', '12x18') })).toEqual([]);
    expect(addToCart([], { ...canvas('r1', '12x18'), items: [] })).toEqual([]);
  });

  it('minus never drops below 1, and at 1 removes the whole entry', () => {
    let cart: Cart = addToCart([], canvas('r1', '12x18', 2));
    cart = decreaseQuantity(cart, 'r1-2x3-full-wrap', '12x18');
    expect(cart[0]!.items[0]!.quantity).toBe(1);
    cart = decreaseQuantity(cart, 'r1-2x3-full-wrap', '12x18');
    expect(cart).toEqual([]);
  });

  it('plus adds one, but never to the digital download', () => {
    let cart = addToCart(addToCart([], canvas('r1', '12x18')), digital('r1'));
    cart = increaseQuantity(cart, 'r1-2x3-full-wrap', '12x18');
    cart = increaseQuantity(cart, 'r1-digital', 'Digital Download');
    expect(totalQuantity(cart)).toBe(3);
  });

  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
  ] as const)('quantity input %j becomes %i', (input, quantity) => {
    expect(parseQuantity(input)).toBe(quantity);
    expect(setQuantity([canvas('r1', '12x18')], 'r1-2x3-full-wrap', '12x18', input)[0]!.items[0]!.quantity).toBe(quantity);
  });

  it('totals lines and the cart in cents', () => {
    const cart = addToCart(addToCart([], canvas('r1', '12x18', 3)), digital('r1'));
    expect(lineTotalCents(cart[0]!.items[0]!)).toBe(20700);
    expect(cartTotalCents(cart)).toBe(21700);
  });

  it('merges a visitor cart into the profile cart by the same rules', () => {
    const merged = mergeCarts([canvas('r1', '12x18', 1), digital('r1')], [canvas('r1', '12x18', 2), digital('r1'), digital('r2')]);
    expect(merged.map((entry) => [entry.id, entry.items[0]!.quantity])).toEqual([
      ['r1-2x3-full-wrap', 3],
      ['r1-digital', 1],
      ['r2-digital', 1],
    ]);
  });

  it('sanitises: drops entries without a text renderId or items, and items without a size or a positive quantity', () => {
    const cleaned = sanitizeCart([
      { renderId: 42, items: [{ size: '12x18', quantity: 1 }] },
      { renderId: 'r1', items: 'nope' },
      { renderId: 'r2', items: [{ quantity: 1 }, { size: '12x18', quantity: 0 }, { size: '20x30', quantity: 2, isDigital: false }] },
      { renderId: 'r3', items: [{ size: '12x18', quantity: -1 }] },
      null,
    ]);
    expect(cleaned).toEqual([
      {
        id: 'r2',
        renderId: 'r2',
        image: '',
        style: 'Unknown',
        aspectRatio: '1x1',
        items: [{ size: '20x30', quantity: 2, isDigital: false, unitPriceCents: 0 }],
      },
    ]);
    expect(sanitizeCart('not a cart')).toEqual([]);
  });

  it('types a quantity above the cap as the cap, and plus stops there', () => {
    expect(parseQuantity('500')).toBe(MAX_ITEM_QUANTITY);
    expect(parseQuantity(MAX_ITEM_QUANTITY + 1)).toBe(MAX_ITEM_QUANTITY);
    const atCap = setQuantity([canvas('r1', '12x18')], 'r1-2x3-full-wrap', '12x18', '500');
    expect(increaseQuantity(atCap, 'r1-2x3-full-wrap', '12x18')[0]!.items[0]!.quantity).toBe(MAX_ITEM_QUANTITY);
  });

  it('names the cap a cart breaks once merged: quantity of one size, or number of entries', () => {
    const merged = addToCart(addToCart([], canvas('r1', '12x18', 60)), canvas('r1', '12x18', 60));
    expect(merged[0]!.items[0]!.quantity).toBe(120);
    expect(cartLimitProblem(merged)).toBe(CART_LIMIT_MESSAGES.quantity);
    const many = Array.from({ length: MAX_CART_ENTRIES + 1 }, (_, index) => digital(`r${index}`));
    expect(cartLimitProblem(many)).toBe(CART_LIMIT_MESSAGES.entries);
    expect(cartLimitProblem(many.slice(0, MAX_CART_ENTRIES))).toBeNull();
    expect(CART_LIMIT_MESSAGES).toEqual({ entries: 'A cart holds at most 20 entries.', quantity: 'A cart holds at most 99 of each size.' });
  });

  it('brings a cart within the caps: quantities stop at the cap, later entries are left out', () => {
    const within = [canvas('r1', '12x18', 2)];
    expect(limitCart(within)).toBe(within);
    const merged = addToCart(addToCart([], canvas('r1', '12x18', 60)), canvas('r1', '12x18', 60));
    expect(limitCart(merged)[0]!.items[0]!.quantity).toBe(MAX_ITEM_QUANTITY);
    const many = Array.from({ length: MAX_CART_ENTRIES + 3 }, (_, index) => digital(`r${index}`));
    expect(limitCart(many).map((entry) => entry.renderId)).toEqual(many.slice(0, MAX_CART_ENTRIES).map((entry) => entry.renderId));
  });
});
