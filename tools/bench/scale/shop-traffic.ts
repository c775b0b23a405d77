/**
 * The people on a shop, as the scale bench sends them: visitors reading pages and the API at a
 * steady rate (an open load: a slow answer does not slow the next visitor), customers who check
 * a photo, ask for style previews or upload straight away, and buyers paying for a canvas on the
 * demo payment page. Every answer's time is kept with what it was.
 */
import { readFileSync } from 'node:fs';
import { DEMO_PAYMENT_FORM } from '../../../apps/server/test/demo-payment.ts';

/** One answer: what was asked, how long it took, and its status (0 when nothing answered). */
export type Timing = { what: string; kind: 'page' | 'api' | 'customer' | 'buyer'; ms: number; status: number; ok: boolean };

/** What visitors read, in turn: the documents a browser asks for and the reads their pages make. */
function visitorReads(productId: string): Array<Pick<Timing, 'what' | 'kind'>> {
  return [
    { what: '/', kind: 'page' },
    { what: '/api/catalog', kind: 'api' },
    { what: '/gallery', kind: 'page' },
    { what: '/api/gallery', kind: 'api' },
    { what: `/product/${productId}`, kind: 'page' },
    { what: `/api/renders/${productId}`, kind: 'api' },
  ];
}

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

type Answer = { status: number; body: string };

/** Sends a request and keeps its time, its body read to the end; null when it did not answer. */
async function timed(timings: Timing[], what: string, kind: Timing['kind'], request: () => Promise<Response>): Promise<Answer | null> {
  const started = performance.now();
  try {
    const response = await request();
    const body = await response.text();
    // 503 is the store's answer to a full queue ("busy"), which a customer is meant to get.
    timings.push({
      what,
      kind,
      ms: performance.now() - started,
      status: response.status,
      ok: response.status < 400 || response.status === 503,
    });
    return { status: response.status, body };
  } catch {
    timings.push({ what, kind, ms: performance.now() - started, status: 0, ok: false });
    return null;
  }
}

/** Runs `act` every `intervalMs` without waiting for the previous one, until `until`; resolves when all are done. */
async function atSteadyRate(intervalMs: number, until: number, act: (turn: number) => Promise<unknown>): Promise<void> {
  const running: Promise<unknown>[] = [];
  const started = performance.now();
  for (let turn = 0; performance.now() < until; turn += 1) {
    running.push(act(turn).catch(() => undefined));
    const next = started + (turn + 1) * intervalMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(running);
}

/** Visitors at `perSecond` reads a second, round the home page, the gallery and a product page with their API reads. */
export function visitors(base: string, productId: string, perSecond: number, until: number, timings: Timing[]): Promise<void> {
  const reads = visitorReads(productId);
  return atSteadyRate(1000 / perSecond, until, async (turn) => {
    const read = reads[turn % reads.length]!;
    await timed(timings, read.what, read.kind, () => fetch(`${base}${read.what}`, { headers: BROWSER_HEADERS }));
  });
}

export type CustomerOutcome =
  'uploaded' | 'previews then uploaded' | 'previews busy, uploaded' | 'previews unfinished at the end' | 'failed';

const STYLES = ['Retro', 'Cartoon', 'Anime', 'Cyberpunk'] as const;

function photoForm(fields: Record<string, string>, photo: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', photo, 'bike.jpg');
  return form;
}

type Previews = { previewSet: { id: string; previews: Array<{ status: string }> } };

/**
 * One customer, signed in as `cookie`: the photo check when they pick the photo, then every other
 * customer asks for the style previews, watches them come (a read every 2 s, as the page polls)
 * and submits one; the others upload straight away. Previews refused as busy: they upload.
 */
async function customer(
  base: string,
  cookie: string,
  photo: Blob,
  turn: number,
  until: number,
  timings: Timing[],
): Promise<CustomerOutcome> {
  const style = STYLES[turn % STYLES.length]!;
  const headers = { cookie, origin: base };
  const post = (path: string, body: FormData | string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: typeof body === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
      body,
    });
  await timed(timings, 'photo check', 'customer', () => post('/api/uploads/check', photoForm({}, photo)));
  const upload = async () =>
    (await timed(timings, 'upload', 'customer', () => post('/api/uploads', photoForm({ style }, photo))))?.status === 201;
  if (turn % 2 === 1) return (await upload()) ? 'uploaded' : 'failed';

  const asked = await timed(timings, 'ask for previews', 'customer', () => post('/api/uploads/previews', photoForm({ style }, photo)));
  if (asked?.status === 503) return (await upload()) ? 'previews busy, uploaded' : 'failed';
  if (asked?.status !== 202) return 'failed';
  const askedAt = performance.now();
  let set = (JSON.parse(asked.body) as Previews).previewSet;
  while (!set.previews.every((preview) => preview.status === 'ready' || preview.status === 'failed')) {
    if (performance.now() > until) return 'previews unfinished at the end';
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const read = await timed(timings, 'previews poll', 'customer', () => fetch(`${base}/api/uploads/previews/${set.id}`, { headers }));
    if (read?.status !== 200) return 'failed';
    set = (JSON.parse(read.body) as Previews).previewSet;
  }
  timings.push({ what: 'previews painted', kind: 'customer', ms: performance.now() - askedAt, status: 200, ok: true });
  const submitted = await timed(timings, 'submit a preview', 'customer', () =>
    post(`/api/uploads/previews/${set.id}/submit`, JSON.stringify({ style })),
  );
  return submitted?.status === 201 ? 'previews then uploaded' : 'failed';
}

