import type { Role } from '@store/shared/roles';
import { roleChangeRefusal, STAFF_MESSAGES } from '@store/shared/staff';
import type { StaffList, StaffMember } from '@store/shared/staff-schemas';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { Mailer } from '#server/providers/mail/mailer.ts';
import { roleChangedEmail } from './account-emails.ts';
import type { RoleRepository } from './role-repository.ts';
import type { createUserRepository } from './user-repository.ts';

/** Who changes a role: an owner signed in, or null for the `npm run admin` command. */
export type RoleChanger = { id: string; email: string } | null;

const REFUSAL_CODES = { changeSelf: 'CHANGE_SELF', lastOwner: 'LAST_OWNER' } as const;

/**
 * Roles from the staff page and the command line, with the rules of decision 041: nobody changes
 * their own role, the last owner stays, and every change is recorded and emailed to the owners.
 */
export function createStaffService(deps: {
  users: ReturnType<typeof createUserRepository>;
  roles: RoleRepository;
  transact: Transact;
  mailer: Pick<Mailer, 'queue'>;
  staffPageUrl: string;
}) {
  const { users, roles, transact, mailer } = deps;

  async function found(member: StaffMember | null): Promise<StaffMember> {
    if (!member) throw new HttpError(404, 'NOT_FOUND', STAFF_MESSAGES.notFound);
    return member;
  }

  async function change(targetId: string, to: Role, changer: RoleChanger): Promise<StaffMember> {
    return transact(async () => {
      const owners = await roles.lockOwners();
      const member = await found(await users.findById(targetId));
      if (member.role === to) return member;
      const refusal = roleChangeRefusal({ actorId: changer?.id ?? '', targetId, from: member.role, to, ownerCount: owners.length });
      if (refusal) throw new HttpError(409, REFUSAL_CODES[refusal], STAFF_MESSAGES[refusal]);
      await roles.change({ userId: targetId, from: member.role, to, changedById: changer?.id ?? null });
      const told = new Set([...owners.map((owner) => owner.email), ...(to === 'owner' ? [member.email] : [])]);
      const email = roleChangedEmail({ member, from: member.role, to, changedBy: changer?.email ?? null, staffPageUrl: deps.staffPageUrl });
      for (const recipient of told) await mailer.queue(recipient, email);
      return { ...member, role: to };
    });
  }

  return {
    async list(): Promise<StaffList> {
      return { members: await users.listStaff(), changes: await roles.recentChanges() };
    },

    async findCustomer(email: string): Promise<StaffMember> {
      return found(await users.findByEmail(email));
    },

    async grant(email: string, role: Role, changer: RoleChanger): Promise<StaffMember> {
      return change((await found(await users.findByEmail(email))).id, role, changer);
    },

    setRole: change,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
