import type { RateLimitRepository } from './rate-limit-repository.ts';

/** At most `max` counts per `window` seconds. */
export type RateLimitRule = { window: number; max: number };
export type RateLimitDecision = { allowed: boolean; retryAfter: number | null };

const ALLOWED: RateLimitDecision = { allowed: true, retryAfter: null };

/**
 * Fixed windows: a key's window opens at its first count and closes `window` seconds later, however
 * many requests came in it. (better-auth's own window restarts at every allowed request, so a steady
 * trickle below the limit piles up and is refused: see docs/operations.md.)
 */
export function createFixedWindowLimiter(deps: { windows: RateLimitRepository; longestWindowSeconds: number }) {
  const { windows, longestWindowSeconds } = deps;

  function secondsLeft(openedAt: number, rule: RateLimitRule, now: number): number {
    return Math.max(1, Math.ceil((openedAt + rule.window * 1000 - now) / 1000));
  }

  /** Counts one request against the key; refused once the window holds `max`. */
  async function consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const now = Date.now();
    const windowStart = now - rule.window * 1000;
    if (await windows.reopen(key, now, windowStart)) return ALLOWED;
    if (await windows.countBelow(key, rule.max, windowStart)) return ALLOWED;
    const current = await windows.find(key);
    if (!current) {
      if (!(await windows.open(key, now))) return consume(key, rule);
      // New keys are what makes the table grow: drop the windows that closed, whatever their rule.
      await windows.removeOpenedBefore(now - longestWindowSeconds * 1000);
      return ALLOWED;
    }
    // Another request opened or reopened the window between the statements above: decide again.
    if (current.openedAt <= windowStart || current.count < rule.max) return consume(key, rule);
    return { allowed: false, retryAfter: secondsLeft(current.openedAt, rule, now) };
  }

  return {
    consume,

    /** Seconds to wait when the key's window is full, without counting; null when a request may go. */
    async retryAfter(key: string, rule: RateLimitRule): Promise<number | null> {
      const now = Date.now();
      const current = await windows.find(key);
      if (!current || current.openedAt <= now - rule.window * 1000 || current.count < rule.max) return null;
      return secondsLeft(current.openedAt, rule, now);
    },

    async reset(key: string): Promise<void> {
      await windows.remove(key);
    },
  };
}

export type FixedWindowLimiter = ReturnType<typeof createFixedWindowLimiter>;
