import { useState } from 'react';
import { ROLE_AFTER_IS, type Role } from '@store/shared/roles';
import type { StaffMember } from '@store/shared/staff-schemas';
import { Button } from '#web/components/button.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { useSetRole } from '../api/change-role.ts';
import { MemberIdentity } from './member-identity.tsx';

/** The changes offered for a member's role: the other staff role, and removing them from staff. */
function changesFor(role: Role): { to: Role; label: string }[] {
  const other = role === 'owner' ? { to: 'staff' as const, label: 'Make staff' } : { to: 'owner' as const, label: 'Make owner' };
  return [other, { to: 'customer', label: 'Remove' }];
}

function question(member: StaffMember, to: Role): string {
  return to === 'customer'
    ? `Remove ${member.email} from staff? They keep their customer account.`
    : `Make ${member.email} ${ROLE_AFTER_IS[to]}?`;
}

/** Owners and staff, each with their role and the changes an owner may make; your own row says "You" (nobody changes their own role). */
export function MemberList({ members, selfId }: { members: StaffMember[]; selfId: string }) {
  const setRole = useSetRole();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function change(member: StaffMember, to: Role) {
    if (!window.confirm(question(member, to))) return;
    setResult(null);
    try {
      await setRole.mutateAsync({ userId: member.id, role: to });
      setResult({ tone: 'success', text: `${member.email} is now ${ROLE_AFTER_IS[to]}. The owners have been emailed.` });
    } catch (failure) {
      setResult({
        tone: 'error',
        text: failure instanceof Error && failure.message ? failure.message : 'Could not change the role. Please try again.',
      });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-line rounded-xl border border-line bg-panel" aria-label="Owners and staff">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <MemberIdentity member={member} />
            {member.id === selfId ? (
              <span className="rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-accent">You</span>
            ) : (
              <div className="flex gap-2">
                {changesFor(member.role).map(({ to, label }) => (
                  <Button
                    key={to}
                    variant="secondary"
                    className="px-3 py-1.5 text-sm"
                    disabled={setRole.isPending}
                    aria-label={`${label}: ${member.email}`}
                    onClick={() => void change(member, to)}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {result && <StatusMessage tone={result.tone}>{result.text}</StatusMessage>}
    </div>
  );
}
