import type { FastifyBaseLogger } from 'fastify';
import { PainterError } from './painter.ts';

export type RetryPolicy = { retries: number; timeoutMs: number };

/** The first wait after a 429 or 5xx; doubled each time. A Retry-After header, when given, is used instead. */
const FIRST_BACK_OFF_MS = 1000;
/** A server asking to wait longer than this is treated as down: the built-in painter is quicker. */
const LONGEST_WAIT_MS = 60_000;

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * One request to a model's API with its time-out, retried with back-off on 429 and 5xx answers and
 * on network failures. Anything else that is not a success is a PainterError at once. The request
 * is rebuilt for each try (a multipart body is read once). Headers are never logged: they hold the key.
 */
export async function requestWithRetry(
  what: string,
  send: (signal: AbortSignal) => Promise<Response>,
  policy: RetryPolicy,
  log: FastifyBaseLogger,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await send(AbortSignal.timeout(policy.timeoutMs));
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${Math.round(policy.timeoutMs / 1000)} s` : 'could not be reached';
      if (attempt >= policy.retries) throw new PainterError(`${what}: ${reason}`);
      log.warn({ what, attempt }, `painter request ${reason}; retrying`);
      await wait(FIRST_BACK_OFF_MS * 2 ** attempt);
      continue;
    }
    if (response.ok) return response;
    const retryable = response.status === 429 || response.status >= 500;
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    if (!retryable || attempt >= policy.retries) throw new PainterError(`${what}: HTTP ${response.status}${detail ? ` ${detail}` : ''}`);
    const delay = retryAfterMs(response.headers.get('retry-after')) ?? FIRST_BACK_OFF_MS * 2 ** attempt;
    if (delay > LONGEST_WAIT_MS) throw new PainterError(`${what}: HTTP ${response.status}, asked to wait ${Math.round(delay / 1000)} s`);
    log.warn({ what, status: response.status, attempt, delayMs: delay }, 'painter request refused for now; retrying');
    await wait(delay);
  }
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
