import { ADMIN_SORTS, ADMIN_STATUS_FILTERS, QUEUE_ATTENTION, type AdminQueueQuery, type QueueAttention } from '@store/shared/renders';
import { isStyle, type Style } from '@store/shared/styles';

export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
export type AdminSort = (typeof ADMIN_SORTS)[number];

/** What the queue shows; kept in the address so a reload or Back returns to the same view. */
export type QueueParams = {
  status: AdminStatusFilter;
  sort: AdminSort;
  style: Style | null;
  attention: QueueAttention | null;
  page: number;
};

export const DEFAULT_QUEUE_PARAMS: QueueParams = { status: 'all', sort: 'newest', style: null, attention: null, page: 1 };

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/** Reads the view from the address; anything unknown or malformed falls back to the default. */
export function parseQueueParams(search: URLSearchParams): QueueParams {
  const style = search.get('style');
  const page = Number(search.get('page'));
  return {
    status: oneOf(ADMIN_STATUS_FILTERS, search.get('status'), DEFAULT_QUEUE_PARAMS.status),
    sort: oneOf(ADMIN_SORTS, search.get('sort'), DEFAULT_QUEUE_PARAMS.sort),
    style: style && isStyle(style) ? style : null,
    attention: QUEUE_ATTENTION.find((reason) => reason === search.get('needs')) ?? null,
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_QUEUE_PARAMS.page,
  };
}

/** The view as address parameters, leaving out defaults so the plain /admin stays plain. */
export function queueSearchParams(params: QueueParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status !== DEFAULT_QUEUE_PARAMS.status) search.set('status', params.status);
  if (params.sort !== DEFAULT_QUEUE_PARAMS.sort) search.set('sort', params.sort);
  if (params.style) search.set('style', params.style);
  if (params.attention) search.set('needs', params.attention);
  if (params.page !== DEFAULT_QUEUE_PARAMS.page) search.set('page', String(params.page));
  return search;
}

/** The API's query for the view: every parameter spelled out. */
export function queueApiQuery(params: QueueParams): AdminQueueQuery {
  return {
    status: params.status,
    sort: params.sort,
    page: params.page,
    ...(params.style ? { style: params.style } : {}),
    ...(params.attention ? { attention: params.attention } : {}),
  };
}
