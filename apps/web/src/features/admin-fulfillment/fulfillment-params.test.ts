import { describe, expect, it } from 'vitest';
import { DEFAULT_FULFILLMENT_PARAMS, fulfillmentSearchParams, ordersApiSearch, parseFulfillmentParams } from './fulfillment-params.ts';

describe('fulfilment parameters', () => {
  it('reads a status and a search from the address', () => {
    expect(parseFulfillmentParams(new URLSearchParams('status=in-production&paymentStatus=partially-refunded&search=%20Ada%20'))).toEqual({
      status: 'in-production',
      paymentStatus: 'partially-refunded',
      search: 'Ada',
    });
  });

  it('falls back to every order for an unknown status', () => {
    expect(parseFulfillmentParams(new URLSearchParams('status=lost&paymentStatus=refunded-ish'))).toEqual(DEFAULT_FULFILLMENT_PARAMS);
  });

  it('leaves defaults out of the address and round-trips the rest', () => {
    expect(fulfillmentSearchParams(DEFAULT_FULFILLMENT_PARAMS).toString()).toBe('');
    expect(fulfillmentSearchParams({ status: null, paymentStatus: null, search: '   ' }).toString()).toBe('');
    const view = { status: 'issue', paymentStatus: 'refunded', search: 'MM-7F3K' } as const;
    expect(parseFulfillmentParams(fulfillmentSearchParams(view))).toEqual(view);
  });

  it('asks the API for every order without parameters, else for the status combined with the search', () => {
    expect(ordersApiSearch(DEFAULT_FULFILLMENT_PARAMS)).toBe('');
    expect(ordersApiSearch({ status: 'shipped', paymentStatus: null, search: 'ada@example.com' })).toBe(
      'status=shipped&search=ada%40example.com',
    );
    expect(ordersApiSearch({ status: 'in-production', paymentStatus: 'partially-refunded', search: '' })).toBe(
      'status=in-production&paymentStatus=partially-refunded',
    );
  });
});