/** Customers arriving every `intervalMs`, each signed in as the next of `cookies`, with the next of `photos`. */
export async function customers(
  base: string,
  cookies: string[],
  photos: string[],
  intervalMs: number,
  until: number,
  timings: Timing[],
): Promise<CustomerOutcome[]> {
  const outcomes: CustomerOutcome[] = [];
  const images = photos.map((path) => new Blob([readFileSync(path)], { type: 'image/jpeg' }));
  await atSteadyRate(intervalMs, until, async (turn) => {
    const cookie = cookies[turn];
    if (!cookie) return;
    outcomes.push(await customer(base, cookie, images[turn % images.length]!, turn, until, timings).catch(() => 'failed' as const));
  });
  return outcomes;
}

/**
 * The demo customer buying an 8x10 canvas of their finished render (the demo picture prints
 * sharply at no larger size) every `intervalMs`: the cart, the checkout, the demo payment page and
 * its form. One at a time: they share one cart.
 */
export async function buyers(
  base: string,
  cookie: string,
  renderId: string,
  intervalMs: number,
  until: number,
  timings: Timing[],
): Promise<number> {
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  let paid = 0;
  while (performance.now() < until) {
    const started = performance.now();
    const entries = [
      {
        renderId,
        aspectRatio: '4x5',
        items: [{ size: '8x10', quantity: 1, isDigital: false, borderStyle: 'white-border', unitPriceCents: 1 }],
      },
    ];
    await timed(timings, 'save cart', 'buyer', () =>
      fetch(`${base}/api/cart`, { method: 'PUT', headers, body: JSON.stringify({ entries }) }),
    );
    const checkout = await timed(timings, 'checkout', 'buyer', () =>
      fetch(`${base}/api/checkout`, { method: 'POST', headers, body: '{}' }),
    );
    const url = checkout?.status === 200 ? (JSON.parse(checkout.body) as { url: string }).url : null;
    if (url) {
      const page = new URL(url, base).pathname;
      await timed(timings, 'payment page', 'buyer', () => fetch(`${base}${page}`));
      const paying = await timed(timings, 'pay', 'buyer', () =>
        fetch(`${base}${page}`, {
          method: 'POST',
          headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(DEMO_PAYMENT_FORM).toString(),
          redirect: 'manual',
        }),
      );
      if (paying?.status === 303) paid += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + intervalMs - performance.now())));
  }
  return paid;
}
