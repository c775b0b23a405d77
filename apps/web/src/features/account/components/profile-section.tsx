import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@store/shared/account-rules';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { useUpdateName } from '../api/update-name.ts';
import { AccountSection } from './account-section.tsx';

type Result = { tone: 'success' | 'error'; text: string } | null;

export function ProfileSection({ name }: { name: string }) {
  const update = useUpdateName();
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<Result>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (draft.trim() === '') {
      setError(ACCOUNT_MESSAGES.nameRequired);
      return;
    }
    try {
      await update.mutateAsync(draft.trim());
      setResult({ tone: 'success', text: ACCOUNT_MESSAGES.nameSaved });
    } catch (failure) {
      setResult({
        tone: 'error',
        text: failure instanceof Error && failure.message ? failure.message : 'Could not save. Please try again.',
      });
    }
  }

  return (
    <AccountSection id="account-profile" title="Profile" description="The name we greet you with and put on your orders.">
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          error={error}
          required
        />
        {result && <StatusMessage tone={result.tone}>{result.text}</StatusMessage>}
        <Button type="submit" disabled={update.isPending} className="self-start">
          {update.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </form>
    </AccountSection>
  );
}
