/** The one way the web app calls the store's API: JSON in, JSON out, errors as ApiError. */

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

/** A FormData body is sent as multipart (files); anything else as JSON. */
type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; signal?: AbortSignal };

function requestBody(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: { accept: 'application/json' } };
  // The browser writes the multipart content type itself, with its boundary.
  if (body instanceof FormData) return { headers: { accept: 'application/json' }, body };
  return { headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    ...requestBody(options.body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const body = (payload ?? {}) as { error?: string; message?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, body.error ?? 'HTTP_ERROR', body.message ?? response.statusText, body.fields ?? {});
  }
  return payload as T;
}
