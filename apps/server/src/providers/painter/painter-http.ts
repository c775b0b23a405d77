import type { FastifyBaseLogger } from 'fastify';
import { shortReason } from '@store/shared/painter-notes';
import { PainterError } from './painter.ts';

export type RetryPolicy = {
  retries: number;
  timeoutMs: number;
  /** Headers every request carries (a reverse proxy's basic auth); never logged. */
  headers?: Record<string, string>;
  /** A refusal's body in words, when the provider's format is known; null: the generic reading. */
  explain?: (status: number, body: unknown) => string | null;
  /** A 429 or 5xx that waiting will not cure (an exhausted quota): failed at once. */
  hopeless?: (status: number, body: unknown) => boolean;
  /** A request that timed out may still have been charged (the provider bills what it received). */
  billedOnTimeout?: boolean;
};

/** The first wait after a 429 or 5xx; doubled each time. A Retry-After header, when given, is used instead. */
const FIRST_BACK_OFF_MS = 1000;
/** A server asking to wait longer than this is treated as down: the built-in painter is quicker. */
const LONGEST_WAIT_MS = 60_000;

function retryAfterMs(headers: Headers): number | null {
  const milliseconds = Number(headers.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(milliseconds)) return Math.max(0, milliseconds);
  const header = headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** A refusal's body in words: the message of a JSON error (`{error: {message}}`, `{error: "..."}`, `{message}`), or short plain text. */
export function refusalInWords(body: unknown): string | null {
  if (typeof body === 'string') return /^\s*</.test(body) || !body.trim() ? null : shortReason(body);
  if (!body || typeof body !== 'object') return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof message === 'string' && message.trim()) return shortReason(message);
  if (typeof error === 'string' && error.trim()) return shortReason(error);
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
    return shortReason((error as { message: string }).message);
  return null;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One request to a model's API with its time-out, retried with back-off on 429 and 5xx answers and
 * on network failures. Anything else that is not a success is a PainterError at once, its reason
 * in words. The request is rebuilt for each try (a multipart body is read once). Headers are never
 * logged: they hold the key.
 */
export async function requestWithRetry(
  what: string,
  send: (signal: AbortSignal, headers: Record<string, string>) => Promise<Response>,
  policy: RetryPolicy,
  log: FastifyBaseLogger,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await send(AbortSignal.timeout(policy.timeoutMs), policy.headers ?? {});
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${Math.round(policy.timeoutMs / 1000)} s` : 'could not be reached';
      // A timed-out request the provider may have billed is not sent again: it could be billed twice.
      if (timedOut && policy.billedOnTimeout) throw new PainterError(`${what}: ${reason}`, true);
      if (attempt >= policy.retries) throw new PainterError(`${what}: ${reason}`);
      log.warn({ what, attempt }, `painter request ${reason}; retrying`);
      await wait(FIRST_BACK_OFF_MS * 2 ** attempt);
      continue;
    }
    if (response.ok) return response;
    const body = await bodyOf(response);
    const retryable = (response.status === 429 || response.status >= 500) && !policy.hopeless?.(response.status, body);
    if (!retryable || attempt >= policy.retries) {
      const detail = policy.explain?.(response.status, body) ?? refusalInWords(body);
      throw new PainterError(`${what}: HTTP ${response.status}${detail ? `, ${detail}` : ''}`);
    }
    const delay = retryAfterMs(response.headers) ?? FIRST_BACK_OFF_MS * 2 ** attempt;
    if (delay > LONGEST_WAIT_MS) throw new PainterError(`${what}: HTTP ${response.status}, asked to wait ${Math.round(delay / 1000)} s`);
    log.warn({ what, status: response.status, attempt, delayMs: delay }, 'painter request refused for now; retrying');
    await wait(delay);
  }
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
