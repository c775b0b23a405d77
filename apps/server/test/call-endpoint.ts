import type { FastifyInstance } from 'fastify';
import { parseResponse, type Endpoint, type EndpointDefinition, type EndpointInput, type EndpointResult } from '@store/shared/api/endpoint';

type Call<E extends EndpointDefinition> = EndpointInput<E> & { headers?: Record<string, string> };

/**
 * Calls an endpoint of the contract on the app, as the web does: the path and query built from the
 * input, the body sent as JSON. `result()` reads a success by the endpoint's schema, and throws on
 * any other answer.
 */
export async function callEndpoint<E extends EndpointDefinition>(app: FastifyInstance, endpoint: Endpoint<E>, input: Call<E>) {
  const { params, query, body, headers } = input as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const href = endpoint.href as (address: { params?: Record<string, string>; query?: object }) => string;
  const response = await app.inject({
    method: endpoint.method,
    url: href({ params, query }),
    ...(headers ? { headers } : {}),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    response,
    result(): EndpointResult<E> {
      if (response.statusCode >= 300)
        throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.statusCode}: ${response.body}`);
      return parseResponse(endpoint, response.statusCode, response.json()) as EndpointResult<E>;
    },
  };
}
