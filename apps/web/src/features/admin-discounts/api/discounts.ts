import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { discountEndpoints } from '@store/shared/api/discounts';
import type { DiscountCodeInput } from '@store/shared/discounts';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function useDiscountCodes() {
  return useQuery({
    queryKey: queryKeys.adminDiscounts,
    queryFn: () => callApi(discountEndpoints.list),
  });
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountCodeInput) => callApi(discountEndpoints.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminDiscounts }),
  });
}

export function useDeactivateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(discountEndpoints.deactivate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminDiscounts }),
  });
}
