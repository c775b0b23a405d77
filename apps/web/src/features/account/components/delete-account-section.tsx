import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_CONFIRMATION } from '@store/shared/account-rules';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.ts';
import { forgetDeletedAccount, useDeleteAccount } from '../api/delete-account.ts';
import { AccountSection } from './account-section.tsx';

/** `onDeleted` moves the page away: the account and its session are gone by then. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (confirmation !== DELETE_ACCOUNT_CONFIRMATION) return setError(ACCOUNT_MESSAGES.deleteConfirmMismatch);
    setError(null);
    try {
      await remove.mutateAsync(password);
    } catch (failure) {
      return setError(failure instanceof ApiError && failure.message ? failure.message : 'Could not delete the account. Please try again.');
    }
    onDeleted();
    forgetDeletedAccount(queryClient);
    showToast(ACCOUNT_MESSAGES.accountDeleted);
  }

  return (
    <AccountSection id="account-delete" title="Delete account">
      <div className="space-y-2 text-sm leading-relaxed text-stone-300">
        <p>
          Deleting your account removes your renders and photos, your cart, your sessions and your contact messages, and you can no longer
          sign in. This cannot be undone.
        </p>
        <p>
          Orders you paid for stay in the shop&apos;s records for accounting, without your name, email or street address. While a canvas
          order has not shipped, the account stays open.
        </p>
      </div>
      <form noValidate onSubmit={handleSubmit} className="mt-5 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Password"
            name="deletePassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
            name="confirmation"
            autoComplete="off"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </div>
        {error && <StatusMessage tone="error">{error}</StatusMessage>}
        <Button
          type="submit"
          disabled={remove.isPending}
          className="self-start !bg-red-600 !text-white hover:!bg-red-500 disabled:!bg-stone-600"
        >
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </form>
    </AccountSection>
  );
}
