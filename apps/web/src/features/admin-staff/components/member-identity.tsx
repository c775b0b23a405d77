import type { StaffMember } from '@store/shared/staff-schemas';
import { RoleBadge } from './role-badge.tsx';

/** Whose account it is: name, email and role. */
export function MemberIdentity({ member }: { member: StaffMember }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="min-w-0">
        <p className="font-semibold text-stone-100">{member.name}</p>
        <p className="truncate text-sm text-stone-400">{member.email}</p>
      </div>
      <RoleBadge role={member.role} />
    </div>
  );
}
