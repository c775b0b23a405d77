import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { shippingInfoSchema, type ShippingInfo } from '@store/shared/orders';
import { parseJsonColumn } from '#server/db/json-column.ts';
import type { DemoPaymentSessionRepository } from './demo-payment-session-repository.ts';
import type { DemoRefundRepository } from './demo-refund-repository.ts';
import { RefundRefused, type CheckoutRequest, type PaymentProvider, type PaymentSession } from './payment-provider.ts';
import { signStripeStyle, verifyStripeSignedEvent } from './webhook-signature.ts';

/** The demo provider signs its events with a secret derived from the auth secret: nothing more to configure. */
export function demoWebhookSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('demo-payment-webhook').digest('hex');
}

/** Test cards of the demo checkout, as Stripe's test mode has them. */
export const DEMO_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** A session as the demo provider keeps it: the payment session, and what its page and its completion need. */
const demoSessionDataSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
  paymentStatus: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amountTotalCents: z.number().int(),
  /** Sessions stored before tax was kept have none; the demo charges none. */
  amountTaxCents: z.number().int().optional(),
  customerEmail: z.string().nullable(),
  customerName: z.string().nullable(),
  shipping: shippingInfoSchema.nullable(),
  clientReferenceId: z.string().nullable(),
  created: z.number(),
  userId: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      unitAmountCents: z.number().int(),
      quantity: z.number().int(),
      priceId: z.string().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
  requiresShipping: z.boolean(),
  /** Sessions stored before discounts and shipping charges have neither. */
  discount: z.object({ code: z.string(), amountCents: z.number().int() }).nullable().optional(),
  shippingCharge: z
    .object({ label: z.string(), amountCents: z.number().int(), countries: z.array(z.string()) })
    .nullable()
    .optional(),
  /** Sessions stored before gift cards have neither. */
  giftCard: z.object({ codeEnding: z.string(), amountCents: z.number().int() }).nullable().optional(),
  shipTo: shippingInfoSchema.nullable().optional(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  /** Unix seconds; sessions stored before checkouts expired have none. */
  expiresAt: z.number().optional(),
});
type DemoSessionData = z.infer<typeof demoSessionDataSchema>;

function parseSessionData(data: string): DemoSessionData {
  return parseJsonColumn(demoSessionDataSchema, data, 'demoPaymentSession.data');
}

export type DemoPaymentResult =
  | { outcome: 'paid'; successUrl: string; event: { payload: string; signature: string } }
  | { outcome: 'declined' | 'invalid'; message: string };

export type DemoPaymentForm = { cardNumber: string; name: string; shipping: Omit<ShippingInfo, 'name'> | null };

function toSession(data: DemoSessionData): PaymentSession {
  const { id, url, status, paymentStatus, amountTotalCents, customerEmail, customerName, shipping, clientReferenceId, created } = data;
  const expired = status === 'open' && data.expiresAt !== undefined && data.expiresAt * 1000 <= Date.now();
  return {
    id,
    url,
    status: expired ? 'expired' : status,
    paymentStatus,
    amountTotalCents,
    amountTaxCents: 0,
    customerEmail,
    customerName,
    shipping,
    clientReferenceId,
    created,
  };
}

/** The items less the discount plus shipping, less what a gift card pays, as Stripe adds up a session (the demo charges no tax). */
function sessionTotalCents(request: CheckoutRequest): number {
  const items = request.lines.reduce((total, line) => total + line.unitAmountCents * line.quantity, 0);
  const beforeGiftCard = items - Math.min(request.discount?.amountCents ?? 0, items) + (request.shipping?.amountCents ?? 0);
  return beforeGiftCard - Math.min(request.giftCard?.amountCents ?? 0, beforeGiftCard);
}

/** A new session, open and unpaid, for what the store asks to be paid. */
function openSession(id: string, url: string, request: CheckoutRequest): DemoSessionData {
  return {
    id,
    url,
    status: 'open',
    paymentStatus: 'unpaid',
    amountTotalCents: sessionTotalCents(request),
    amountTaxCents: 0,
    customerEmail: request.email,
    customerName: null,
    shipping: null,
    clientReferenceId: request.userId,
    created: Math.floor(Date.now() / 1000),
    userId: request.userId,
    lines: request.lines,
    requiresShipping: request.requiresShipping,
    discount: request.discount,
    shippingCharge: request.shipping,
    giftCard: request.giftCard ?? null,
    shipTo: request.shipTo ?? null,
    successUrl: request.successUrl,
    cancelUrl: request.cancelUrl,
    expiresAt: Math.floor(request.expiresAt.getTime() / 1000),
  };
}

