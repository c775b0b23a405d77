import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { createChangeNotices, type ChangeNotices } from './change-notices.ts';
import { createTransact } from './transaction.ts';

function heardBy(notices: ChangeNotices): string[] {
  const heard: string[] = [];
  notices.on('render', (key) => heard.push(`render ${key}`));
  notices.on('purchases-of-user', (key) => heard.push(`purchases ${key}`));
  return heard;
}

describe('change notices', () => {
  let database: TestDatabase;
  const opened: ChangeNotices[] = [];
  const open = async () => {
    const notices = await createChangeNotices(database.handle);
    opened.push(notices);
    return notices;
  };

  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const notices of opened.splice(0)) await notices.close();
    await database.drop();
  });

  it('tells this instance at once and again when the transaction commits, never a listener of another topic', async () => {
    const notices = await open();
    const heard = heardBy(notices);
    await createTransact(database.handle.db)(async () => {
      await notices.announce('render', 'r1');
      expect(heard).toEqual(['render r1']);
    });
    expect(heard).toEqual(['render r1', 'render r1']);
    await notices.announce('purchases-of-user', 'u1');
    expect(heard.slice(2)).toEqual(['purchases u1', 'purchases u1']);
    expect(notices.heard()).toBe(true);
  });
});
