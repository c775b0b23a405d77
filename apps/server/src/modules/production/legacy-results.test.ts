import pino from 'pino';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTransact } from '#server/db/transaction.ts';
import { createTestApp, signUp, type TestApp } from '#test/test-app.ts';
import { uploadRender } from '#test/production.ts';
import { createLegacyResultsMove } from './legacy-results.ts';
import { createVersionRepository } from './version-repository.ts';

const log = pino({ level: 'silent' });

async function image(width: number, height: number, format: 'jpeg' | 'webp'): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  return format === 'jpeg' ? canvas.jpeg().toBuffer() : canvas.webp().toBuffer();
}

/** A render finished the way the store did before versions: results stored at the render, no version. */
async function finishTheOldWay(t: TestApp, renderId: string): Promise<void> {
  for (const [ratio, width, height] of [
    ['3x2', 1500, 1000],
    ['1x1', 1000, 1000],
  ] as const) {
    await t.app.storage.put(`renders/${renderId}/results/${ratio}.jpg`, await image(width, height, 'jpeg'), 'image/jpeg');
    await t.app.storage.put(`renders/${renderId}/results/${ratio}-preview.webp`, await image(width / 5, height / 5, 'webp'), 'image/webp');
  }
  await t.database.db
    .updateTable('render')
    .set({
      status: 'complete',
      completedAt: new Date().toISOString(),
      results: JSON.stringify({ '3x2': { width: 1500, height: 1000 }, '1x1': { width: 1000, height: 1000 } }),
    })
    .where('id', '=', renderId)
    .execute();
}

describe('moving results of renders finished before versions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('publishes them as version 1 with their files in the version folder, keeps serving them, and runs once', async () => {
    const { cookie } = await signUp(t.app, { email: 'old@example.com' });
    const renderId = await uploadRender(t.app, cookie, 'Retro');
    await finishTheOldWay(t, renderId);
    const move = createLegacyResultsMove({
      renderStates: t.modules.renders.service.life,
      versions: createVersionRepository(t.database.db, t.database.kind),
      storage: t.app.storage,
      transact: createTransact(t.database.db),
      workDir: t.config.dataDir,
      log,
    });

    expect(await move()).toBe(1);
    expect(await move()).toBe(0);

    const render = await t.database.db
      .selectFrom('render')
      .select(['publishedVersionId', 'status'])
      .where('id', '=', renderId)
      .executeTakeFirstOrThrow();
    const versions = await t.database.db.selectFrom('renderVersion').selectAll().where('renderId', '=', renderId).execute();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ id: render.publishedVersionId, number: 1, status: 'ready', sourceWidth: 1500, sourceHeight: 1000 });
    expect(render.status).toBe('complete');
    const keys = (await t.app.storage.list(`renders/${renderId}/`)).map((file) => file.key);
    expect(keys.filter((key) => key.includes('/results/'))).toEqual([]);
    expect(keys).toEqual(
      expect.arrayContaining([
        `renders/${renderId}/versions/${render.publishedVersionId}/3x2.jpg`,
        `renders/${renderId}/versions/${render.publishedVersionId}/1x1-preview.webp`,
        `renders/${renderId}/versions/${render.publishedVersionId}/source.jpg`,
      ]),
    );
    const preview = await t.app.inject({ method: 'GET', url: `/api/renders/${renderId}/results/1x1/preview` });
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(200);
  });
});
