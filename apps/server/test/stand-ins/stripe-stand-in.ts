import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local server speaking the part of Stripe's API the store uses (Checkout Sessions and
 * Prices), so the real stripe SDK adapter runs against it on loopback.
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

export type StripeStandIn = {
  url: string;
  port: number;
  sessions: Map<string, StandInSession>;
  prices: Map<string, { id: string; unit_amount: number; currency: string }>;
  requests: Array<{ method: string; path: string; body: FormObject; idempotencyKey: string | undefined }>;
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
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: 'usd',
        customer_email: body.customer_email ?? null,
        customer_details: null,
        collected_information: null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
        line_items_received: lineItems,
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
    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && priceMatch) {
      const price = prices.get(priceMatch[1]!);
      return price ? send(200, { object: 'price', ...price }) : notFound();
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
    pay(sessionId, customer) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
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
