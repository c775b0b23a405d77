import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, STAFF_ORDER_STATUSES, staffStatusRefusal } from './orders.ts';

describe('staffStatusRefusal', () => {
  it('lets staff move between the fulfilment statuses', () => {
    expect(staffStatusRefusal('paid', 'shipped')).toBeNull();
    expect(staffStatusRefusal('issue', 'in-production')).toBeNull();
    expect(STAFF_ORDER_STATUSES).toEqual(['paid', 'in-production', 'shipped', 'delivered', 'issue']);
  });

  it('keeps the refund statuses to the refund path, both ways', () => {
    for (const from of ORDER_STATUSES) {
      expect(staffStatusRefusal(from, 'refunded')).toBe(from === 'refunded' ? null : 'refundOnly');
      expect(staffStatusRefusal(from, 'partially-refunded')).toBe(from === 'partially-refunded' ? null : 'refundOnly');
    }
    expect(staffStatusRefusal('refunded', 'shipped')).toBe('refundedStays');
    expect(staffStatusRefusal('partially-refunded', 'delivered')).toBe('refundedStays');
  });
});
