import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@store/shared/staff-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getStaff(): Promise<StaffList> {
  return callApi(apiRoutes.staff.list);
}

export const staffQuery = queryOptions({ queryKey: queryKeys.adminStaff, queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQuery);
}
