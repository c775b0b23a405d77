import { useState, type FormEvent } from 'react';
import { isValidEmail } from '@store/shared/account-rules';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { ROLE_AFTER_IS, type StaffRole } from '@store/shared/roles';
import type { StaffMember } from '@store/shared/staff-schemas';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { useFindCustomer } from '../api/find-customer.ts';
import { useGrantRole } from '../api/change-role.ts';
import { MemberIdentity } from './member-identity.tsx';

function message(failure: unknown, fallback: string): string {
  return failure instanceof Error && failure.message ? failure.message : fallback;
}

/** Find an account by email, see whose it is and its role, then make it staff or an owner. */
export function AddMemberForm() {
  const find = useFindCustomer();
  const grant = useGrantRole();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<StaffMember | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function handleFind(event: FormEvent) {
    event.preventDefault();
    setFound(null);
    setResult(null);
    if (!isValidEmail(email.trim())) return setError(AUTH_MESSAGES.enterValidEmail);
    try {
      setFound(await find.mutateAsync(email.trim()));
    } catch (failure) {
      setResult({ tone: 'error', text: message(failure, 'Could not search. Please try again.') });
    }
  }

  async function handleGrant(member: StaffMember, role: StaffRole) {
    setResult(null);
    try {
      await grant.mutateAsync({ email: member.email, role });
      setFound(null);
      setEmail('');
      setResult({ tone: 'success', text: `${member.email} is now ${ROLE_AFTER_IS[role]}. The owners have been emailed.` });
    } catch (failure) {
      setResult({ tone: 'error', text: message(failure, 'Could not change the role. Please try again.') });
    }
  }

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-panel p-5 sm:p-6">
      <form noValidate onSubmit={handleFind} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Account email"
            name="email"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={find.isPending}>
          {find.isPending ? 'Finding...' : 'Find'}
        </Button>
      </form>
      {found && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line px-4 py-3"
          data-testid="found-account"
        >
          <MemberIdentity member={found} />
          {found.role === 'customer' ? (
            <div className="flex gap-2">
              <Button disabled={grant.isPending} onClick={() => void handleGrant(found, 'staff')}>
                Add as staff
              </Button>
              <Button variant="secondary" disabled={grant.isPending} onClick={() => void handleGrant(found, 'owner')}>
                Make owner
              </Button>
            </div>
          ) : (
            <span className="text-sm text-stone-300">Already {ROLE_AFTER_IS[found.role]}: change it in the list above.</span>
          )}
        </div>
      )}
      {result && <StatusMessage tone={result.tone}>{result.text}</StatusMessage>}
    </div>
  );
}
