import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, paymentStatusAfterRefunds, shipsOnTracking } from './orders.ts';

describe('order states', () => {
  it('keeps fulfilment to the spec’s list, without payment states', () => {
    expect(ORDER_STATUSES).toEqual(['paid', 'in-production', 'shipped', 'delivered', 'issue']);
  });

  it('is paid until a refund, partially refunded below the amount paid, refunded at it', () => {
    expect(paymentStatusAfterRefunds({ amountCents: 5000 }, 0)).toBe('paid');
    expect(paymentStatusAfterRefunds({ amountCents: 5000 }, 900)).toBe('partially-refunded');
    expect(paymentStatusAfterRefunds({ amountCents: 5000 }, 4999)).toBe('partially-refunded');
    expect(paymentStatusAfterRefunds({ amountCents: 5000 }, 5000)).toBe('refunded');
  });

  it('ships on a tracking number only orders whose parcel has not left', () => {
    expect(ORDER_STATUSES.filter(shipsOnTracking)).toEqual(['paid', 'in-production', 'issue']);
  });
});
