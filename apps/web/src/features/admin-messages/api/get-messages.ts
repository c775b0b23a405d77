import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxFilter, InboxPage } from '@store/shared/contact-inbox';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type InboxParams = { filter: InboxFilter; page: number };

export function getMessages(params: InboxParams): Promise<InboxPage> {
  return callApi(apiRoutes.contact.inbox, { query: params });
}

export function messagesQuery(params: InboxParams) {
  return queryOptions({
    queryKey: queryKeys.adminMessageList(params),
    queryFn: () => getMessages(params),
    placeholderData: keepPreviousData,
  });
}

export function useMessages(params: InboxParams) {
  return useQuery(messagesQuery(params));
}
