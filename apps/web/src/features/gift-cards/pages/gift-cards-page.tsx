import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  GIFT_CARD_AMOUNTS_CENTS,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_MIN_CENTS,
  giftCardPurchaseSchema,
  type GiftCardPurchaseInput,
} from '@store/shared/gift-cards';
import { formatDollars } from '@store/shared/prices';
import { Button } from '#web/components/button.tsx';
import { TextAreaField, TextField } from '#web/components/form-field.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { StatusMessage } from '#web/components/status-message.tsx';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useProfile } from '#web/lib/auth-client.ts';
import { formText } from '#web/lib/form-text.ts';
import { buyGiftCard } from '../api/buy-gift-card.ts';
import { useGiftCardPurchase } from '../api/get-gift-card-purchase.ts';

type FieldErrors = Partial<Record<keyof GiftCardPurchaseInput, string>>;

/** After paying: the card is issued and emailed once the payment is in. */
function Purchased({ sessionId }: { sessionId: string }) {
  const lookup = useGiftCardPurchase(sessionId);
  const card = lookup.data?.giftCard ?? null;
  if (lookup.isError)
    return <StatusMessage tone="error">We could not find this gift card. Check your orders on the dashboard.</StatusMessage>;
  if (!card)
    return (
      <p className="text-stone-300" role="status">
        Confirming your payment...
      </p>
    );
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-6" data-testid="gift-card-sent">
      <h2 className="text-xl font-semibold">Your gift card is on its way</h2>
      <p className="text-stone-300">
        We emailed a {formatDollars(card.amountCents)} gift card to {card.recipientName} ({card.recipientEmail}) with your message. Its code
        is sent only to them; your receipt is in your inbox.
      </p>
      <Link to={routes.dashboard.href()} className="self-start font-semibold text-accent underline">
        See your gift cards and orders
      </Link>
    </div>
  );
}

/** A gift card for a rider: an amount, who receives it and a message; paid on the payment page like an order. */
export default function GiftCardsPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? '';
  const { profile } = useProfile();
  const [amountCents, setAmountCents] = useState<number>(GIFT_CARD_AMOUNTS_CENTS[1]);
  const [other, setOther] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const chosenCents = other.trim() ? Math.round(Number(other.replace(/^\$/, '')) * 100) : amountCents;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    const parsed = giftCardPurchaseSchema.safeParse({
      amountCents: chosenCents,
      recipientName: formText(form, 'recipientName'),
      recipientEmail: formText(form, 'recipientEmail'),
      message: formText(form, 'message'),
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof GiftCardPurchaseInput] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { url } = await buyGiftCard(parsed.data);
      window.location.assign(url);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status < 500 ? caught.message : 'The payment page could not be opened. Please try again.',
      );
      setBusy(false);
    }
  }

  return (
    <>
      <PageMeta
        title="Gift cards"
        description="Give a rider a custom artwork of their motorcycle: a MotoMuse gift card, emailed with your message."
      />
      <section className="mx-auto grid max-w-5xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:py-20">
        <div className="flex flex-col gap-4">
          <h1 className="font-display text-4xl font-bold tracking-wide">Gift cards</h1>
          <p className="text-stone-300">
            Give a rider their bike as art. They upload a photo, pick a style, and spend the card on a digital download or a canvas print.
          </p>
          <ul className="list-disc pl-5 text-sm text-stone-300">
            <li>Emailed to the recipient with your message and a code.</li>
            <li>What they do not spend stays on the card for their next order.</li>
            <li>It never expires.</li>
          </ul>
        </div>
        {sessionId ? (
          <Purchased sessionId={sessionId} />
        ) : (
          <form
            noValidate
            onSubmit={handleSubmit}
            className="flex flex-col gap-5 rounded-2xl border border-line bg-panel p-6"
            aria-label="Buy a gift card"
          >
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
                        setAmountCents(cents);
                        setOther('');
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
                onChange={(event) => setOther(event.target.value)}
                error={errors.amountCents}
              />
            </fieldset>
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
        )}
      </section>
    </>
  );
}
