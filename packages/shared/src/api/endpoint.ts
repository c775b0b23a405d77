/**
 * One API endpoint, written once: its method, path, inputs and answers as zod schemas. The server
 * serves it, the web calls it, tests call it and the OpenAPI document is generated from it
 * (decision 033). Each area of the product lists its endpoints in its own file beside this one.
 */
import { z } from 'zod';
import type { ParamNames } from '../routes.ts';

/** Every endpoint's path starts here; anything else on the site is a page or a file. */
export const API_PREFIX = '/api';

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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Responses = Readonly<Record<number, z.ZodType>>;

/** A schema for each `:name` in the path, none when it has none. */
type ParamsSchema<Path extends string> = [ParamNames<Path>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: z.ZodObject<Record<ParamNames<Path>, z.ZodType<string>>> };

export type EndpointDefinition = {
  readonly method: HttpMethod;
  /** The path in the router's syntax: `:name` stands for one path segment. */
  readonly path: string;
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

/** A query as its search string: absent values left out, lists as repeated names. */
export function querySearch(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function endpoint<const Definition extends EndpointDefinition>(
  definition: Definition & ParamsSchema<Definition['path']>,
): Endpoint<Definition> {
  const address = (input?: { params?: Record<string, string>; query?: object }) => {
    const values = input?.params ?? {};
    return definition.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '')) + querySearch(input?.query);
  };
  return { ...definition, href: address as Href<Definition> };
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
