import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadAllowanceDto } from '@store/shared/renders';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getUploadAllowance(): Promise<UploadAllowanceDto> {
  return callApi(apiRoutes.uploads.allowance);
}

export const uploadAllowanceQuery = queryOptions({
  queryKey: queryKeys.uploadAllowance,
  queryFn: getUploadAllowance,
});

/** How many uploads the signed-in customer has left in the current 24-hour window. */
export function useUploadAllowance() {
  return useQuery(uploadAllowanceQuery);
}
