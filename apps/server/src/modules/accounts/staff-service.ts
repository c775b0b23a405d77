import { revokeRefusal, STAFF_MESSAGES, type StaffMember } from '@store/shared/staff';
import { HttpError } from '#server/http-errors.ts';
import type { AdminRoleRepository } from './admin-role-repository.ts';
import type { createUserRepository } from './user-repository.ts';

/** Staff management from the admin screens: the same role the `npm run admin` command grants, with the rules of decision 024. */
export function createStaffService(deps: { users: ReturnType<typeof createUserRepository>; adminRoles: AdminRoleRepository }) {
  const { users, adminRoles } = deps;

  async function found(member: StaffMember | null): Promise<StaffMember> {
    if (!member) throw new HttpError(404, 'NOT_FOUND', STAFF_MESSAGES.notFound);
    return member;
  }

  return {
    listAdmins: users.listAdmins,

    async findCustomer(email: string): Promise<StaffMember> {
      return found(await users.findByEmail(email));
    },

    async grant(email: string): Promise<StaffMember> {
      const member = await found(await users.findByEmail(email));
      await users.setAdmin(member.email, true);
      return { ...member, isAdmin: true };
    },

    async revoke(targetId: string, actorId: string): Promise<StaffMember> {
      const member = await found(await users.findById(targetId));
      if (!member.isAdmin) return member;
      const refusal = revokeRefusal({ actorId, targetId, adminCount: await users.countAdmins() });
      if (refusal) throw new HttpError(409, refusal === 'revokeSelf' ? 'REVOKE_SELF' : 'LAST_ADMIN', STAFF_MESSAGES[refusal]);
      if (!(await adminRoles.revokeKeepingOne(targetId))) throw new HttpError(409, 'LAST_ADMIN', STAFF_MESSAGES.lastAdmin);
      return { ...member, isAdmin: false };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
