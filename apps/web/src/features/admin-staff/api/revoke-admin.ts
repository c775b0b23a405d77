import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@store/shared/staff';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function revokeAdmin(userId: string): Promise<StaffMember> {
  return callApi(apiRoutes.staff.revoke, { params: { userId } });
}

export function useRevokeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeAdmin, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminStaff }) });
}
