import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { useProfile } from '#web/lib/auth-client.ts';

type CodeEntryFormProps = {
  /** The form's name for assistive technology, e.g. "Apply a discount code". */
  formLabel: string;
  /** The field's name, also its placeholder, e.g. "Discount code". */
  fieldLabel: string;
  submitText: string;
  busyText: string;
  messages: { empty: string; signIn: string; error: string };
  /** Checks the typed code with the store and keeps it; its refusal (a 4xx) is shown as the store words it. */
  onCode: (code: string) => Promise<void>;
};

/**
 * A code a signed-in customer types in the cart (a discount, a gift card): asked for when empty,
 * refused for a visitor, checked by the store, cleared once it is kept.
 */
export function CodeEntryForm({ formLabel, fieldLabel, submitText, busyText, messages, onCode }: CodeEntryFormProps) {
  const id = useId();
  const { profile } = useProfile();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(messages.empty);
    if (!profile) return setError(messages.signIn);
    setBusy(true);
    setError(null);
    try {
      await onCode(code.trim());
      setCode('');
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) setError(messages.signIn);
      else setError(caught instanceof ApiError && caught.status < 500 ? caught.message : messages.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1" aria-label={formLabel} noValidate>
      <div className="flex gap-2">
        <label htmlFor={`${id}-code`} className="sr-only">
          {fieldLabel}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={fieldLabel}
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm uppercase placeholder:normal-case placeholder:text-stone-500 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg border border-stone-600 px-4 py-2 text-sm font-semibold hover:border-accent hover:text-accent disabled:opacity-50"
        >
          {busy ? busyText : submitText}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
