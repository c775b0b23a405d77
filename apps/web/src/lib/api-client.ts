/**
 * The one way the web app calls the store's API: a route of the contract in packages/shared and its
 * input; JSON or FormData in, JSON out typed by the route's endpoint, errors as ApiError. Only the
 * routes are loaded at run time; the schemas give the types and stay out of the bundle.
 */
import type { EndpointInput, EndpointResult, ErrorBody, RequiredNames } from '@store/shared/api/endpoint';
import type { EndpointAt } from '@store/shared/api/endpoints';
import { routeAddress, type ApiRoute, type HttpMethod } from '@store/shared/api/routes';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type CallOptions = {
  signal?: AbortSignal;
  /** Lets the request outlive the page, for a save sent while the page is left. */
  keepalive?: boolean;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
};

type RequestOptions = CallOptions & {
  method: HttpMethod;
  /** A FormData body is sent as multipart (files); anything else as JSON. */
  body?: unknown;
};

/** What a request to this route carries: path parameters, query and body, as its endpoint's schemas take them. */
export type RouteInput<Route extends ApiRoute> = EndpointInput<EndpointAt<Route>>;

/** What this route answers when it succeeds. */
export type RouteResult<Route extends ApiRoute> = EndpointResult<EndpointAt<Route>>;

/** The input as arguments: left out when the route needs none. */
type InputArguments<Input> = [RequiredNames<Input>] extends [never] ? [input?: Input] : [input: Input];

/** The server's error body (errorBodySchema) as an ApiError; the one place error bodies are read. */
function toApiError(status: number, payload: unknown, fallbackMessage: string): ApiError {
  const body = (payload ?? {}) as Partial<ErrorBody>;
  return new ApiError(status, body.error ?? 'HTTP_ERROR', body.message ?? fallbackMessage, body.fields ?? {});
}

function requestBody(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: { accept: 'application/json' } };
  // The browser writes the multipart content type itself, with its boundary.
  if (body instanceof FormData) return { headers: { accept: 'application/json' }, body };
  return { headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/*
 * XMLHttpRequest rather than fetch: only it reports upload progress, and the upload form shows a
 * real progress bar while a large photo is sent.
 */
function sendWithProgress(path: string, options: RequestOptions & { onUploadProgress: (fraction: number) => void }): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method, path);
    request.withCredentials = true;
    request.responseType = 'json';
    const { headers, body } = requestBody(options.body);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload: unknown = request.response;
      if (request.status >= 200 && request.status < 300) resolve(payload);
      else reject(toApiError(request.status, payload, ''));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', ''));
    request.onabort = () => reject(new ApiError(0, 'ABORTED', ''));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(body as XMLHttpRequestBodyInit | undefined);
  });
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const { onUploadProgress } = options;
  if (onUploadProgress) return sendWithProgress(path, { ...options, onUploadProgress });
  const response = await fetch(path, {
    method: options.method,
    credentials: 'same-origin',
    ...requestBody(options.body),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload, response.statusText);
  return payload;
}

/** The address of a route for its parameters and query, for links and images the browser fetches itself. */
export function apiHref<Route extends ApiRoute>(
  route: Route,
  ...[input]: InputArguments<Pick<RouteInput<Route>, 'params' | 'query'>>
): string {
  return routeAddress(route.path, input as { params?: Record<string, string>; query?: object } | undefined);
}

/**
 * Calls a route of the contract: `callApi(apiRoutes.renders.mine, { query: { sort } })`. The path,
 * query and body come from the input, the answer's type from the endpoint's success schema; the
 * server has already checked the answer against that schema, so it is not parsed again here.
 */
export async function callApi<Route extends ApiRoute>(
  route: Route,
  ...[input]: InputArguments<RouteInput<Route> & CallOptions>
): Promise<RouteResult<Route>> {
  const { params, query, body, ...options } = (input ?? {}) as CallOptions & {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  return (await send(routeAddress(route.path, { params, query }), { ...options, method: route.method, body })) as RouteResult<Route>;
}

/**
 * Calls a route that answers a file (an image made on request): its bytes as a Blob, refusals as
 * ApiError with the server's message, as `callApi` does.
 */
export async function callApiForFile<Route extends ApiRoute>(
  route: Route,
  ...[input]: InputArguments<RouteInput<Route> & Pick<CallOptions, 'signal'>>
): Promise<Blob> {
  const { params, query, body, signal } = (input ?? {}) as Pick<CallOptions, 'signal'> & {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  const request = requestBody(body);
  const response = await fetch(routeAddress(route.path, { params, query }), {
    method: route.method,
    credentials: 'same-origin',
    headers: { ...request.headers, accept: '*/*' },
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null), response.statusText);
  return response.blob();
}
