import Stripe from 'stripe';
import { z } from 'zod';
import { InvalidPaymentEvent, type PaymentEvent } from './payment-provider.ts';

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The events the store acts on all carry the checkout session they are about. */
const sessionEventSchema = z.object({
  data: z.object({ object: z.object({ id: z.string().min(1).max(255), object: z.literal('checkout.session') }) }),
});

/**
 * Both providers sign events the way Stripe does (t=..., v1=HMAC-SHA256), so one verifier serves
 * both. A signed body that is not an event of the expected shape is refused like a bad signature.
 */
export function verifyStripeSignedEvent(rawBody: string, signature: string | undefined, secret: string): PaymentEvent {
  if (!signature) throw new InvalidPaymentEvent('signature', 'Missing signature');
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidPaymentEvent('signature', error.message);
    throw new InvalidPaymentEvent('shape', 'The body is not JSON.');
  }
  const event = eventSchema.safeParse(parsed);
  if (!event.success) throw new InvalidPaymentEvent('shape', z.prettifyError(event.error));
  if (!event.data.type.startsWith('checkout.session.')) return { id: event.data.id, type: event.data.type, sessionId: null };
  const session = sessionEventSchema.safeParse(event.data);
  if (!session.success) throw new InvalidPaymentEvent('shape', z.prettifyError(session.error));
  return { id: event.data.id, type: event.data.type, sessionId: session.data.data.object.id };
}

export function signStripeStyle(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
