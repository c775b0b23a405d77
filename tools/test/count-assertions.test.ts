import { expect, it, vi } from 'vitest';

it('counts the assertions of the try of a poll that passed, not those of the tries before it', async () => {
  let tries = 0;
  await vi.waitFor(
    () => {
      tries += 1;
      expect(tries).toBeGreaterThan(0);
      expect(tries).toBe(3);
    },
    { interval: 1 },
  );
  const counted = expect.getState().assertionCalls;
  expect([tries, counted]).toEqual([3, 2]);
});

it('counts an asynchronous poll the same way', async () => {
  let tries = 0;
  await vi.waitFor(
    async () => {
      tries += 1;
      await Promise.resolve();
      expect(tries).toBe(2);
    },
    { interval: 1 },
  );
  expect([tries, expect.getState().assertionCalls]).toEqual([2, 1]);
});
