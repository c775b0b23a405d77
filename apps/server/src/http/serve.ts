import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { EndpointDefinition } from '@store/shared/api/endpoint';

/** The app as route plugins get it: zod schemas type each request and reply. */
type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The Fastify route schema of an endpoint; a multipart body is read by the handler as a stream, so it has no schema. */
type RouteSchema<E extends EndpointDefinition> = {
  summary: string;
  tags: string[];
  params: E['params'];
  querystring: E['query'];
  headers: E['headers'];
  body: E['body'] extends z.ZodType ? E['body'] : undefined;
  consumes?: string[];
  response: E['responses'];
};

/** How the server answers an endpoint: its handler and hooks; method, path and schemas come from the contract. */
type Serving<E extends EndpointDefinition> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    unknown,
    RouteSchema<E>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'method' | 'url' | 'schema'
>;

function routeSchema<E extends EndpointDefinition>(endpoint: E): RouteSchema<E> {
  const schema = {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    params: endpoint.params,
    querystring: endpoint.query,
    headers: endpoint.headers,
    body: (endpoint.body === 'multipart' ? undefined : endpoint.body) as RouteSchema<E>['body'],
    ...(endpoint.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response: endpoint.responses,
  };
  // Fastify and the OpenAPI transform read a present key as a schema to compile.
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as RouteSchema<E>;
}

/**
 * Registers the route that answers an endpoint of the contract (decision 033). A staff endpoint's
 * permission (decision 041) is checked first, before the route's own hooks and anything it reads.
 */
export function serve<E extends EndpointDefinition>(app: ZodApp, endpoint: E, serving: Serving<E>): void {
  const own = serving.onRequest === undefined ? [] : [serving.onRequest].flat();
  const onRequest = endpoint.permission ? [app.requirePermission(endpoint.permission), ...own] : own;
  app.route({ ...serving, onRequest, method: endpoint.method, url: endpoint.path, schema: routeSchema(endpoint) });
}
