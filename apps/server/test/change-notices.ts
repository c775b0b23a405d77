import { afterEach, beforeEach } from 'vitest';
import { createChangeNotices, type ChangeNotices } from '#server/db/change-notices.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { createTestDatabase, type TestDatabase } from './test-app.ts';

/** What the notices told their listeners of renders and purchases, in order. */
export function heardBy(notices: ChangeNotices): string[] {
  const heard: string[] = [];
  notices.on('render', (key) => heard.push(`render ${key}`));
  notices.on('purchases-of-user', (key) => heard.push(`purchases ${key}`));
  return heard;
}

/**
 * A fresh database for each test, and `open` for the change notices of an instance on it (or on
 * another handle); everything opened is closed after the test, with the other handles.
 */
export function changeNoticesUnderTest() {
  const state: { database?: TestDatabase } = {};
  const opened: ChangeNotices[] = [];
  const otherHandles: DatabaseHandle[] = [];
  beforeEach(async () => {
    state.database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const notices of opened.splice(0)) await notices.close();
    for (const handle of otherHandles.splice(0)) await handle.db.destroy();
    await state.database?.drop();
  });
  return {
    database: () => state.database!,
    async open(handle?: DatabaseHandle): Promise<ChangeNotices> {
      if (handle) otherHandles.push(handle);
      const notices = await createChangeNotices(handle ?? state.database!.handle);
      opened.push(notices);
      return notices;
    },
  };
}
