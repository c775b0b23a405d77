import Stripe from 'stripe';
import type { PaymentEvent } from './payment-provider.ts';

/** Both providers sign events the way Stripe does (t=..., v1=HMAC-SHA256), so one verifier serves both. */
export function verifyStripeSignedEvent(rawBody: string, signature: string | undefined, secret: string): PaymentEvent {
  if (!signature) throw new Error('Missing signature');
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  const object = (event.data?.object ?? {}) as { id?: unknown; object?: unknown };
  return { id: event.id, type: event.type, sessionId: object.object === 'checkout.session' && typeof object.id === 'string' ? object.id : null };
}

export function signStripeStyle(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
