import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '#server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { createFixedWindowLimiter, type FixedWindowLimiter } from './fixed-window-limiter.ts';
import { createRateLimitRepository } from './rate-limit-repository.ts';

const RULE = { window: 60, max: 10 };

describe('fixed-window limiter', () => {
  let database: TestDatabase;
  let limiter: FixedWindowLimiter;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    database = await createTestDatabase();
    await migrateToLatest(database.handle);
    limiter = createFixedWindowLimiter({ windows: createRateLimitRepository(database.handle.db), longestWindowSeconds: 15 * 60 });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database?.drop();
  });

  it('lets exactly max through when requests race, and tells how long to wait', async () => {
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.consume('burst', RULE)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(RULE.max);
    expect(decisions.find((decision) => !decision.allowed)?.retryAfter).toBe(RULE.window);
    expect(await limiter.retryAfter('burst', RULE)).toBe(RULE.window);
  });

  it('ends the window on time, however many requests came in it', async () => {
    for (let second = 0; second < RULE.window; second += 6) {
      await limiter.consume('steady', RULE);
      vi.setSystemTime(Date.now() + 6_000);
    }
    expect(await limiter.retryAfter('steady', RULE)).toBeNull();
    expect((await limiter.consume('steady', RULE)).allowed).toBe(true);
  });

  it('forgets a key on reset, and keeps keys apart', async () => {
    for (let count = 0; count < RULE.max; count += 1) await limiter.consume('a', RULE);
    expect((await limiter.consume('a', RULE)).allowed).toBe(false);
    expect((await limiter.consume('b', RULE)).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.consume('a', RULE)).allowed).toBe(true);
  });
});
