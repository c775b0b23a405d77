import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './job-queue.ts';

describe('retry back-off', () => {
  it('waits the base delay before the first retry, then doubles', () => {
    const policy = { retryDelaySeconds: 10 };
    expect([1, 2, 3, 4].map((count) => retryDelaySeconds(policy, count))).toEqual([10, 20, 40, 80]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelaySeconds({ retryDelaySeconds: 30 }, 20)).toBe(3600);
  });
});
