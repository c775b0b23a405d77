import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PREVIEW_ERROR_CODES,
  PREVIEW_LIFETIME_MS,
  PREVIEW_LONG_SIDE,
  PREVIEW_MESSAGES,
  PREVIEW_SETS_PER_DAY,
} from '@store/shared/style-previews';
import { STYLES } from '@store/shared/styles';
import { UPLOAD_ERROR_CODES } from '@store/shared/upload-messages';
import { jpegPhoto } from '#test/images.ts';
import { multipart } from '#test/multipart.ts';
import { waitFor } from '#test/production.ts';
import { createTestApp, signUp, type TestApp } from '#test/test-app.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../../packages/render-engine/fixtures/${name}`, import.meta.url));
const ORIGIN = { origin: 'http://localhost:3000' };

type PreviewSetBody = { id: string; expiresAt: string; previews: { style: string; status: string; imageUrl: string | null }[] };

function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(directory, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

async function startPreviews(t: TestApp, cookie: string, photo: Buffer) {
  const body = await multipart({}, { field: 'photo', name: 'my bike.jpg', type: 'image/jpeg', content: photo });
  return t.app.inject({ method: 'POST', url: '/api/uploads/previews', headers: { ...body.headers, cookie }, payload: body.payload });
}

async function readSet(t: TestApp, cookie: string, id: string) {
  return t.app.inject({ method: 'GET', url: `/api/uploads/previews/${id}`, headers: { cookie } });
}

async function allFinished(t: TestApp, cookie: string, id: string): Promise<PreviewSetBody> {
  return waitFor(
    'four style previews',
    async () => {
      const set: PreviewSetBody = (await readSet(t, cookie, id)).json().previewSet;
      return set.previews.every((preview) => preview.status === 'ready' || preview.status === 'failed') && set;
    },
    240_000,
  );
}

async function remainingUploads(t: TestApp, cookie: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/uploads/allowance', headers: { cookie } })).json().remaining;
}

const previewFiles = (t: TestApp) => filesUnder(join(t.config.dataDir, 'files', 'previews'));

/** The real painter in its worker process: sketches of a photo in every style, then a request from the same photo. */
describe('style previews', () => {
  let t: TestApp;
  let cookie: string;
  let stranger: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    cookie = (await signUp(t.app, { name: 'Pia Preview', email: 'pia@example.com' })).cookie;
    stranger = (await signUp(t.app, { name: 'Sam Stranger', email: 'sam@example.com' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('paints all four styles small and watermarked, takes no upload slot, and submits one from the same photo', async () => {
    const photo = fixture('synthetic-cafe-garage.jpg');
    const started = await startPreviews(t, cookie, photo);
    expect(started.statusCode).toBe(202);
    const { previewSet } = started.json() as { previewSet: PreviewSetBody };
    expect(previewSet.previews.map((preview) => preview.style)).toEqual([...STYLES]);
    expect(new Date(previewSet.expiresAt).getTime() - Date.now()).toBeGreaterThan(PREVIEW_LIFETIME_MS - 60_000);
    expect(await remainingUploads(t, cookie)).toBe(2);

    const finished = await allFinished(t, cookie, previewSet.id);
    expect(finished.previews.map((preview) => preview.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
    const painted = await sharp(photo).metadata();
    for (const preview of finished.previews) {
      const image = await t.app.inject({ method: 'GET', url: preview.imageUrl!, headers: { cookie } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const size = await sharp(image.rawPayload).metadata();
      expect(Math.max(size.width, size.height)).toBe(Math.min(PREVIEW_LONG_SIDE, Math.max(painted.width, painted.height)));
    }

    // Someone else's set is as good as missing: not read, not shown, not submitted.
    expect((await readSet(t, stranger, previewSet.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: finished.previews[0]!.imageUrl!, headers: { cookie: stranger } })).statusCode).toBe(
      404,
    );
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/previews/${previewSet.id}/submit`,
      headers: { cookie: stranger },
      payload: { style: 'Retro' },
    });
    expect([stolen.statusCode, stolen.json().message]).toEqual([404, PREVIEW_MESSAGES.notFound]);
    expect(await remainingUploads(t, stranger)).toBe(2);

    // A double click and then some: three submits at once make one request and spend one slot.
    const submits = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/uploads/previews/${previewSet.id}/submit`,
          headers: { cookie },
          payload: { style: 'Retro' },
        }),
      ),
    );
    const [submitted, ...refused] = submits.sort((a, b) => a.statusCode - b.statusCode);
    expect(submitted!.statusCode).toBe(201);
    for (const answer of refused)
      expect([answer.statusCode, answer.json().message]).toSatisfy(
        ([status, message]) =>
          (status === 409 && message === PREVIEW_MESSAGES.submitting) || (status === 404 && message === PREVIEW_MESSAGES.notFound),
      );
    expect(await t.database.db.selectFrom('render').select('id').execute()).toHaveLength(1);
    const { render } = submitted!.json();
    expect(render).toMatchObject({ style: 'Retro', filename: 'my bike.jpg', status: 'pending' });
    expect(await remainingUploads(t, cookie)).toBe(1);
    // The request is the full photo, not a sketch: same size, its own original file.
    const original = await t.app.inject({ method: 'GET', url: `/api/renders/${render.id}/original`, headers: { cookie } });
    expect(original.statusCode).toBe(200);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: painted.width, height: painted.height });

    // Submitting again finds nothing, and spends no second slot.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/uploads/previews/${previewSet.id}/submit`,
      headers: { cookie },
      payload: { style: 'Anime' },
    });
    expect(again.statusCode).toBe(404);
    expect(await remainingUploads(t, cookie)).toBe(1);
    expect((await readSet(t, cookie, previewSet.id)).statusCode).toBe(404);
    expect(previewFiles(t)).toEqual([]);
    expect(await t.database.db.selectFrom('stylePreview').selectAll().execute()).toEqual([]);
    expect(
      filesUnder(join(t.config.dataDir, 'files', 'renders', render.id)).some(
        (file) => file.includes('preview') && !file.startsWith('original'),
      ),
    ).toBe(false);
  }, 360_000);

  it('paints the style the customer already picked first, and refuses a style that is not one', async () => {
    const picker = (await signUp(t.app, { name: 'Cy Picker', email: 'cy@example.com' })).cookie;
    const start = async (style: string) => {
      const body = await multipart(
        { style },
        { field: 'photo', name: 'bike.jpg', type: 'image/jpeg', content: fixture('synthetic-cafe-garage.jpg') },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/uploads/previews',
        headers: { ...body.headers, cookie: picker },
        payload: body.payload,
      });
    };
    const refused = await start('Watercolour');
    expect([refused.statusCode, refused.json().error]).toEqual([400, UPLOAD_ERROR_CODES.missingFields]);

    const last = STYLES.at(-1)!;
    const started = await start(last);
    expect(started.statusCode).toBe(202);
    const id = started.json().previewSet.id;
    const firstReady = await waitFor(
      'a first sketch',
      async () => {
        const set: PreviewSetBody = (await readSet(t, picker, id)).json().previewSet;
        return set.previews.some((preview) => preview.status === 'ready') && set;
      },
      240_000,
    );
    expect(firstReady.previews.find((preview) => preview.style === last)!.status).toBe('ready');
    await allFinished(t, picker, id);
  });

  it('refuses a set over the day’s limit with 429 and keeps nothing of it', async () => {
    const limited = (await signUp(t.app, { name: 'Lou Limit', email: 'lou@example.com' })).cookie;
    const userId = (await t.database.db.selectFrom('user').select('id').where('email', '=', 'lou@example.com').executeTakeFirstOrThrow())
      .id;
    await t.database.db
      .insertInto('previewWindow')
      .values({ userId, startedAt: new Date().toISOString(), count: PREVIEW_SETS_PER_DAY - 1 })
      .execute();
    const last = await startPreviews(t, limited, await jpegPhoto(640, 480));
    expect(last.statusCode).toBe(202);
    const refused = await startPreviews(t, limited, await jpegPhoto(640, 480));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: PREVIEW_ERROR_CODES.limit, message: PREVIEW_MESSAGES.limit });
    expect(new Date(refused.json().fields.resetsAt).getTime()).toBeGreaterThan(Date.now());
    const sets = await t.database.db.selectFrom('previewSet').select('id').where('userId', '=', userId).execute();
    expect(sets).toEqual([{ id: last.json().previewSet.id }]);
    expect(await remainingUploads(t, limited)).toBe(2);
    await allFinished(t, limited, last.json().previewSet.id);
  }, 360_000);

  it('sweeps unsubmitted sets after their lifetime, files and rows, and files whose set is gone', async () => {
    const started = await startPreviews(t, cookie, await jpegPhoto(800, 600));
    const { id } = started.json().previewSet as PreviewSetBody;
    await allFinished(t, cookie, id);
    expect(previewFiles(t).filter((file) => file.startsWith(id))).toHaveLength(5);
    await t.modules.uploads.previews.sweep(new Date(Date.now() + PREVIEW_LIFETIME_MS - 60_000));
    expect(previewFiles(t).filter((file) => file.startsWith(id))).toHaveLength(5);

    await t.modules.uploads.previews.sweep(new Date(Date.now() + PREVIEW_LIFETIME_MS + 1000));
    expect(previewFiles(t)).toEqual([]);
    expect(await t.database.db.selectFrom('previewSet').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('stylePreview').selectAll().execute()).toEqual([]);
    expect((await readSet(t, cookie, id)).statusCode).toBe(404);

    // A sketch written after its set went (a crash, a submit mid-painting): removed once it is old enough.
    const orphan = join(t.config.dataDir, 'files', 'previews', 'gone', 'anime.webp');
    mkdirSync(dirname(orphan), { recursive: true });
    writeFileSync(orphan, 'sketch');
    await t.modules.uploads.previews.sweep();
    expect(previewFiles(t)).toEqual([join('gone', 'anime.webp')]);
    await t.modules.uploads.previews.sweep(new Date(Date.now() + 11 * 60_000));
    expect(previewFiles(t)).toEqual([]);
  }, 360_000);

  it('goes with the account that made it', async () => {
    const leaving = (await signUp(t.app, { name: 'Lea Leaving', email: 'lea@example.com' })).cookie;
    const started = await startPreviews(t, leaving, await jpegPhoto(800, 600));
    await allFinished(t, leaving, started.json().previewSet.id);
    expect(previewFiles(t).length).toBeGreaterThan(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { ...ORIGIN, cookie: leaving },
      payload: { confirmation: 'DELETE', password: 'secret-123' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(previewFiles(t)).toEqual([]);
    expect(await t.database.db.selectFrom('previewSet').selectAll().execute()).toEqual([]);
  }, 360_000);
});

describe('style previews turned off', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp({ STYLE_PREVIEWS: 'false' });
    cookie = (await signUp(t.app, { name: 'Otto Off', email: 'otto@example.com' })).cookie;
  });
  afterEach(async () => {
    await t?.close();
  });

  it('refuses previews, tells the web app, and uploads as before', async () => {
    const refused = await startPreviews(t, cookie, await jpegPhoto(640, 480));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: PREVIEW_ERROR_CODES.off, message: PREVIEW_MESSAGES.off });
    expect(previewFiles(t)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json().stylePreviews).toBe(false);

    const body = await multipart(
      { style: 'Cartoon' },
      { field: 'photo', name: 'bike.jpg', type: 'image/jpeg', content: await jpegPhoto(640, 480) },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
  });
});
