import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { migrateToLatest } from './database.ts';
import { afterCommit, createTransact, type Transact } from './transaction.ts';

describe('ambient transactions', () => {
  let database: TestDatabase;
  let transact: Transact;

  beforeEach(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.handle);
    transact = createTransact(database.handle.db);
  });
  afterEach(async () => {
    await database.drop();
  });

  const addMessage = (id: string) =>
    database.handle.db
      .insertInto('contactMessage')
      .values({ id, userId: null, name: 'Ann', email: 'ann@example.com', message: 'Hello', createdAt: new Date().toISOString() })
      .execute();
  const messageIds = async () => (await database.handle.db.selectFrom('contactMessage').select('id').execute()).map((row) => row.id).sort();

  it('commits every query the work makes, through the plain handle', async () => {
    await transact(async () => {
      await addMessage('a');
      await addMessage('b');
    });
    expect(await messageIds()).toEqual(['a', 'b']);
  });

  it('rolls back every query the work made when it throws, and runs no after-commit callback', async () => {
    const committed: string[] = [];
    await expect(
      transact(async () => {
        await addMessage('a');
        await afterCommit(() => {
          committed.push('a');
        });
        throw new Error('the card was declined');
      }),
    ).rejects.toThrow('the card was declined');
    expect(await messageIds()).toEqual([]);
    expect(committed).toEqual([]);
  });

  it('joins an open transaction, a repository’s own included, and calls back after the outer commit', async () => {
    const order: string[] = [];
    await expect(
      transact(async () => {
        await addMessage('a');
        await transact(async () => addMessage('b'));
        await database.handle.db.transaction().execute(async (inner) => {
          await inner.selectFrom('contactMessage').select('id').execute();
        });
        await afterCommit(() => {
          order.push('after commit');
        });
        order.push('work done');
        throw new Error('undo all');
      }),
    ).rejects.toThrow('undo all');
    expect(await messageIds()).toEqual([]);
    expect(order).toEqual(['work done']);
    await transact(() =>
      afterCommit(() => {
        order.push('after commit');
      }),
    );
    expect(order).toEqual(['work done', 'after commit']);
  });

  it('runs an after-commit callback at once outside a transaction', async () => {
    let called = false;
    await afterCommit(() => {
      called = true;
    });
    expect(called).toBe(true);
  });
});
