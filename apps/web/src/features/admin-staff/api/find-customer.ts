import { useMutation } from '@tanstack/react-query';
import type { StaffMember } from '@store/shared/staff';
import { apiFetch } from '#web/lib/api-client.ts';

/** Looks an account up by its email, to show staff whom they are about to make an admin. */
export function findCustomer(email: string): Promise<StaffMember> {
  return apiFetch<StaffMember>(`/api/admin/staff/customers?email=${encodeURIComponent(email)}`);
}

export function useFindCustomer() {
  return useMutation({ mutationFn: findCustomer });
}
