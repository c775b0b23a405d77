import { describe, expect, it } from 'vitest';
import { changeNoticesUnderTest, heardBy } from '#test/change-notices.ts';
import { createTransact } from './transaction.ts';

describe('change notices', () => {
  const { database, open } = changeNoticesUnderTest();

  it('tells this instance at once and again when the transaction commits, never a listener of another topic', async () => {
    const notices = await open();
    const heard = heardBy(notices);
    await createTransact(database().handle.db)(async () => {
      await notices.announce('render', 'r1');
      expect(heard).toEqual(['render r1']);
    });
    expect(heard).toEqual(['render r1', 'render r1']);
    await notices.announce('purchases-of-user', 'u1');
    expect(heard.slice(2)).toEqual(['purchases u1', 'purchases u1']);
    expect(notices.heard()).toBe(true);
  });
});
