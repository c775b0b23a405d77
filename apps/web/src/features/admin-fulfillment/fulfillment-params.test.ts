import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@store/shared/api/routes';
import { apiHref } from '#web/lib/api-client.ts';
import { DEFAULT_FULFILLMENT_PARAMS, fulfillmentSearchParams, ordersApiQuery, parseFulfillmentParams } from './fulfillment-params.ts';

describe('fulfilment parameters', () => {
  it('reads a status and a search from the address', () => {
    expect(parseFulfillmentParams(new URLSearchParams('status=in-production&search=%20Ada%20'))).toEqual({
      status: 'in-production',
      search: 'Ada',
    });
  });

  it('falls back to every order for an unknown status', () => {
    expect(parseFulfillmentParams(new URLSearchParams('status=lost'))).toEqual(DEFAULT_FULFILLMENT_PARAMS);
  });

  it('leaves defaults out of the address and round-trips the rest', () => {
    expect(fulfillmentSearchParams(DEFAULT_FULFILLMENT_PARAMS).toString()).toBe('');
    expect(fulfillmentSearchParams({ status: null, search: '   ' }).toString()).toBe('');
    const view = { status: 'issue', search: 'MM-7F3K' } as const;
    expect(parseFulfillmentParams(fulfillmentSearchParams(view))).toEqual(view);
  });

  it('asks the API for every order without parameters, else for the status combined with the search', () => {
    const address = (params: Parameters<typeof ordersApiQuery>[0]) =>
      apiHref(apiRoutes.orders.adminList, { query: ordersApiQuery(params) });
    expect(address(DEFAULT_FULFILLMENT_PARAMS)).toBe('/api/admin/orders');
    expect(address({ status: 'shipped', search: 'ada@example.com' })).toBe('/api/admin/orders?status=shipped&search=ada%40example.com');
  });
});
