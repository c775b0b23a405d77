import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpegPhoto, pngClaiming } from '#test/images.ts';
import { multipart } from '#test/multipart.ts';
import { createTestApp, signUp, type TestApp } from '#test/test-app.ts';

function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe('uploads', () => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp({ UPLOAD_MAX_MB: '1', UPLOAD_MAX_MEGAPIXELS: '50' });
    cookie = (await signUp(t.app, { name: 'Una Uploader', email: 'una@example.com' })).cookie;
  });
  afterEach(async () => {
    await t?.close();
  });

  async function upload(file: { name: string; type: string; content: Buffer } | null, style = 'Anime', as = cookie) {
    const body = await multipart(style ? { style } : {}, file ? { field: 'photo', ...file } : undefined);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, ...(as ? { cookie: as } : {}) },
      payload: body.payload,
    });
  }

  async function expectNothingKept() {
    expect(await t.database.db.selectFrom('render').selectAll().execute()).toHaveLength(0);
    expect(filesUnder(join(t.config.dataDir, 'files'))).toEqual([]);
    expect(filesUnder(join(t.config.dataDir, 'tmp'))).toEqual([]);
    const allowance = await t.app.inject({ method: 'GET', url: '/api/uploads/allowance', headers: { cookie } });
    expect(allowance.json().remaining).toBe(2);
  }

  it('accepts a photo: upright, metadata stripped, original and preview kept, ratio derived', async () => {
    // 600x900 stored sideways (EXIF orientation 6 = rotate 90°), so upright it is 900x600: 3x2.
    const photo = await jpegPhoto(900, 600, { orientation: 6, gps: true });
    const sideways = await sharp(photo)
      .rotate(-90)
      .withMetadata({ orientation: 6, exif: { IFD3: { GPSLatitudeRef: 'N' } } })
      .jpeg()
      .toBuffer();
    const response = await upload({ name: 'my bike.jpg', type: 'image/jpeg', content: sideways });
    expect(response.statusCode).toBe(201);
    const { render } = response.json();
    expect(render).toMatchObject({
      style: 'Anime',
      status: 'pending',
      aspectRatio: '3x2',
      width: 900,
      height: 600,
      filename: 'my bike.jpg',
      results: {},
    });
    expect(render.id).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const original = await t.app.inject({ method: 'GET', url: render.originalUrl, headers: { cookie } });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(original.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([900, 600]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();

    const preview = await t.app.inject({ method: 'GET', url: render.originalPreviewUrl, headers: { cookie } });
    expect(preview.headers['content-type']).toBe('image/webp');

    const list = await t.app.inject({ method: 'GET', url: '/api/renders', headers: { cookie } });
    expect(list.json().renders.map((item: { id: string }) => item.id)).toEqual([render.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/allowance', headers: { cookie } })).json().remaining).toBe(1);
  });

  it.each([
    ['a text file named .jpg', { name: 'bike.jpg', type: 'image/jpeg', content: Buffer.from('definitely not a jpeg') }, 'INVALID_IMAGE'],
    [
      'an SVG',
      { name: 'bike.svg', type: 'image/svg+xml', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') },
      'UNSUPPORTED_IMAGE',
    ],
    ['a zero-byte file', { name: 'empty.jpg', type: 'image/jpeg', content: Buffer.alloc(0) }, 'EMPTY_FILE'],
  ])('refuses %s with a clear message and keeps nothing', async (_label, file, code) => {
    const response = await upload(file);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(code);
    expect(response.json().message.length).toBeGreaterThan(10);
    await expectNothingKept();
  });

  it('refuses a truncated JPEG and keeps nothing', async () => {
    const photo = await jpegPhoto(800, 600);
    const response = await upload({ name: 'cut.jpg', type: 'image/jpeg', content: photo.subarray(0, Math.floor(photo.length / 2)) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('INVALID_IMAGE');
    await expectNothingKept();
  });

  it('refuses a 20000x20000 PNG (decompression bomb) without decoding it', async () => {
    const response = await upload({ name: 'bomb.png', type: 'image/png', content: await pngClaiming(20_000, 20_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'IMAGE_TOO_LARGE' });
    await expectNothingKept();
  });

  it('refuses a file over the size cap with 413', async () => {
    const response = await upload({ name: 'huge.jpg', type: 'image/jpeg', content: Buffer.alloc(1.5 * 1024 * 1024, 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'FILE_TOO_LARGE', message: 'This file is too large. The limit is 1 MB.' });
    await expectNothingKept();
  });

  it('needs both a file and a style', async () => {
    const photo = await jpegPhoto(400, 400);
    for (const response of [
      await upload(null),
      await upload({ name: 'a.jpg', type: 'image/jpeg', content: photo }, ''),
      await upload({ name: 'a.jpg', type: 'image/jpeg', content: photo }, 'Watercolour'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'MISSING_FIELDS', message: 'Please upload a file and choose a style.' });
    }
    await expectNothingKept();
  });

  it('refuses a malformed multipart body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=----x' },
      payload: '------x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nhalf a part',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/BAD_UPLOAD|MISSING_FIELDS/);
    await expectNothingKept();
  });

  it('refuses visitors', async () => {
    const response = await upload({ name: 'a.jpg', type: 'image/jpeg', content: await jpegPhoto(400, 400) }, 'Retro', '');
    expect(response.statusCode).toBe(401);
  });

  it('allows two uploads in 24 hours, then refuses with the catalogue text and when it resets', async () => {
    const photo = { name: 'a.jpg', type: 'image/jpeg', content: await jpegPhoto(400, 500) };
    expect((await upload(photo)).statusCode).toBe(201);
    expect((await upload(photo)).statusCode).toBe(201);
    const third = await upload(photo);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: 'UPLOAD_LIMIT', message: "You've reached your daily upload limit." });
    expect(Date.parse(third.json().fields.resetsAt)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const allowance = (await t.app.inject({ method: 'GET', url: '/api/uploads/allowance', headers: { cookie } })).json();
    expect(allowance).toMatchObject({ limit: 2, remaining: 0 });

    await t.database.db
      .updateTable('uploadWindow')
      .set({ startedAt: new Date(Date.now() - 24 * 3600_000 - 1000).toISOString() })
      .execute();
    expect((await upload(photo)).statusCode).toBe(201);
  });

  it('counts a cancelled upload toward the day, and deletes its render and files instead of keeping them', async () => {
    const photo = { name: 'b.jpg', type: 'image/jpeg', content: await jpegPhoto(300, 300) };
    for (let cycle = 0; cycle < 4; cycle += 1) {
      const uploaded = await upload(photo);
      if (cycle >= 2) {
        expect(uploaded.statusCode, `upload ${cycle + 1}`).toBe(429);
        continue;
      }
      expect(uploaded.statusCode, `upload ${cycle + 1}`).toBe(201);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/renders/${uploaded.json().render.id}/cancel`,
        headers: { cookie },
      });
      expect(cancelled.statusCode).toBe(204);
    }
    expect(await t.database.db.selectFrom('render').selectAll().execute()).toHaveLength(0);
    expect(filesUnder(join(t.config.dataDir, 'files'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/allowance', headers: { cookie } })).json().remaining).toBe(0);
  });

  it('makes a request from a photo on disk the way an upload stores it, without taking a slot (the seed and tests)', async () => {
    const photoPath = join(t.config.dataDir, 'seed-photo.jpg');
    await sharp(await jpegPhoto(900, 600)).toFile(photoPath);
    const session = (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json();
    const customer = { id: session.user.id, name: 'Una Uploader', email: 'una@example.com' };
    const render = await t.modules.uploads.service.createRequest(
      customer,
      'Retro',
      { path: photoPath, filename: 'seed.jpg' },
      { draft: false },
    );
    expect(render).toMatchObject({ style: 'Retro', aspectRatio: '3x2', status: 'pending', filename: 'seed.jpg' });
    const list = await t.app.inject({ method: 'GET', url: '/api/renders', headers: { cookie } });
    expect(list.json().renders.map((listed: { id: string }) => listed.id)).toEqual([render.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/allowance', headers: { cookie } })).json().remaining).toBe(2);
    expect(filesUnder(join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('ten simultaneous uploads from one customer store only two', async () => {
    const photo = { name: 'a.jpg', type: 'image/jpeg', content: await jpegPhoto(400, 400) };
    const responses = await Promise.all(Array.from({ length: 10 }, () => upload(photo)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    const stored = await t.database.db.selectFrom('render').select('id').execute();
    expect(stored).toHaveLength(2);
    expect(filesUnder(join(t.config.dataDir, 'tmp'))).toEqual([]);
    // The refused uploads' files, stored before their slot was refused, are gone.
    expect(readdirSync(join(t.config.dataDir, 'files', 'renders')).sort()).toEqual(stored.map((render) => render.id).sort());
  });
});
