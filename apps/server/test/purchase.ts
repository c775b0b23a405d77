import type { FastifyInstance } from 'fastify';
import { payOnDemoPage } from './demo-payment.ts';

/** What a customer does to buy a render's digital download: cart, checkout, the demo payment page. Answers the session id. */
export async function buyDigitalDownload(app: FastifyInstance, cookie: string, renderId: string): Promise<string> {
  const entries = [{ renderId, aspectRatio: '1x1', items: [{ size: 'Digital Download', quantity: 1, isDigital: true }] }];
  const saved = await app.inject({ method: 'PUT', url: '/api/cart', headers: { cookie }, payload: { entries } });
  if (saved.statusCode !== 200) throw new Error(`cart failed: ${saved.statusCode} ${saved.body}`);
  const started = await app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie } });
  const sessionId: string = started.json().url.split('/demo-checkout/')[1];
  const paid = await payOnDemoPage(app, sessionId, { name: 'Pat Buyer', cardNumber: '4242 4242 4242 4242' });
  if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return sessionId;
}
