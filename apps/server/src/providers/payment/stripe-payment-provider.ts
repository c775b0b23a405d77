import Stripe from 'stripe';
import type { ShippingInfo } from '@store/shared/orders';
import {
  RefundRefused,
  type CheckoutLine,
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentSession,
  type RefundRequest,
} from './payment-provider.ts';
import { verifyStripeSignedEvent } from './webhook-signature.ts';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
  shippingCountries: string[];
  /** Stripe Tax on the session (set up in the Stripe dashboard first). */
  automaticTax?: boolean;
};

/** The stripe SDK client; an API url (a stand-in on loopback in tests) replaces api.stripe.com. */
export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function toSession(session: Stripe.Checkout.Session): PaymentSession {
  const shipping = session.collected_information?.shipping_details ?? null;
  const address = shipping?.address;
  return {
    id: session.id,
    url: session.url,
    status: oneOf(SESSION_STATUSES, session.status, 'open'),
    paymentStatus: oneOf(PAYMENT_STATUSES, session.payment_status, 'unpaid'),
    amountTotalCents: session.amount_total ?? 0,
    amountTaxCents: session.total_details?.amount_tax ?? 0,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    customerName: session.customer_details?.name ?? shipping?.name ?? null,
    shipping:
      shipping && address
        ? {
            name: shipping.name,
            line1: address.line1 ?? '',
            line2: address.line2 ?? null,
            city: address.city ?? '',
            state: address.state ?? '',
            postal_code: address.postal_code ?? '',
            country: address.country ?? '',
          }
        : null,
    clientReferenceId: session.client_reference_id,
    created: session.created,
  };
}

/** A gift's shipping as a line: Stripe's shipping options come with its own address form, which a gift does not use. */
function giftShippingLine(label: string, amountCents: number): CheckoutLine {
  return {
    name: `Shipping to ${label}`,
    description: 'To the gift recipient',
    unitAmountCents: amountCents,
    quantity: 1,
    priceId: null,
    imageUrl: null,
  };
}

/** A shipping address in Stripe's names. */
function stripeAddress(address: ShippingInfo) {
  return {
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    state: address.state,
    postal_code: address.postal_code,
    country: address.country,
  };
}

/** Stripe Tax needs to know whether an amount includes tax: the store's prices do not. */
type TaxBehavior = { tax_behavior?: 'exclusive' };

/**
 * The server priced the code and the gift card: a one-use coupon of exactly what they take off the
 * items makes Stripe charge the same total; what a gift card pays beyond the items comes off shipping.
 */
function amountsOff(request: CheckoutRequest): { couponCents: number; shippingCents: number } {
  const itemsCents = request.lines.reduce((total, line) => total + line.unitAmountCents * line.quantity, 0);
  const discountCents = Math.min(request.discount?.amountCents ?? 0, itemsCents);
  const giftCardOnItems = Math.min(request.giftCard?.amountCents ?? 0, itemsCents - discountCents);
  const shippingCents = Math.max(0, (request.shipping?.amountCents ?? 0) - ((request.giftCard?.amountCents ?? 0) - giftCardOnItems));
  return { couponCents: discountCents + giftCardOnItems, shippingCents };
}

/** The coupon taking `amountOff` off the items, named after the code and the gift card. */
function oneUseCoupon(stripe: Stripe, request: CheckoutRequest, amountOff: number): Promise<Stripe.Coupon> {
  const couponName = [request.discount?.code, request.giftCard ? `Gift card ${request.giftCard.codeEnding}` : null]
    .filter(Boolean)
    .join(' + ');
  return stripe.coupons.create(
    {
      amount_off: amountOff,
      currency: 'usd',
      duration: 'once',
      max_redemptions: 1,
      name: couponName,
    },
    { idempotencyKey: `${request.idempotencyKey}-coupon` },
  );
}

