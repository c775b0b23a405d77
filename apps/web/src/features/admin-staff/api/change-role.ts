import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, StaffRole } from '@store/shared/roles';
import type { StaffMember } from '@store/shared/staff-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Gives the account with this email a staff role (it must have signed up). */
export function grantRole(input: { email: string; role: StaffRole }): Promise<StaffMember> {
  return callApi(apiRoutes.staff.grant, { body: input });
}

/** Changes a member's role; `customer` removes them from staff. */
export function setRole(input: { userId: string; role: Role }): Promise<StaffMember> {
  return callApi(apiRoutes.staff.setRole, { params: { userId: input.userId }, body: { role: input.role } });
}

export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminStaff }) });
}

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminStaff }) });
}
