import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChangeNotices, type ChangeNotices } from '#server/db/change-notices.ts';
import { createMigratedTestDatabase, type TestDatabase } from '#test/test-app.ts';
import { withCachedReads } from './cached-render-repository.ts';
import { createRenderLifeRepository, type NewRender } from './render-life-repository.ts';
import { createRenderRepository, type RenderRepository } from './render-repository.ts';

describe('render repository with cached reads', () => {
  let database: TestDatabase;
  let notices: ChangeNotices;
  let renders: RenderRepository;
  let life: ReturnType<typeof createRenderLifeRepository>;

  const render = (id: string, userId: string, submittedAt: string): NewRender => ({
    id,
    userId,
    customerName: 'Ann Rider',
    customerEmail: `${userId}@example.com`,
    style: 'Retro',
    aspectRatio: '1x1',
    filename: 'bike.jpg',
    originalKey: `renders/${id}/original.jpg`,
    width: 800,
    height: 600,
    submittedAt,
    findings: [],
  });
  /** A change made behind the repositories' back, as only a hand-made SQL fix would: the caches do not hear it. */
  const renameBehindTheirBack = (id: string, filename: string) =>
    database.handle.db.updateTable('render').set({ filename }).where('id', '=', id).execute();

  beforeEach(async () => {
    database = await createMigratedTestDatabase();
    notices = await createChangeNotices(database.handle);
    renders = withCachedReads(createRenderRepository(database.handle.db), notices);
    life = createRenderLifeRepository(database.handle.db, notices);
    const now = new Date().toISOString();
    for (const userId of ['ann', 'bob'])
      await database.handle.db
        .insertInto('user')
        .values({ id: userId, name: userId, email: `${userId}@example.com`, createdAt: now, updatedAt: now })
        .execute();
  });
  afterEach(async () => {
    await notices.close();
    await database.drop();
  });

  it('keeps a render it read until its life changes it', async () => {
    await life.insert(render('r1', 'ann', '2026-11-01T10:00:00.000Z'));
    expect((await renders.findById('r1'))?.status).toBe('pending');
    await renameBehindTheirBack('r1', 'renamed.jpg');
    expect((await renders.findById('r1'))?.filename).toBe('bike.jpg');

    await life.moveToRecycleBin('r1');
    const moved = await renders.findById('r1');
    expect([moved?.status, moved?.filename]).toEqual(['deleted', 'renamed.jpg']);
  });

  it('keeps a customer’s list until one of their renders changes, one is added or all are removed', async () => {
    await life.insert(render('r1', 'ann', '2026-11-01T10:00:00.000Z'));
    await life.insert(render('r2', 'bob', '2026-11-01T11:00:00.000Z'));
    expect((await renders.listByUser('ann', 'newest')).map((each) => each.id)).toEqual(['r1']);
    await renameBehindTheirBack('r1', 'renamed.jpg');
    expect((await renders.listByUser('ann', 'newest'))[0]?.filename).toBe('bike.jpg');

    await life.markDraftReady('r1');
    expect((await renders.listByUser('ann', 'newest'))[0]?.draftReadyAt).not.toBeNull();

    await life.insert(render('r3', 'ann', '2026-11-02T10:00:00.000Z'));
    expect((await renders.listByUser('ann', 'newest')).map((each) => each.id)).toEqual(['r3', 'r1']);
    expect((await renders.listByUser('ann', 'oldest')).map((each) => each.id)).toEqual(['r1', 'r3']);

    await life.deleteAllOfUser('ann');
    expect(await renders.listByUser('ann', 'newest')).toEqual([]);
    expect(await renders.findById('r1')).toBeNull();
    expect((await renders.listByUser('bob', 'newest')).map((each) => each.id)).toEqual(['r2']);
  });
});
