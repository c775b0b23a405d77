import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '@store/shared/api/routes';
import { ApiError, callApi } from './api-client.ts';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => new Response(body === null ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it("asks the endpoint's path with its parameters and query", async () => {
    const fetch = answer(200, { renders: [] });
    await expect(callApi(apiRoutes.renders.mine, { query: { sort: 'oldest' } })).resolves.toEqual({ renders: [] });
    expect(fetch).toHaveBeenCalledWith('/api/renders?sort=oldest', expect.objectContaining({ method: 'GET' }));
  });

  it('sends a JSON body with the endpoint’s method, and keepalive when asked', async () => {
    const fetch = answer(200, { entries: [] });
    await callApi(apiRoutes.cart.save, { body: { entries: [] }, keepalive: true });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/cart');
    expect(init).toMatchObject({ method: 'PUT', body: '{"entries":[]}', keepalive: true });
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('sends FormData as it is, for the browser to write the multipart boundary', async () => {
    const fetch = answer(200, { check: null });
    const body = new FormData();
    await callApi(apiRoutes.uploads.check, { body });
    expect(fetch.mock.calls[0]![1].body).toBe(body);
    expect(fetch.mock.calls[0]![1].headers).not.toHaveProperty('content-type');
  });

  it('answers null for 204 No Content', async () => {
    answer(204, null);
    await expect(callApi(apiRoutes.uploads.cancel, { params: { id: 'r1' } })).resolves.toBeNull();
  });

  it("throws the server's error body as an ApiError", async () => {
    answer(409, { error: 'CONFLICT', message: 'Already bought.', fields: { 'entries.0': 'Already bought.' } });
    const error = await callApi(apiRoutes.cart.get).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Already bought.', fields: { 'entries.0': 'Already bought.' } });
  });
});
