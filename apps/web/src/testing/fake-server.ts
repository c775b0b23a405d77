import { vi } from 'vitest';
import type { Role } from '@store/shared/roles';

/** A request as the fake server saw it: the query read, the body parsed. */
type FakeRequest = { method: string; path: string; query: Record<string, string>; body: unknown };
export type FakeReply = { status?: number; body?: unknown };
type Route = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** A JSON body parsed; a form's text fields by name (its files left out). */
function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof FormData) return Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'));
  return null;
}

/**
 * The store's API as one test needs it, put where the browser meets the network (fetch), so
 * component tests depend on URLs and JSON, not on how the web app's API calls are written.
 * Routes are keyed "METHOD /path"; every request is kept in `requests`. A request no route
 * answers is a console error, which fails the test (tools/test/fail-on-console.ts).
 */
export function fakeServer(routes: Record<string, Route>) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://store.test');
    const method = init.method ?? 'GET';
    const request = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: bodyOf(init.body),
    };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) console.error(`The fake server has no route for ${method} ${url.pathname}`);
    const reply = route ? await route(request) : { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } };
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    requests,
    /** Answers `key` differently from now on. */
    route(key: string, route: Route) {
      routes[key] = route;
    },
    /** The bodies sent to one route, oldest first. */
    bodiesSentTo(key: string): unknown[] {
      return requests.filter((request) => `${request.method} ${request.path}` === key).map((request) => request.body);
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

export function json(body: unknown, status = 200): FakeReply {
  return { status, body };
}

/** better-auth's session answer for a signed-in customer (or staff). */
export function sessionOf(user: { id: string; name?: string; role?: Role } | null): FakeReply {
  if (!user) return json(null);
  return json({ user: { name: 'Casey Rider', email: `${user.id}@example.com`, role: 'customer', ...user } });
}

/** Analytics events are fire and forget: answered and not looked at. */
export const analyticsRoute = { 'POST /api/analytics/events': () => ({ status: 204 }) };
