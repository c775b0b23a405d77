import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '@store/shared/staff-schemas';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';

/** Looks an account up by its email, to show staff whom they are about to make an admin. */
export function findCustomer(email: string): Promise<StaffMember> {
  return callApi(apiRoutes.staff.findCustomer, { query: { email } });
}

export function useFindCustomer() {
  return useMutation({ mutationFn: findCustomer });
}
