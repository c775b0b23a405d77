import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@store/shared/staff';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getStaff(): Promise<StaffList> {
  return apiFetch<StaffList>('/api/admin/staff');
}

export const staffQuery = queryOptions({ queryKey: queryKeys.adminStaff, queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQuery);
}
