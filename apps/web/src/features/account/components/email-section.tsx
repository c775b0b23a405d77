import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, isValidEmail } from '@store/shared/account-rules';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { useChangeEmail } from '../api/change-email.ts';
import { AccountSection } from './account-section.tsx';

type Result = { tone: 'success' | 'error'; text: string } | null;

const CONFIRMATION_RESULTS = {
  changed: { tone: 'success', text: ACCOUNT_MESSAGES.emailChanged },
  failed: { tone: 'error', text: ACCOUNT_MESSAGES.emailLinkInvalid },
} as const;

export function EmailSection({ email, confirmation }: { email: string; confirmation: 'changed' | 'failed' | null }) {
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<Result>(confirmation ? CONFIRMATION_RESULTS[confirmation] : null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const wanted = newEmail.trim().toLowerCase();
    if (!isValidEmail(wanted)) return setError(AUTH_MESSAGES.enterValidEmail);
    if (wanted === email.toLowerCase()) return setError(ACCOUNT_MESSAGES.sameEmail);
    try {
      await change.mutateAsync(wanted);
      setNewEmail('');
      setResult({ tone: 'success', text: ACCOUNT_MESSAGES.emailCheckInbox });
    } catch (failure) {
      setResult({
        tone: 'error',
        text: failure instanceof Error && failure.message ? failure.message : 'Could not send. Please try again.',
      });
    }
  }

  return (
    <AccountSection id="account-email" title="Email" description="Where order and render emails go, and what you sign in with.">
      <p className="text-sm text-stone-300">
        Current email: <span className="font-semibold text-stone-100">{email}</span>
      </p>
      <form noValidate onSubmit={handleSubmit} className="mt-4 flex flex-col gap-4">
        <TextField
          label="New email"
          name="newEmail"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => {
            setNewEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
          required
        />
        {result && <StatusMessage tone={result.tone}>{result.text}</StatusMessage>}
        <Button type="submit" disabled={change.isPending} className="self-start">
          {change.isPending ? 'Sending...' : 'Change email'}
        </Button>
      </form>
    </AccountSection>
  );
}
