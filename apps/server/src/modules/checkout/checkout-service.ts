import { randomUUID } from 'node:crypto';
import { CHECKOUT_OPEN_MINUTES } from '@store/shared/discounts';
import { describeLine } from '@store/shared/order-lines';
import { absoluteUrl, routes } from '@store/shared/routes';
import { GIFT_MESSAGES } from '@store/shared/gifts';
import { SHIPPING_REGION_LABELS, countriesOfRegion } from '@store/shared/shipping';
import { HttpError } from '#server/http-errors.ts';
import type { AnalyticsRecorder } from '../analytics/analytics-service.ts';
import type { CheckoutLine, PaymentProvider } from '#server/providers/payment/payment-provider.ts';
import type { SignedInUser } from '#server/plugins/app/auth-guard.ts';
import type { CheckoutChoices, CheckoutPricingService } from '../discounts/checkout-pricing.ts';
import type { DiscountService } from '../discounts/discount-service.ts';
import type { GiftCardService } from '../gift-cards/gift-card-service.ts';
import type { CheckoutRepository, CheckoutStatus } from './checkout-repository.ts';

/** A payment finishing just as its session closes is still recorded against the reservation it made. */
const RESERVATION_GRACE_MS = 5 * 60_000;

function reservationEnd(sessionExpiresAt: Date): Date {
  return new Date(sessionExpiresAt.getTime() + RESERVATION_GRACE_MS);
}

type Priced = Awaited<ReturnType<CheckoutPricingService['price']>>;

/** The countries the canvases may ship to, refusing a region not shipped to and a gift that is no canvas or goes elsewhere. */
function checkedShippingCountries(pricing: Priced['pricing'], choices: CheckoutChoices, configured: string[]): string[] {
  if (pricing.shippingRegion && countriesOfRegion(pricing.shippingRegion, configured).length === 0)
    throw new HttpError(400, 'REGION_NOT_SHIPPED', `Canvases do not ship to ${SHIPPING_REGION_LABELS[pricing.shippingRegion]}.`);
  const shippingCountries = pricing.shippingRegion ? countriesOfRegion(pricing.shippingRegion, configured) : [];
  const { gift } = choices;
  if (gift && !pricing.requiresShipping) throw new HttpError(400, 'GIFT_NOT_CANVAS', GIFT_MESSAGES.canvasOnly);
  if (gift && !shippingCountries.includes(gift.recipient.country))
    throw new HttpError(400, 'GIFT_COUNTRY_NOT_IN_REGION', GIFT_MESSAGES.countryNotInRegion, {
      country: GIFT_MESSAGES.countryNotInRegion,
    });
  return shippingCountries;
}

/** The payment page's lines, one per cart item, described as the order will describe them. */
function checkoutLines(entries: Priced['entries'], publicUrl: string): CheckoutLine[] {
  return entries.flatMap((entry) =>
    entry.items.map((item) => {
      const { title, product, detail } = describeLine({ ...entry, ...item });
      return {
        name: `${title}: ${product}`,
        description: detail,
        unitAmountCents: item.unitPriceCents,
        quantity: item.quantity,
        priceId: item.priceId ?? null,
        imageUrl: entry.image ? `${publicUrl}${entry.image}` : null,
      };
    }),
  );
}

type CheckoutServiceDeps = {
  pricing: CheckoutPricingService;
  discounts: Pick<DiscountService, 'reserve' | 'attachSession' | 'release'>;
  giftCards: Pick<GiftCardService, 'hold' | 'attachSession' | 'release'>;
  payments: PaymentProvider;
  checkouts: CheckoutRepository;
  analytics: AnalyticsRecorder;
  publicUrl: string;
  /** The countries canvases ship to (SHIPPING_COUNTRIES). */
  shippingCountries: string[];
};

