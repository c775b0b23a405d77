import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { listenerName } from '#server/db/change-notices.ts';
import { openDatabase } from '#server/db/database.ts';
import { createTransact } from '#server/db/transaction.ts';
import { changeNoticesUnderTest, heardBy } from '../change-notices.ts';
import { waitFor } from '../production.ts';
import { TEST_POSTGRES_URL } from '../test-app.ts';

/** Change notices between instances on one PostgreSQL (decision 066): NOTIFY on commit, LISTEN kept alive. */
describe('change notices on PostgreSQL', () => {
  const { database, open } = changeNoticesUnderTest();

  it('tells the other instances on the same schema when the change commits, and not when it rolls back', async () => {
    const here = await open();
    const there = await open();
    const elsewhere = await open(openDatabase(TEST_POSTGRES_URL, { schema: 'another_shop' }));
    const heardThere = heardBy(there);
    const heardElsewhere = heardBy(elsewhere);
    const transact = createTransact(database().handle.db);

    await expect(
      transact(async () => {
        await here.announce('render', 'rolled-back');
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    await transact(async () => {
      await here.announce('render', 'r1');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardThere).toEqual([]);
    });
    await waitFor('the other instance to hear the change', async () => heardThere.length > 0);
    expect(heardThere).toEqual(['render r1']);
    expect(heardElsewhere).toEqual([]);
  });

  it('forgets everything when its listening connection is lost, and listens again', async () => {
    const notices = await open();
    const lost: number[] = [];
    notices.onLost(() => lost.push(Date.now()));
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      // Only this test's listener: other test files' stores listen on the same server.
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [
        listenerName(database().handle.schema ?? ''),
      ]);
    } finally {
      await admin.end();
    }
    await waitFor('the lost connection to be noticed', async () => !notices.heard());
    expect(lost.length).toBeGreaterThan(0);
    await waitFor('listening again', async () => notices.heard());

    const other = await open();
    const heard = heardBy(notices);
    await other.announce('render', 'after the loss');
    await waitFor('a notice after the loss', async () => heard.length > 0);
  });
});
