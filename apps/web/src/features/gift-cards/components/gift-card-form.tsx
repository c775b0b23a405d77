import { useState } from 'react';
import { Link } from 'react-router';
import { GIFT_CARD_AMOUNTS_CENTS, GIFT_CARD_MAX_CENTS, GIFT_CARD_MESSAGE_MAX_LENGTH, GIFT_CARD_MIN_CENTS } from '@store/shared/gift-cards';
import { formatDollars } from '@store/shared/prices';
import { Button } from '#web/components/button.tsx';
import { TextAreaField, TextField } from '#web/components/form-field.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useProfile } from '#web/lib/auth-client.ts';
import { useGiftCardCheckout } from '../hooks/use-gift-card-checkout.ts';

type AmountChoiceProps = {
  amountCents: number;
  other: string;
  error: string | undefined;
  onChoose: (cents: number) => void;
  onOtherChange: (other: string) => void;
};

/** One of the usual amounts, or another typed in (which wins while it is filled). */
function AmountChoice({ amountCents, other, error, onChoose, onOtherChange }: AmountChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-200">Amount</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {GIFT_CARD_AMOUNTS_CENTS.map((cents) => (
          <label
            key={cents}
            className={`cursor-pointer rounded-lg border px-3 py-2 text-center font-semibold ${!other.trim() && amountCents === cents ? 'border-accent text-accent' : 'border-stone-700'}`}
          >
            <input
              type="radio"
              name="amount"
              className="sr-only"
              checked={!other.trim() && amountCents === cents}
              onChange={() => {
                onChoose(cents);
                onOtherChange('');
              }}
            />
            {formatDollars(cents)}
          </label>
        ))}
      </div>
      <TextField
        label={`Or another amount (${formatDollars(GIFT_CARD_MIN_CENTS)}-${formatDollars(GIFT_CARD_MAX_CENTS)}, whole dollars)`}
        inputMode="numeric"
        value={other}
        onChange={(event) => onOtherChange(event.target.value)}
        error={error}
      />
    </fieldset>
  );
}

/** The gift card's amount, recipient and message; a signed-in customer goes on to pay, anyone else to log in first. */
export function GiftCardForm() {
  const { profile } = useProfile();
  const [amountCents, setAmountCents] = useState<number>(GIFT_CARD_AMOUNTS_CENTS[1]);
  const [other, setOther] = useState('');
  const chosenCents = other.trim() ? Math.round(Number(other.replace(/^\$/, '')) * 100) : amountCents;
  const { errors, error, busy, handleSubmit } = useGiftCardCheckout(chosenCents);

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-panel p-6"
      aria-label="Buy a gift card"
    >
      <AmountChoice amountCents={amountCents} other={other} error={errors.amountCents} onChoose={setAmountCents} onOtherChange={setOther} />
      <TextField label="Recipient's name" name="recipientName" autoComplete="off" maxLength={100} error={errors.recipientName} />
      <TextField label="Recipient's email" name="recipientEmail" type="email" autoComplete="off" error={errors.recipientEmail} />
      <TextAreaField label="Your message (optional)" name="message" maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH} error={errors.message} />
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      {profile ? (
        <Button type="submit" disabled={busy}>
          {busy ? 'Redirecting...' : `Buy a ${Number.isFinite(chosenCents) ? formatDollars(chosenCents) : ''} gift card`}
        </Button>
      ) : (
        <Link to={loginWithReturnTo(routes.giftCards.href())} className="self-start font-semibold text-accent underline">
          Log in to buy a gift card
        </Link>
      )}
    </form>
  );
}