/** The region's shipping as Stripe's one shipping option. */
function shippingRate(label: string, shippingCents: number, taxBehavior: TaxBehavior) {
  return {
    shipping_rate_data: {
      type: 'fixed_amount' as const,
      ...taxBehavior,
      display_name: shippingCents === 0 ? 'Free shipping' : `Shipping to ${label}`,
      fixed_amount: { amount: shippingCents, currency: 'usd' },
    },
  };
}

/** A line by its Stripe price when it has one, else priced here. */
function lineItem(line: CheckoutLine, taxBehavior: TaxBehavior) {
  return line.priceId
    ? { price: line.priceId, quantity: line.quantity }
    : {
        quantity: line.quantity,
        price_data: {
          currency: 'usd',
          unit_amount: line.unitAmountCents,
          ...taxBehavior,
          product_data: { name: line.name, description: line.description, ...(line.imageUrl ? { images: [line.imageUrl] } : {}) },
        },
      };
}

/** Refunds the payment intent behind the checkout session; Stripe's Idempotency-Key makes a repeat answer the first refund. */
async function refundSession(stripe: Stripe, request: RefundRequest): Promise<{ refundId: string }> {
  try {
    const session = await stripe.checkout.sessions.retrieve(request.paymentSessionId);
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new RefundRefused('This checkout has no payment to refund.');
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: request.amountCents,
        ...(request.reason ? { metadata: { reason: request.reason.slice(0, 500) } } : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') throw new RefundRefused(`Stripe could not refund: ${refund.status}.`);
    return { refundId: refund.id };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRefused(error.message);
    throw error;
  }
}

/** Stripe Checkout Sessions: the hosted payment page, signed webhooks, and the session list for reconciling. */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);
  const taxBehavior: TaxBehavior = settings.automaticTax ? { tax_behavior: 'exclusive' as const } : {};
  return {
    name: 'stripe',

    async createCheckoutSession(request) {
      const { couponCents, shippingCents } = amountsOff(request);
      const coupon = couponCents > 0 ? await oneUseCoupon(stripe, request, couponCents) : null;
      const shippingOption = request.shipping ? shippingRate(request.shipping.label, shippingCents, taxBehavior) : null;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: request.email,
          client_reference_id: request.userId,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          metadata: { userId: request.userId },
          line_items: [
            ...request.lines,
            ...(request.shipTo && request.shipping ? [giftShippingLine(request.shipping.label, shippingCents)] : []),
          ].map((line) => lineItem(line, taxBehavior)),
          // A gift ships to the address the customer gave for its recipient: Stripe asks for none.
          ...(request.requiresShipping && !request.shipTo
            ? {
                shipping_address_collection: {
                  allowed_countries: (request.shipping?.countries ??
                    settings.shippingCountries) as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
                },
              }
            : {}),
          ...(shippingOption && !request.shipTo ? { shipping_options: [shippingOption] } : {}),
          ...(request.shipTo
            ? { payment_intent_data: { shipping: { name: request.shipTo.name, address: stripeAddress(request.shipTo) } } }
            : {}),
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          ...(settings.automaticTax ? { automatic_tax: { enabled: true } } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a session without a url');
      return { id: session.id, url: session.url };
    },

    async retrieveSession(id) {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw error;
      }
    },

    verifyEvent(rawBody, signature) {
      return verifyStripeSignedEvent(rawBody, signature, settings.webhookSecret);
    },

    async listPaidSessions(since) {
      const paid: PaymentSession[] = [];
      for await (const session of stripe.checkout.sessions.list({ created: { gte: since }, status: 'complete', limit: 100 })) {
        if (session.payment_status !== 'unpaid') paid.push(toSession(session));
      }
      return paid;
    },

    refund: (request) => refundSession(stripe, request),
  };
}

/** Unit prices from Stripe by price id, for the catalogue (cents). */
export function createStripePriceSource(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>, priceIds: Record<string, string>) {
  const stripe = createStripeClient(settings);
  return {
    async priceCents(size: string) {
      const priceId = priceIds[size];
      if (!priceId) return null;
      const price = await stripe.prices.retrieve(priceId);
      return price.unit_amount === null ? null : { unitPriceCents: price.unit_amount, priceId };
    },
  };
}
