import type { FixedWindowLimiter, RateLimitRule } from './fixed-window-limiter.ts';

/** Wrong passwords one account takes, from any number of addresses, before its password sign-ins need a reset link. */
export const SIGN_IN_FAILURES: RateLimitRule = { window: 15 * 60, max: 10 };

/**
 * Per account, beside better-auth's per-address limit: guessing one customer's password from many
 * addresses. Past the limit the account is not locked (a stranger could keep its owner out): its
 * password sign-ins wait for a proof, the reset link emailed to the owner, until the window ends.
 */
export function createSignInThrottle(limiter: FixedWindowLimiter) {
  const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;
  return {
    /** Whether the account's password sign-ins need a password reset first. */
    needsReset: async (email: string) => (await limiter.retryAfter(keyOf(email), SIGN_IN_FAILURES)) !== null,
    recordFailure: async (email: string) => void (await limiter.consume(keyOf(email), SIGN_IN_FAILURES)),
    /** A successful sign-in or password reset. */
    clear: (email: string) => limiter.reset(keyOf(email)),
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
