import { useState, type FormEvent } from 'react';
import { formatDollars } from '@store/shared/prices';
import { ApiError } from '#web/lib/api-client.ts';
import { useProfile } from '#web/lib/auth-client.ts';
import { updateCheckoutChoices, useCheckoutChoices } from '#web/lib/cart/checkout-choices.ts';
import { checkGiftCard } from '../api/check-gift-card.ts';

const MESSAGES = {
  signIn: 'Log in to use a gift card.',
  empty: 'Enter a gift card code.',
  error: 'The gift card could not be checked. Please try again.',
} as const;

/** The cart's gift card code: checked for its balance here, held by the server when the checkout starts. */
export function GiftCardField() {
  const { profile } = useProfile();
  const { giftCard } = useCheckoutChoices();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(MESSAGES.empty);
    if (!profile) return setError(MESSAGES.signIn);
    setBusy(true);
    setError(null);
    try {
      const { codeEnding, balanceCents } = await checkGiftCard(code.trim());
      updateCheckoutChoices({ giftCard: { code: code.trim(), codeEnding, balanceCents } });
      setCode('');
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status < 500 && caught.status !== 401
          ? caught.message
          : caught instanceof ApiError && caught.status === 401
            ? MESSAGES.signIn
            : MESSAGES.error,
      );
    } finally {
      setBusy(false);
    }
  }

  if (giftCard)
    return (
      <p
        className="flex items-center justify-between rounded-lg border border-line bg-stone-900 px-3 py-2 text-sm"
        data-testid="applied-gift-card"
      >
        <span>
          Gift card <strong className="text-accent">…{giftCard.codeEnding}</strong>: {formatDollars(giftCard.balanceCents)} left
        </span>
        <button
          type="button"
          className="text-xs text-stone-400 underline-offset-2 hover:text-red-300 hover:underline"
          onClick={() => updateCheckoutChoices({ giftCard: null })}
        >
          Remove
        </button>
      </p>
    );

  return (
    <form onSubmit={apply} className="flex flex-col gap-1" aria-label="Use a gift card" noValidate>
      <div className="flex gap-2">
        <label htmlFor="gift-card-code" className="sr-only">
          Gift card code
        </label>
        <input
          id="gift-card-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Gift card code"
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'gift-card-code-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm uppercase placeholder:normal-case placeholder:text-stone-500 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg border border-stone-600 px-4 py-2 text-sm font-semibold hover:border-accent hover:text-accent disabled:opacity-50"
        >
          {busy ? 'Checking...' : 'Use'}
        </button>
      </div>
      {error && (
        <p id="gift-card-code-error" role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
