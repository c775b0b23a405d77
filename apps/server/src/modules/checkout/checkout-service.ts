import { randomUUID } from 'node:crypto';
import { ASPECT_RATIO_INFO, BORDER_STYLE_LABELS, isAspectRatio } from '@store/shared/catalog';
import { cartTotalCents } from '@store/shared/cart';
import { displaySize } from '@store/shared/size';
import { HttpError } from '#server/http-errors.ts';
import type { CheckoutLine, PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { SignedInUser } from '#server/plugins/app/auth-guard.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { OrderService } from '../orders/order-service.ts';

/**
 * Starts a payment for the customer's saved cart: the lines and amounts come from the
 * server's own catalogue prices, never from the browser.
 */
export function createCheckoutService(deps: { cart: CartService; payments: PaymentProvider; orders: OrderService; publicUrl: string }) {
  return {
    async start(user: SignedInUser): Promise<{ url: string }> {
      const entries = await deps.cart.get(user.id);
      if (entries.length === 0) throw new HttpError(400, 'EMPTY_CART', 'Your cart is empty.');
      if (entries.some((entry) => entry.items.some((item) => item.unitPriceCents <= 0))) {
        throw new HttpError(409, 'PRICE_UNAVAILABLE', 'Some items have no price right now. Remove them or try again later.');
      }
      const lines: CheckoutLine[] = entries.flatMap((entry) =>
        entry.items.map((item) => {
          const ratio = isAspectRatio(entry.aspectRatio) ? ASPECT_RATIO_INFO[entry.aspectRatio].label : entry.aspectRatio;
          return {
            name: item.isDigital ? `${entry.style} render: digital download` : `${entry.style} render: ${displaySize(item.size)} canvas`,
            description: item.isDigital ? 'Full-resolution files in all 5 aspect ratios' : `${ratio}, ${item.borderStyle ? BORDER_STYLE_LABELS[item.borderStyle] : ''}`,
            unitAmountCents: item.unitPriceCents,
            quantity: item.quantity,
            priceId: item.priceId ?? null,
            imageUrl: entry.image ? `${deps.publicUrl}${entry.image}` : null,
          };
        }),
      );
      const session = await deps.payments.createCheckoutSession({
        userId: user.id,
        email: user.email,
        lines,
        requiresShipping: entries.some((entry) => entry.items.some((item) => !item.isDigital)),
        successUrl: `${deps.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${deps.publicUrl}/dashboard`,
        idempotencyKey: `checkout-${randomUUID()}`,
      });
      await deps.orders.recordCheckout({ sessionId: session.id, userId: user.id, email: user.email, entries, amountCents: cartTotalCents(entries) });
      return { url: session.url };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
