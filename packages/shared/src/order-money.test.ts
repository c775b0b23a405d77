import { describe, expect, it } from 'vitest';
import type { OrderItem } from './orders.ts';
import { netCents, orderMoney } from './order-money.ts';

const canvas: OrderItem = {
  renderId: 'r1',
  style: 'Anime',
  image: '',
  aspectRatio: '2x3',
  size: '16x24',
  quantity: 2,
  isDigital: false,
  unitPriceCents: 8900,
};

describe('orderMoney', () => {
  it('adds up subtotal, discount, shipping and tax to what was paid, and takes refunds off for net', () => {
    const money = orderMoney({
      items: [canvas],
      amountCents: 17800 - 1780 + 999 + 1256,
      charges: { discountCode: 'RIDE10', discountCents: 1780, shippingCents: 999, taxCents: 1256 },
      refundedCents: 900,
    });
    expect(money).toEqual({
      subtotalCents: 17800,
      discountCode: 'RIDE10',
      discountCents: 1780,
      shippingCents: 999,
      taxCents: 1256,
      giftCardCents: 0,
      grossCents: 18275,
      refundedCents: 900,
      netCents: 17375,
    });
  });

  it('keeps what a gift card paid out of gross: that money came in when the card was sold', () => {
    const money = orderMoney({
      items: [canvas],
      amountCents: 17800 + 999 - 5000,
      charges: { discountCode: null, discountCents: 0, shippingCents: 999, taxCents: 0, giftCardCents: 5000 },
      refundedCents: 0,
    });
    expect(money).toMatchObject({ subtotalCents: 17800, giftCardCents: 5000, grossCents: 13799, netCents: 13799 });
  });

  it('reads an order from before charges were recorded as its amount paid', () => {
    expect(orderMoney({ items: [canvas], amountCents: 17800, refundedCents: 0 })).toMatchObject({
      subtotalCents: 17800,
      discountCode: null,
      discountCents: 0,
      grossCents: 17800,
      netCents: 17800,
    });
  });

  it('is zero once everything is refunded, never below', () => {
    expect(netCents({ amountCents: 8700, refundedCents: 8700 })).toBe(0);
    expect(netCents({ amountCents: 8700, refundedCents: 9000 })).toBe(0);
  });
});
