import { z } from 'zod';

/** Who may lose the admin role, and who may leave (decision 024): the shop always keeps one admin, and nobody demotes themselves. */
export const STAFF_MESSAGES = {
  notFound: 'No account has that email. The person must sign up first.',
  revokeSelf: 'You cannot revoke your own admin role. Ask another admin.',
  lastAdmin: 'The last admin cannot be removed.',
  adminCannotDelete: 'Admins cannot delete their account. Ask another admin to revoke your admin role first.',
} as const;

export type RevokeRefusal = 'revokeSelf' | 'lastAdmin';

/** Why an admin may not take the role from another account, or null when they may. */
export function revokeRefusal(input: { actorId: string; targetId: string; adminCount: number }): RevokeRefusal | null {
  if (input.actorId === input.targetId) return 'revokeSelf';
  if (input.adminCount <= 1) return 'lastAdmin';
  return null;
}

export const staffMemberSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), isAdmin: z.boolean() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ admins: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;
