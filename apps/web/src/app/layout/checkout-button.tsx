import { useState } from 'react';
import { Link } from 'react-router';
import { cartRequiresShipping } from '@store/shared/checkout-pricing';
import { giftChoiceSchema } from '@store/shared/gifts';
import { Button } from '#web/components/button.tsx';
import { startCheckout } from '#web/features/checkout/api/start-checkout.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useProfile } from '#web/lib/auth-client.ts';
import { useCheckoutChoices } from '#web/lib/cart/checkout-choices.ts';
import { useCart } from '#web/lib/cart/use-cart.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';

const MESSAGES = {
  signIn: 'You must be signed in to checkout.',
  noUrl: 'Checkout failed. Please try again.',
  error: 'An error occurred while trying to checkout.',
} as const;

/** Saves the cart now, asks the server for a payment page and goes there. */
export function CheckoutButton({ onNavigate }: { onNavigate: () => void }) {
  const { profile } = useProfile();
  const cart = useCart();
  const choices = useCheckoutChoices();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unpriced = cart.entries.some((entry) => entry.items.some((item) => item.unitPriceCents <= 0));

  async function checkout() {
    if (!profile) {
      setError(MESSAGES.signIn);
      return;
    }
    // The gift form is only for canvases; a cart without one sends none.
    const gift = choices.gift && cartRequiresShipping(cart.entries) ? giftChoiceSchema.safeParse(choices.gift) : null;
    if (gift && !gift.success) {
      setError(gift.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await cart.flush();
      const { url } = await startCheckout({
        region: choices.region,
        ...(choices.discount ? { discountCode: choices.discount.code } : {}),
        ...(choices.giftCard ? { giftCardCode: choices.giftCard.code } : {}),
        ...(gift?.success ? { gift: gift.data } : {}),
      });
      if (!url) {
        setError(MESSAGES.noUrl);
        setBusy(false);
        return;
      }
      window.location.assign(url);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 401
          ? MESSAGES.signIn
          : caught instanceof ApiError && caught.status < 500
            ? caught.message
            : MESSAGES.error,
      );
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 flex flex-col gap-2">
      <Button onClick={checkout} disabled={busy || unpriced} className="w-full">
        {busy ? 'Redirecting...' : 'Checkout'}
      </Button>
      {unpriced && <p className="text-xs text-amber-300">Some items have no price right now and cannot be bought yet.</p>}
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}{' '}
          {error === MESSAGES.signIn && (
            <Link to={loginWithReturnTo(routes.dashboard.href())} onClick={onNavigate} className="font-semibold text-accent underline">
              Log in
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
