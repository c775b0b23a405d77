import { useState, type FormEvent } from 'react';
import { giftCardPurchaseSchema, type GiftCardPurchaseInput } from '@store/shared/gift-cards';
import { ApiError } from '#web/lib/api-client.ts';
import { formText } from '#web/lib/form-text.ts';
import { buyGiftCard } from '../api/buy-gift-card.ts';

export type GiftCardFieldErrors = Partial<Record<keyof GiftCardPurchaseInput, string>>;

/** Checks the gift card form by the purchase's schema, then opens the payment page for it. */
export function useGiftCardCheckout(chosenCents: number) {
  const [errors, setErrors] = useState<GiftCardFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      const found: GiftCardFieldErrors = {};
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

  return { errors, error, busy, handleSubmit };
}
