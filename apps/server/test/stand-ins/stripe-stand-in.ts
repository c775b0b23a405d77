import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local server speaking the part of Stripe's API the store uses (Checkout Sessions,
 * Prices and Refunds), so the real stripe SDK adapter runs against it on loopback.
 */

type FormValue = string | FormObject | FormValue[];
type FormObject = { [key: string]: FormValue };

/** Decodes Stripe's form encoding: line_items[0][price_data][unit_amount]=100. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: FormObject | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]!);
      const key = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as FormObject | FormValue[];
      }
    });
  }
  return root;
}

type StandInSession = Record<string, unknown> & { id: string; created: number; status: string; payment_status: string };

type StandInRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: FormObject;
  created: number;
};

type StandInCoupon = {
  id: string;
  object: 'coupon';
  amount_off: number;
  currency: string;
  duration: string;
  max_redemptions: number | null;
  name: string | null;
};

export type StripeStandIn = {
  url: string;
  port: number;
  sessions: Map<string, StandInSession>;
  prices: Map<string, { id: string; unit_amount: number; currency: string }>;
  requests: Array<{ method: string; path: string; body: FormObject; idempotencyKey: string | undefined }>;
  /** Refunds made through POST /v1/refunds, by id. */
  refunds: Map<string, StandInRefund>;
  /** Coupons made through POST /v1/coupons, by id; a session's discounts[0][coupon] takes its amount off. */
  coupons: Map<string, StandInCoupon>;
  /** What Stripe does when the customer pays on its page. */
  pay(sessionId: string, customer: { email: string; name: string; address?: Record<string, string> }): void;
  /** A webhook delivery for a session, signed with the secret. */
  event(type: string, sessionId: string, secret: string): { payload: string; signature: string };
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const prices = new Map<string, { id: string; unit_amount: number; currency: string }>();
  const requests: StripeStandIn['requests'] = [];
  const byIdempotencyKey = new Map<string, StandInSession>();
  const refunds = new Map<string, StandInRefund>();
  const refundsByIdempotencyKey = new Map<string, StandInRefund>();
  const coupons = new Map<string, StandInCoupon>();
  const couponsByIdempotencyKey = new Map<string, StandInCoupon>();

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = parseStripeForm(request.method === 'GET' ? url.searchParams.toString() : await readBody(request));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const notFound = () => send(404, { error: { type: 'invalid_request_error', message: 'No such object', code: 'resource_missing' } });

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const repeated = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (repeated) return send(200, repeated);
      const lineItems = (body.line_items ?? []) as FormObject[];
      const amount = lineItems.reduce((total, line) => {
        const data = line.price_data as FormObject | undefined;
        const unit = data ? Number(data.unit_amount) : (prices.get(String(line.price))?.unit_amount ?? 0);
        return total + unit * Number(line.quantity ?? 1);
      }, 0);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const couponId = ((body.discounts ?? []) as FormObject[])[0]?.coupon;
      const discount = Math.min(couponId ? (coupons.get(String(couponId))?.amount_off ?? 0) : 0, amount);
      const shippingOption = ((body.shipping_options ?? []) as FormObject[])[0]?.shipping_rate_data as FormObject | undefined;
      const shipping = Number((shippingOption?.fixed_amount as FormObject | undefined)?.amount ?? 0);
      // Stripe Tax stands in as a flat 8% of the discounted items when the session asks for it.
      const tax = (body.automatic_tax as FormObject | undefined)?.enabled === 'true' ? Math.round((amount - discount) * 0.08) : 0;
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount - discount + shipping + tax,
        total_details: { amount_discount: discount, amount_shipping: shipping, amount_tax: tax },
        currency: 'usd',
        customer_email: body.customer_email ?? null,
        customer_details: null,
        collected_information: null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
        line_items_received: lineItems,
        payment_intent: null,
      };
      sessions.set(id, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      return session ? send(200, session) : notFound();
    }
    if (request.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const since = Number((body.created as FormObject | undefined)?.gte ?? 0);
      const status = body.status as string | undefined;
      const data = [...sessions.values()].filter((session) => session.created >= since && (!status || session.status === status));
      return send(200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    if (request.method === 'POST' && url.pathname === '/v1/coupons') {
      const repeated = idempotencyKey ? couponsByIdempotencyKey.get(idempotencyKey) : undefined;
      if (repeated) return send(200, repeated);
      const coupon: StandInCoupon = {
        id: `coupon_test_${randomBytes(8).toString('hex')}`,
        object: 'coupon',
        amount_off: Number(body.amount_off),
        currency: String(body.currency),
        duration: String(body.duration),
        max_redemptions: body.max_redemptions === undefined ? null : Number(body.max_redemptions),
        name: body.name === undefined ? null : String(body.name),
      };
      coupons.set(coupon.id, coupon);
      if (idempotencyKey) couponsByIdempotencyKey.set(idempotencyKey, coupon);
      return send(200, coupon);
    }
    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && priceMatch) {
      const price = prices.get(priceMatch[1]!);
      return price ? send(200, { object: 'price', ...price }) : notFound();
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const repeated = idempotencyKey ? refundsByIdempotencyKey.get(idempotencyKey) : undefined;
      if (repeated) return send(200, repeated);
      const paid = [...sessions.values()].find((session) => session.payment_intent && session.payment_intent === body.payment_intent);
      if (!paid)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent', code: 'resource_missing' } });
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === paid.payment_intent)
        .reduce((total, refund) => total + refund.amount, 0);
      const amount = body.amount === undefined ? Number(paid.amount_total) - refunded : Number(body.amount);
      if (refunded + amount > Number(paid.amount_total))
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge`,
          },
        });
      const refund: StandInRefund = {
        id: `re_test_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: 'usd',
        payment_intent: String(paid.payment_intent),
        status: 'succeeded',
        metadata: (body.metadata as FormObject | undefined) ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      if (idempotencyKey) refundsByIdempotencyKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    return notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    sessions,
    prices,
    requests,
    refunds,
    coupons,
    pay(sessionId, customer) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
        customer_details: { email: customer.email, name: customer.name },
        collected_information: customer.address ? { shipping_details: { name: customer.name, address: customer.address } } : null,
      });
    },
    event(type, sessionId, secret) {
      const payload = JSON.stringify({
        id: `evt_${randomBytes(10).toString('hex')}`,
        object: 'event',
        type,
        data: { object: sessions.get(sessionId) },
      });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
