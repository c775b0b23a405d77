import type { FastifyInstance } from 'fastify';

/** Pays a session on the demo payment page, as its form posts it: card, name and, for canvases, the address. */
export function payOnDemoPage(app: FastifyInstance, sessionId: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/demo-checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** What a buyer types on the demo payment page: a card it accepts, and a US address a canvas ships to. */
export const DEMO_PAYMENT_FORM = {
  name: 'Pat Buyer',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  line1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
};