/** Why the form cannot pay the session, as the demo checkout page says it; null when it can. */
function refusalOf(data: DemoSessionData, form: DemoPaymentForm): Extract<DemoPaymentResult, { outcome: 'declined' | 'invalid' }> | null {
  const card = form.cardNumber.replace(/[\s-]/g, '');
  // Nothing left to charge (a gift card paid it all): Stripe asks for no card either.
  const free = data.amountTotalCents === 0;
  if (!form.name.trim()) return { outcome: 'invalid', message: free ? 'Enter your name.' : 'Enter the name on the card.' };
  if (data.requiresShipping && !data.shipTo && !form.shipping) return { outcome: 'invalid', message: 'Enter a shipping address.' };
  if (form.shipping && data.shippingCharge && !data.shippingCharge.countries.includes(form.shipping.country))
    return {
      outcome: 'invalid',
      message: `The shipping you chose is for ${data.shippingCharge.label}. Enter an address there, or go back to the cart to change the region.`,
    };
  if (!free && card === DEMO_CARDS.declined) return { outcome: 'declined', message: 'Your card was declined. Try another card.' };
  if (!free && card !== DEMO_CARDS.success)
    return { outcome: 'invalid', message: 'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).' };
  return null;
}

/** The completion event Stripe would send for the session, as JSON. */
function completedEvent(id: string, paymentStatus: DemoSessionData['paymentStatus']): string {
  return JSON.stringify({
    id: `evt_demo_${randomBytes(12).toString('base64url')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id, object: 'checkout.session', payment_status: paymentStatus } },
  });
}

type DemoPaymentDeps = {
  sessions: DemoPaymentSessionRepository;
  refunds: DemoRefundRepository;
  publicUrl: string;
  webhookSecret: string;
};

/**
 * A stand-in for a hosted checkout that runs inside the store: sessions live in the database,
 * the payment page is served by the app, and a paid session sends a completion event signed
 * like Stripe's to the same webhook code the real provider uses.
 */
export function createDemoPaymentProvider(deps: DemoPaymentDeps) {
  const { sessions } = deps;

  async function load(id: string): Promise<DemoSessionData | null> {
    const data = await sessions.findData(id);
    return data ? parseSessionData(data) : null;
  }

  async function store(data: DemoSessionData, insert: boolean): Promise<void> {
    const stored = {
      id: data.id,
      data: JSON.stringify(data),
      status: data.status,
      paid: data.paymentStatus !== 'unpaid',
      created: data.created,
    };
    if (insert) await sessions.insert(stored);
    else await sessions.update(stored);
  }

  const provider: PaymentProvider & {
    session(id: string): Promise<DemoSessionData | null>;
    pay(id: string, form: DemoPaymentForm): Promise<DemoPaymentResult>;
  } = {
    name: 'demo',

    async createCheckoutSession(request) {
      const id = `cs_demo_${randomBytes(18).toString('base64url')}`;
      const url = `${deps.publicUrl}/demo-checkout/${id}`;
      await store(openSession(id, url, request), true);
      return { id, url };
    },

    async retrieveSession(id) {
      const data = await load(id);
      return data ? toSession(data) : null;
    },

    verifyEvent(rawBody, signature) {
      return verifyStripeSignedEvent(rawBody, signature, deps.webhookSecret);
    },

    async listPaidSessions(since) {
      return (await sessions.listPaidData(since)).map((data) => toSession(parseSessionData(data)));
    },

    /** Refunds as Stripe does: a repeated key answers the first refund, and never more than was paid in all. */
    async refund(request) {
      const repeated = await deps.refunds.findByKey(request.idempotencyKey);
      if (repeated) return { refundId: repeated.id };
      const data = await load(request.paymentSessionId);
      if (!data || data.paymentStatus !== 'paid') throw new RefundRefused('This payment was not made, so there is nothing to refund.');
      const refunded = await deps.refunds.totalForSession(data.id);
      if (refunded + request.amountCents > data.amountTotalCents)
        throw new RefundRefused('The refund is more than what is left of the payment.');
      const id = `re_demo_${randomBytes(12).toString('base64url')}`;
      if (await deps.refunds.insert({ id, sessionId: data.id, amountCents: request.amountCents, idempotencyKey: request.idempotencyKey }))
        return { refundId: id };
      return { refundId: (await deps.refunds.findByKey(request.idempotencyKey))!.id };
    },

    session: load,

    /** Takes the test card: 4242… pays, 4000 0000 0000 0002 is declined, anything else is not a test card. */
    async pay(id, form) {
      const data = await load(id);
      if (!data || toSession(data).status !== 'open') return { outcome: 'invalid', message: 'This checkout is no longer open.' };
      const refused = refusalOf(data, form);
      if (refused) return refused;
      const free = data.amountTotalCents === 0;
      const paid: DemoSessionData = {
        ...data,
        status: 'complete',
        paymentStatus: free ? 'no_payment_required' : 'paid',
        customerName: form.name.trim(),
        shipping: data.shipTo ?? (data.requiresShipping && form.shipping ? { name: form.name.trim(), ...form.shipping } : null),
      };
      await store(paid, false);
      const payload = completedEvent(id, paid.paymentStatus);
      return {
        outcome: 'paid',
        successUrl: data.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        event: { payload, signature: signStripeStyle(payload, deps.webhookSecret) },
      };
    },
  };
  return provider;
}

export type DemoPaymentProvider = ReturnType<typeof createDemoPaymentProvider>;
