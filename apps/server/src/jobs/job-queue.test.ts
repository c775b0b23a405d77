import { describe, expect, it } from 'vitest';
import { cronOf, retryDelaySeconds } from './job-queue.ts';

describe('retry back-off', () => {
  it('waits the base delay before the first retry, then doubles', () => {
    const policy = { retryDelaySeconds: 10 };
    expect([1, 2, 3, 4].map((count) => retryDelaySeconds(policy, count))).toEqual([10, 20, 40, 80]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelaySeconds({ retryDelaySeconds: 30 }, 20)).toBe(3600);
  });
});

describe('schedules as cron', () => {
  it('writes minutes and whole hours as cron expressions', () => {
    expect([1, 5, 60, 180, 1440].map((everyMinutes) => cronOf({ everyMinutes }))).toEqual([
      '* * * * *',
      '*/5 * * * *',
      '0 * * * *',
      '0 */3 * * *',
      '0 0 * * *',
    ]);
  });

  it('refuses what cron cannot say', () => {
    for (const everyMinutes of [0, 0.5, 90, 2880]) expect(() => cronOf({ everyMinutes })).toThrow();
  });
});
