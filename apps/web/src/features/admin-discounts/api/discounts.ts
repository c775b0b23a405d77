import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountCode, DiscountCodeInput } from '@store/shared/discounts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function useDiscountCodes() {
  return useQuery({
    queryKey: queryKeys.adminDiscounts,
    queryFn: () => apiFetch<{ codes: DiscountCode[] }>('/api/admin/discounts'),
  });
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountCodeInput) => apiFetch<DiscountCode>('/api/admin/discounts', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminDiscounts }),
  });
}

export function useDeactivateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<DiscountCode>(`/api/admin/discounts/${encodeURIComponent(id)}/deactivate`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminDiscounts }),
  });
}
