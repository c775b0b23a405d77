import { ORDER_STATUSES, type OrderStatus } from '@store/shared/orders';

/** What the order list shows; kept in the address so a reload or a shared link returns to the same view. */
export type FulfillmentParams = { status: OrderStatus | null; search: string };

export const DEFAULT_FULFILLMENT_PARAMS: FulfillmentParams = { status: null, search: '' };

/** Reads the view from the address; an unknown status falls back to all orders. */
export function parseFulfillmentParams(search: URLSearchParams): FulfillmentParams {
  const status = search.get('status');
  return {
    status: ORDER_STATUSES.find((option) => option === status) ?? null,
    search: (search.get('search') ?? '').trim(),
  };
}

/** The view as address parameters, leaving out the defaults so the plain /admin/fulfillment stays plain. */
export function fulfillmentSearchParams(params: FulfillmentParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  const text = params.search.trim();
  if (text) search.set('search', text);
  return search;
}

/** The API's query: the same parameters, and none at all for every order. */
export function ordersApiQuery(params: FulfillmentParams): { status?: OrderStatus; search?: string } {
  const search = params.search.trim();
  return { ...(params.status ? { status: params.status } : {}), ...(search ? { search } : {}) };
}
