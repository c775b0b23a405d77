import type { FixedWindowLimiter, RateLimitRule } from './fixed-window-limiter.ts';

/** Wrong passwords one account takes, from any number of addresses, before its sign-ins wait out the window. */
export const SIGN_IN_FAILURES: RateLimitRule = { window: 15 * 60, max: 10 };

/** Per account, beside better-auth's per-address limit: guessing one customer's password from many addresses. */
export function createSignInThrottle(limiter: FixedWindowLimiter) {
  const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;
  return {
    /** Seconds the account's sign-ins must wait, or null when they may go. */
    retryAfter: (email: string) => limiter.retryAfter(keyOf(email), SIGN_IN_FAILURES),
    recordFailure: async (email: string) => void (await limiter.consume(keyOf(email), SIGN_IN_FAILURES)),
    clear: (email: string) => limiter.reset(keyOf(email)),
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
