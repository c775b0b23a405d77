import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadAllowanceDto } from '@store/shared/renders';
import { apiFetch } from '#web/lib/api-client.ts';

export const uploadAllowanceQueryKey = ['uploads', 'allowance'] as const;

export function getUploadAllowance(): Promise<UploadAllowanceDto> {
  return apiFetch<UploadAllowanceDto>('/api/uploads/allowance');
}

export const uploadAllowanceQuery = queryOptions({
  queryKey: uploadAllowanceQueryKey,
  queryFn: getUploadAllowance,
});

/** How many uploads the signed-in customer has left in the current 24-hour window. */
export function useUploadAllowance() {
  return useQuery(uploadAllowanceQuery);
}
