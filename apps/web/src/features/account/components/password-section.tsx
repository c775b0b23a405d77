import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, passwordChangeProblem } from '@store/shared/account-rules';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountSection } from './account-section.tsx';

const EMPTY = { current: '', next: '', confirm: '' };
type Result = { tone: 'success' | 'error'; text: string } | null;

function failureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  if (failure instanceof ApiError && failure.code === 'INVALID_PASSWORD') return ACCOUNT_MESSAGES.wrongCurrentPassword;
  if (failure instanceof ApiError && failure.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
    return 'Your account signs in with Google and has no password.';
  return 'Could not change the password. Please try again.';
}

export function PasswordSection() {
  const change = useChangePassword();
  const [form, setForm] = useState(EMPTY);
  const [result, setResult] = useState<Result>(null);

  function update(field: keyof typeof EMPTY, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setResult(null);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordChangeProblem(form);
    if (problem) return setResult({ tone: 'error', text: problem });
    try {
      await change.mutateAsync({ currentPassword: form.current, newPassword: form.next });
      setForm(EMPTY);
      setResult({ tone: 'success', text: ACCOUNT_MESSAGES.passwordChanged });
    } catch (failure) {
      setResult({ tone: 'error', text: failureText(failure) });
    }
  }

  return (
    <AccountSection id="account-password" title="Password" description="Changing it signs you out on every other device.">
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={form.current}
          onChange={(event) => update('current', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={form.next}
            onChange={(event) => update('next', event.target.value)}
          />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={form.confirm}
            onChange={(event) => update('confirm', event.target.value)}
          />
        </div>
        {result && <StatusMessage tone={result.tone}>{result.text}</StatusMessage>}
        <Button type="submit" disabled={change.isPending} className="self-start">
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </AccountSection>
  );
}
