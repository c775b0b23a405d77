import { describe, expect, it } from 'vitest';
import { chargeLines } from './order-charges.ts';

const address = { name: 'Casey', line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };

describe('the charges of an order', () => {
  it('list the discount with its code, shipping for a canvas and tax', () => {
    expect(
      chargeLines({
        charges: { discountCode: 'SPRING-10', discountCents: 790, shippingCents: 1900, taxCents: 632 },
        shippingInfo: address,
      }),
    ).toEqual([
      { label: 'Discount (SPRING-10)', amount: '−$7.90' },
      { label: 'Shipping', amount: '$19.00' },
      { label: 'Tax', amount: '$6.32' },
    ]);
  });

  it('say free shipping, and leave out what was not charged', () => {
    expect(
      chargeLines({ charges: { discountCode: null, discountCents: 0, shippingCents: 0, taxCents: 0 }, shippingInfo: address }),
    ).toEqual([{ label: 'Shipping', amount: 'Free' }]);
    expect(chargeLines({ charges: { discountCode: null, discountCents: 0, shippingCents: 0, taxCents: 0 }, shippingInfo: null })).toEqual(
      [],
    );
  });

  it('are none for an order made before they were recorded', () => {
    expect(chargeLines({ shippingInfo: address })).toEqual([]);
  });
});
