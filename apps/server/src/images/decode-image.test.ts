import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '#test/multipart.ts';
import { createTestApp, signUp } from '#test/test-app.ts';
import { decodeImage } from './decode-image.ts';

/** A real HEIC (HEVC in HEIF), as iPhones take them: made with libheif's heif-enc from e2e/files/bike-photo.webp. */
const HEIC_PHOTO = new URL('../../test/files/bike.heic', import.meta.url);

describe('iPhone photos (HEIC)', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'heic-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('are decoded to an upright JPEG without their metadata', async () => {
    const decoded = await decodeImage(HEIC_PHOTO.pathname, { maxPixels: 50_000_000, workDir });
    expect([decoded.width, decoded.height, decoded.output.contentType]).toEqual([1200, 750, 'image/jpeg']);
    const metadata = await sharp(decoded.normalisedPath).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 1200, 750, undefined]);
    const { dominant } = await sharp(decoded.normalisedPath).stats();
    expect(dominant.r + dominant.g + dominant.b).toBeGreaterThan(0);
  });

  it('refuse a damaged one with the damaged-image message', async () => {
    const damaged = join(workDir, 'damaged.heic');
    const bytes = await readFile(HEIC_PHOTO);
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 3)));
    await expect(decodeImage(damaged, { maxPixels: 50_000_000, workDir })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('upload like any photo', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await signUp(t.app, { name: 'Ivy Phone', email: 'ivy@example.com' });
      const body = await multipart(
        { style: 'Retro' },
        { field: 'photo', name: 'IMG_0042.HEIC', type: 'image/heic', content: await readFile(HEIC_PHOTO) },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().render).toMatchObject({ width: 1200, height: 750, aspectRatio: '3x2' });
      const original = await t.app.inject({ method: 'GET', url: response.json().render.originalUrl, headers: { cookie } });
      expect(original.headers['content-type']).toBe('image/jpeg');
    } finally {
      await t.close();
    }
  });
});
