import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The newest cards, or those matching the search; the last answer stays on screen while the next loads. */
export function useAdminGiftCards(search: string) {
  return useQuery({
    queryKey: queryKeys.adminGiftCardSearch(search),
    queryFn: () => callApi(apiRoutes.giftCards.adminList, { query: search ? { search } : {} }),
    placeholderData: keepPreviousData,
  });
}

export function useReplaceGiftCardCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: { id: string; codeEnding: string }) =>
      callApi(apiRoutes.giftCards.replaceCode, { params: { id: card.id }, body: { replacing: card.codeEnding } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminGiftCards }),
  });
}
