import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeInput } from '@store/shared/discounts';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function useDiscountCodes() {
  return useQuery({
    queryKey: queryKeys.adminDiscounts,
    queryFn: () => callApi(apiRoutes.discounts.list),
  });
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountCodeInput) => callApi(apiRoutes.discounts.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminDiscounts }),
  });
}

export function useDeactivateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(apiRoutes.discounts.deactivate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminDiscounts }),
  });
}
