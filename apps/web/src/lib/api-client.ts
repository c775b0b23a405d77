/** The one way the web app calls the store's API: JSON or FormData in, JSON out, errors as ApiError. */

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

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A FormData body is sent as multipart (files); anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page, for a save sent while the page is left. */
  keepalive?: boolean;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
};

/** The server's error body (errorBodySchema) as an ApiError; the one place error bodies are read. */
function toApiError(status: number, payload: unknown, fallbackMessage: string): ApiError {
  const body = (payload ?? {}) as { error?: string; message?: string; fields?: Record<string, string> };
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
function sendWithProgress<T>(path: string, options: RequestOptions & { onUploadProgress: (fraction: number) => void }): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'GET', path);
    request.withCredentials = true;
    request.responseType = 'json';
    const { headers, body } = requestBody(options.body);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onUploadProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload: unknown = request.response;
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(toApiError(request.status, payload, ''));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', ''));
    request.onabort = () => reject(new ApiError(0, 'ABORTED', ''));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(body as XMLHttpRequestBodyInit | undefined);
  });
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { onUploadProgress } = options;
  if (onUploadProgress) return sendWithProgress<T>(path, { ...options, onUploadProgress });
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    ...requestBody(options.body),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, payload, response.statusText);
  return payload as T;
}
