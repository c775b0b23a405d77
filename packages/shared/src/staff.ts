import type { Role } from './roles.ts';

/** Who may change a role, and who may leave (decisions 024 and 041): the shop always keeps an owner, and nobody changes their own role. */
export const STAFF_MESSAGES = {
  notFound: 'No account has that email. The person must sign up first.',
  changeSelf: 'You cannot change your own role. Ask another owner.',
  lastOwner: 'The last owner cannot be removed or demoted.',
  staffCannotDelete: 'Staff accounts cannot be deleted. Ask an owner to remove your role first.',
  needsStaff: 'This needs a staff account.',
  needsOwner: 'This needs the owner role.',
} as const;

export type RoleChangeRefusal = 'changeSelf' | 'lastOwner';

/** Why an owner may not give this role to this account, or null when they may. */
export function roleChangeRefusal(input: {
  actorId: string;
  targetId: string;
  from: Role;
  to: Role;
  ownerCount: number;
}): RoleChangeRefusal | null {
  if (input.actorId === input.targetId) return 'changeSelf';
  if (input.from === 'owner' && input.to !== 'owner' && input.ownerCount <= 1) return 'lastOwner';
  return null;
}

/** How many role changes the staff page shows, newest first. */
export const ROLE_CHANGES_SHOWN = 50;