/** `address` is the client's: a gift card code given here counts toward that address's tries too. */
async function start(deps: CheckoutServiceDeps, user: SignedInUser, choices: CheckoutChoices, address: string): Promise<{ url: string }> {
  const { entries, discount, pricing } = await deps.pricing.price(user.id, choices);
  if (entries.length === 0) throw new HttpError(400, 'EMPTY_CART', 'Your cart is empty.');
  if (entries.some((entry) => entry.items.some((item) => item.unitPriceCents <= 0))) {
    throw new HttpError(409, 'PRICE_UNAVAILABLE', 'Some items have no price right now. Remove them or try again later.');
  }
  const shippingCountries = checkedShippingCountries(pricing, choices, deps.shippingCountries);
  const { gift } = choices;
  const lines = checkoutLines(entries, deps.publicUrl);
  const expiresAt = new Date(Date.now() + CHECKOUT_OPEN_MINUTES * 60_000);
  const reservation = discount ? await deps.discounts.reserve(discount, user.id, reservationEnd(expiresAt)) : null;
  const giftCardCode = choices.giftCardCode?.trim();
  const hold = giftCardCode
    ? await deps.giftCards
        .hold(giftCardCode, { userId: user.id, address }, pricing.totalCents, reservationEnd(expiresAt))
        .catch(async (error: unknown) => {
          if (reservation) await deps.discounts.release(reservation);
          throw error;
        })
    : null;
  const session = await deps.payments
    .createCheckoutSession({
      userId: user.id,
      email: user.email,
      lines,
      requiresShipping: pricing.requiresShipping,
      discount: pricing.discountCode ? { code: pricing.discountCode, amountCents: pricing.discountCents } : null,
      shipping: pricing.shippingRegion
        ? {
            label: SHIPPING_REGION_LABELS[pricing.shippingRegion],
            amountCents: pricing.shippingCents,
            countries: shippingCountries,
          }
        : null,
      giftCard: hold ? { codeEnding: hold.codeEnding, amountCents: hold.amountCents } : null,
      shipTo: gift?.recipient ?? null,
      successUrl: `${absoluteUrl(deps.publicUrl, routes.success.href())}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: absoluteUrl(deps.publicUrl, routes.dashboard.href()),
      idempotencyKey: `checkout-${randomUUID()}`,
      expiresAt,
    })
    .catch(async (error: unknown) => {
      if (reservation) await deps.discounts.release(reservation);
      if (hold) await deps.giftCards.release(hold.holdId);
      throw error;
    });
  if (reservation) await deps.discounts.attachSession(reservation, session.id);
  if (hold) await deps.giftCards.attachSession(hold.holdId, session.id);
  // Kept with its priced entries, so the order is made from exactly what the customer is paying for.
  await deps.checkouts.insert({
    sessionId: session.id,
    userId: user.id,
    email: user.email,
    entries,
    amountCents: pricing.totalCents - (hold?.amountCents ?? 0),
    discountCode: pricing.discountCode,
    discountCents: pricing.discountCents,
    shippingCents: pricing.shippingCents,
    shippingRegion: pricing.shippingRegion,
    gift: gift ?? null,
    giftCard: hold ? { id: hold.giftCardId, amountCents: hold.amountCents } : null,
  });
  await deps.analytics.record({ name: 'checkout_started', amountCents: pricing.totalCents });
  return { url: session.url };
}

/**
 * Starts a payment for the customer's saved cart: the lines and amounts come from the
 * server's own catalogue prices, never from the browser.
 */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  return {
    start: (user: SignedInUser, choices: CheckoutChoices, address: string) => start(deps, user, choices, address),

    /** The checkout a payment session pays for, as it was when the customer started paying. */
    find: (sessionId: string) => deps.checkouts.find(sessionId),

    /** How the payment ended; called in the transaction that makes the order, so both happen or neither. */
    setStatus: (sessionId: string, status: CheckoutStatus) => deps.checkouts.setStatus(sessionId, status),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
