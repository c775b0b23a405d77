import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@store/shared/staff';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function grantAdmin(email: string): Promise<StaffMember> {
  return callApi(apiRoutes.staff.grant, { body: { email } });
}

export function useGrantAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantAdmin, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminStaff }) });
}
