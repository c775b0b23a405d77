import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const myGiftCardsQuery = queryOptions({
  queryKey: queryKeys.myGiftCards,
  queryFn: async () => (await callApi(apiRoutes.giftCards.mine)).giftCards,
});

export function useMyGiftCards(enabled: boolean) {
  return useQuery({ ...myGiftCardsQuery, enabled });
}
