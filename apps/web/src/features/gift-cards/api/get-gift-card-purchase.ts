import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Polls until the card is issued: the payment event may come after the buyer is back. */
export function giftCardPurchaseQuery(sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.giftCardPurchase(sessionId),
    queryFn: () => callApi(apiRoutes.giftCards.purchase, { params: { sessionId } }),
    enabled: sessionId !== '',
    refetchInterval: (query) => (query.state.data?.giftCard || query.state.dataUpdateCount > 40 ? false : 1500),
    retry: false,
  });
}

export function useGiftCardPurchase(sessionId: string) {
  return useQuery(giftCardPurchaseQuery(sessionId));
}
