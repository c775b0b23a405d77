/**
 * One API endpoint, written once: its route (method and path, from `routes.ts`) with its inputs and
 * answers as zod schemas. The server serves it, the web calls it, tests call it and the OpenAPI
 * document is generated from it (decision 033). Each area of the product lists its endpoints in its
 * own file beside this one.
 */
import { z } from 'zod';
import type { Permission } from '../roles.ts';
import type { ParamNames } from '../routes.ts';
import { routeAddress, type ApiRoute, type HttpMethod } from './routes.ts';

/** Every error the API answers (one error contract): a code, a message for people, and per-field messages for a form. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error answers of an endpoint, by status. */
export function errors<const Statuses extends readonly number[]>(...statuses: Statuses): Record<Statuses[number], typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<Statuses[number], typeof errorBodySchema>;
}

/** A file answered as bytes (an image, a CSV): described for the OpenAPI document, never parsed. */
export function fileBody(description: string) {
  return z.any().describe(description);
}

type Responses = Readonly<Record<number, z.ZodType>>;

/** A schema for each `:name` in the path, none when it has none. */
type ParamsSchema<Path extends string> = [ParamNames<Path>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: z.ZodObject<Record<ParamNames<Path>, z.ZodType<string>>> };

export type EndpointDefinition = {
  readonly method: HttpMethod;
  /** The path in the router's syntax: `:name` stands for one path segment. */
  readonly path: string;
  /** What a staff endpoint needs of the caller's role; set in the route table. */
  readonly permission?: Permission;
  readonly params?: z.ZodObject;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  /** A JSON body, or `multipart` for a FormData body with files (read by the server as a stream). */
  readonly body?: z.ZodType | 'multipart';
  readonly responses: Responses;
};

/** What a request to this endpoint carries besides its method: path parameters, query and body, as the caller writes them. */
export type EndpointInput<E extends EndpointDefinition> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** A part of the definition, undefined when the endpoint leaves it out. */
type Part<E, Name extends string> = Name extends keyof E ? E[Name] : undefined;

type ParamsInput<E extends EndpointDefinition> =
  Part<E, 'params'> extends z.ZodType ? { params: z.input<Part<E, 'params'>> } : { params?: undefined };

type QueryInput<E extends EndpointDefinition> =
  Part<E, 'query'> extends z.ZodType
    ? Record<never, never> extends z.input<Part<E, 'query'>>
      ? { query?: z.input<Part<E, 'query'>> }
      : { query: z.input<Part<E, 'query'>> }
    : { query?: undefined };

type BodyInput<E extends EndpointDefinition> =
  Part<E, 'body'> extends 'multipart'
    ? { body: FormData }
    : Part<E, 'body'> extends z.ZodType
      ? undefined extends z.input<Part<E, 'body'>>
        ? { body?: z.input<Part<E, 'body'>> }
        : { body: z.input<Part<E, 'body'>> }
      : { body?: undefined };

type SuccessStatus = 200 | 201 | 202 | 204;

/** What the endpoint answers when it succeeds. */
export type EndpointResult<E extends EndpointDefinition> = {
  [Status in keyof E['responses'] & SuccessStatus]: z.output<E['responses'][Status]>;
}[keyof E['responses'] & SuccessStatus];

export type Endpoint<E extends EndpointDefinition = EndpointDefinition> = E & {
  /** The address of this endpoint for these parameters and query, each part encoded. */
  readonly href: Href<E>;
};

type AddressInput<E extends EndpointDefinition> = Pick<EndpointInput<E>, 'params' | 'query'>;

/** The names an input cannot leave out. */
export type RequiredNames<Input> = { [Name in keyof Input]-?: undefined extends Input[Name] ? never : Name }[keyof Input];

type Href<E extends EndpointDefinition> = [RequiredNames<AddressInput<E>>] extends [never]
  ? (input?: AddressInput<E>) => string
  : (input: AddressInput<E>) => string;

/** The parts of an endpoint besides its route. */
type EndpointParts = Omit<EndpointDefinition, 'method' | 'path' | 'permission'>;

export function endpoint<const Route extends ApiRoute, const Parts extends EndpointParts>(
  route: Route,
  parts: Parts & ParamsSchema<Route['path']>,
): Endpoint<Route & Parts> {
  const href = (input?: { params?: Record<string, string>; query?: object }) => routeAddress(route.path, input);
  return { ...route, ...parts, href: href as Href<Route & Parts> };
}

/** An answer read by the endpoint's schema for its status; throws when the endpoint does not answer that status or the body does not fit. */
export function parseResponse<E extends EndpointDefinition, Status extends keyof E['responses'] & number>(
  endpoint: E,
  status: Status,
  payload: unknown,
): z.output<E['responses'][Status]> {
  const schema = endpoint.responses[status];
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} does not answer ${status}`);
  return schema.parse(payload) as z.output<E['responses'][Status]>;
}
