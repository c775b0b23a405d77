import type { ShippingInfo } from '@store/shared/orders';

export type CheckoutLine = {
  name: string;
  description: string;
  unitAmountCents: number;
  quantity: number;
  priceId: string | null;
  imageUrl: string | null;
};

export type CheckoutRequest = {
  userId: string;
  email: string;
  lines: CheckoutLine[];
  requiresShipping: boolean;
  /** Off the items, as the server priced it (decision 021). */
  discount: { code: string; amountCents: number } | null;
  /** The canvases' shipping to the customer's region; null for a digital-only order. */
  shipping: ShippingCharge | null;
  /** Paid with a gift card after the discount, before tax (decision 046): the provider charges the rest. */
  giftCard?: { codeEnding: string; amountCents: number } | null;
  /** A gift's recipient: the canvases ship there, so the payment page asks for no address. */
  shipTo?: ShippingInfo | null;
  successUrl: string;
  cancelUrl: string;
  /** Sent to the provider so a retried request never creates a second session. */
  idempotencyKey: string;
  /** After this the session can no longer be paid; a discount use it reserved is then free again (decision 027). */
  expiresAt: Date;
};

/** Shipping as charged: the region's name ("EU & UK") and cost, and the countries an address may be in. */
export type ShippingCharge = { label: string; amountCents: number; countries: string[] };

/** A payment provider's checkout session, in the shape the store needs (Stripe's names). */
export type PaymentSession = {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotalCents: number;
  /** Tax the provider added (Stripe automatic tax); 0 without it. */
  amountTaxCents: number;
  customerEmail: string | null;
  customerName: string | null;
  shipping: ShippingInfo | null;
  clientReferenceId: string | null;
  created: number;
};

/** The events the store acts on; anything else is acknowledged and ignored. */
export type PaymentEvent = {
  id: string;
  type: string;
  sessionId: string | null;
};

/** A webhook body refused: its signature does not verify, or it is not an event of the expected shape. */
export class InvalidPaymentEvent extends Error {
  readonly reason: 'signature' | 'shape';
  constructor(reason: 'signature' | 'shape', message: string) {
    super(message);
    this.reason = reason;
  }
}

export type PaymentProvider = {
  readonly name: 'demo' | 'stripe';
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<PaymentSession | null>;
  /** Checks the signature and the shape of a webhook body; throws InvalidPaymentEvent when either fails. */
  verifyEvent(rawBody: string, signature: string | undefined): PaymentEvent;
  /** Paid, completed sessions created since the given time (unix seconds), for reconciling. */
  listPaidSessions(since: number): Promise<PaymentSession[]>;
  /** Gives money back on a paid session; the same idempotency key never refunds twice. Throws RefundRefused when the provider says no. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
};

export type RefundRequest = { paymentSessionId: string; amountCents: number; reason: string; idempotencyKey: string };

/** The payment provider would not refund (nothing left to refund, an unknown payment, a failed refund): its words, for staff. */
export class RefundRefused extends Error {}
