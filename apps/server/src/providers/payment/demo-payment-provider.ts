import { createHmac, randomBytes } from 'node:crypto';
import type { ShippingInfo } from '@store/shared/orders';
import type { DemoPaymentSessionRepository } from './demo-payment-session-repository.ts';
import type { CheckoutLine, PaymentProvider, PaymentSession } from './payment-provider.ts';
import { signStripeStyle, verifyStripeSignedEvent } from './webhook-signature.ts';

/** The demo provider signs its events with a secret derived from the auth secret: nothing more to configure. */
export function demoWebhookSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('demo-payment-webhook').digest('hex');
}

/** Test cards of the demo checkout, as Stripe's test mode has them. */
export const DEMO_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

type DemoSessionData = PaymentSession & {
  userId: string;
  lines: CheckoutLine[];
  requiresShipping: boolean;
  successUrl: string;
  cancelUrl: string;
};

export type DemoPaymentResult =
  | { outcome: 'paid'; successUrl: string; event: { payload: string; signature: string } }
  | { outcome: 'declined' | 'invalid'; message: string };

export type DemoPaymentForm = { cardNumber: string; name: string; shipping: Omit<ShippingInfo, 'name'> | null };

function toSession(data: DemoSessionData): PaymentSession {
  const { id, url, status, paymentStatus, amountTotalCents, customerEmail, customerName, shipping, clientReferenceId, created } = data;
  return { id, url, status, paymentStatus, amountTotalCents, customerEmail, customerName, shipping, clientReferenceId, created };
}

/**
 * A stand-in for a hosted checkout that runs inside the store: sessions live in the database,
 * the payment page is served by the app, and a paid session sends a completion event signed
 * like Stripe's to the same webhook code the real provider uses.
 */
export function createDemoPaymentProvider(deps: { sessions: DemoPaymentSessionRepository; publicUrl: string; webhookSecret: string }) {
  const { sessions } = deps;

  async function load(id: string): Promise<DemoSessionData | null> {
    const data = await sessions.findData(id);
    return data ? (JSON.parse(data) as DemoSessionData) : null;
  }

  async function store(data: DemoSessionData, insert: boolean): Promise<void> {
    const stored = {
      id: data.id,
      data: JSON.stringify(data),
      status: data.status,
      paid: data.paymentStatus === 'paid',
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
      await store(
        {
          id,
          url,
          status: 'open',
          paymentStatus: 'unpaid',
          amountTotalCents: request.lines.reduce((total, line) => total + line.unitAmountCents * line.quantity, 0),
          customerEmail: request.email,
          customerName: null,
          shipping: null,
          clientReferenceId: request.userId,
          created: Math.floor(Date.now() / 1000),
          userId: request.userId,
          lines: request.lines,
          requiresShipping: request.requiresShipping,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
        },
        true,
      );
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
      return (await sessions.listPaidData(since)).map((data) => toSession(JSON.parse(data) as DemoSessionData));
    },

    session: load,

    /** Takes the test card: 4242… pays, 4000 0000 0000 0002 is declined, anything else is not a test card. */
    async pay(id, form) {
      const data = await load(id);
      if (!data || data.status !== 'open') return { outcome: 'invalid', message: 'This checkout is no longer open.' };
      const card = form.cardNumber.replace(/[\s-]/g, '');
      if (!form.name.trim()) return { outcome: 'invalid', message: 'Enter the name on the card.' };
      if (data.requiresShipping && !form.shipping) return { outcome: 'invalid', message: 'Enter a shipping address.' };
      if (card === DEMO_CARDS.declined) return { outcome: 'declined', message: 'Your card was declined. Try another card.' };
      if (card !== DEMO_CARDS.success)
        return { outcome: 'invalid', message: 'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).' };
      const paid: DemoSessionData = {
        ...data,
        status: 'complete',
        paymentStatus: 'paid',
        customerName: form.name.trim(),
        shipping: data.requiresShipping && form.shipping ? { name: form.name.trim(), ...form.shipping } : null,
      };
      await store(paid, false);
      const payload = JSON.stringify({
        id: `evt_demo_${randomBytes(12).toString('base64url')}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id, object: 'checkout.session', payment_status: 'paid' } },
      });
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
