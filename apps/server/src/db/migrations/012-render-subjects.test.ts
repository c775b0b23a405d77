import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseAt } from '#test/old-database.ts';
import type { TestDatabase } from '#test/test-app.ts';

describe('migration 012: render subjects and draft backdrops', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('turns each draft’s yes/no background into a backdrop without losing a draft', async () => {
    const before = await testDatabaseAt('011-accounts-contact');
    database = before.database;
    const { old } = before;
    const { db, kind } = database.handle;
    const now = new Date().toISOString();
    const yes = kind === 'postgres' ? sql`true` : sql`1`;
    const no = kind === 'postgres' ? sql`false` : sql`0`;
    await old.insertInto('user').values({ id: 'u1', name: 'Rider', email: 'r@example.com', createdAt: now, updatedAt: now }).execute();
    await old
      .insertInto('render')
      .values({
        id: 'r1',
        userId: 'u1',
        customerName: 'Rider',
        customerEmail: 'r@example.com',
        style: 'Anime',
        aspectRatio: '3x2',
        status: 'pending',
        filename: 'bike.jpg',
        originalKey: 'renders/r1/original.jpg',
        width: 900,
        height: 600,
        submittedAt: now,
      })
      .execute();
    const drafts = [
      ['d1', 'Anime', yes],
      ['d2', 'Cyberpunk', yes],
      ['d3', 'Retro', no],
    ] as const;
    for (const [id, style, background] of drafts) {
      await old
        .insertInto('renderDraft')
        .values({ id, renderId: 'r1', style, background, status: 'ready', attempts: 1, createdAt: now })
        .execute();
    }

    await before.migrateRest();

    const rows = await db.selectFrom('renderDraft').select(['id', 'style', 'backdrop', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'd1', style: 'Anime', backdrop: 'sky', status: 'ready' },
      { id: 'd2', style: 'Cyberpunk', backdrop: 'city', status: 'ready' },
      { id: 'd3', style: 'Retro', backdrop: 'plain', status: 'ready' },
    ]);
    expect(await db.selectFrom('renderSubject').selectAll().execute()).toEqual([]);
  });
});
