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
    /**
     * Counts a password sign-in before its password is checked, in one conditional write, so guesses
     * sent together cannot all read a count below the limit; false once the window is full: the
     * account's password sign-ins need a password reset first. A right password clears the count.
     */
    admit: async (email: string) => (await limiter.consume(keyOf(email), SIGN_IN_FAILURES)).allowed,
    /** A successful sign-in or password reset. */
    clear: (email: string) => limiter.reset(keyOf(email)),
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
