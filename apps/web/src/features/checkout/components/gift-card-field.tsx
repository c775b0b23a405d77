import { formatDollars } from '@store/shared/prices';
import { CodeEntryForm } from '#web/components/code-entry-form.tsx';
import { updateCheckoutChoices, useCheckoutChoices } from '#web/lib/cart/checkout-choices.ts';
import { checkGiftCard } from '../api/check-gift-card.ts';

const MESSAGES = {
  signIn: 'Log in to use a gift card.',
  empty: 'Enter a gift card code.',
  error: 'The gift card could not be checked. Please try again.',
} as const;

/** The cart's gift card code: checked for its balance here, held by the server when the checkout starts. */
export function GiftCardField() {
  const { giftCard } = useCheckoutChoices();

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
    <CodeEntryForm
      formLabel="Use a gift card"
      fieldLabel="Gift card code"
      submitText="Use"
      busyText="Checking..."
      messages={MESSAGES}
      onCode={async (code) => {
        const { codeEnding, balanceCents } = await checkGiftCard(code);
        updateCheckoutChoices({ giftCard: { code, codeEnding, balanceCents } });
      }}
    />
  );
}
