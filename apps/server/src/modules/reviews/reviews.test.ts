import sharp from 'sharp';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '@store/shared/api/accounts';
import { reviewEndpoints } from '@store/shared/api/reviews';
import { REVIEW_MESSAGES } from '@store/shared/reviews';
import { callEndpoint } from '#test/call-endpoint.ts';
import { jpegPhoto } from '#test/images.ts';
import { multipart } from '#test/multipart.ts';
import { storeWithPublishedRender, uploadRender } from '#test/production.ts';
import { buyDigitalDownload } from '#test/purchase.ts';
import { signUp, type TestApp } from '#test/test-app.ts';

const TEXT = 'The canvas looks brilliant above the workbench.';

describe('reviews from buyers', () => {
  let t: TestApp;
  let buyer: string;
  let admin: string;
  let staff: string;
  let renderId: string;

  beforeAll(async () => {
    ({ t, buyer, admin, staff, renderId } = await storeWithPublishedRender());
    await buyDigitalDownload(t.app, buyer, renderId);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.database.db.deleteFrom('review').execute();
  });

  async function post(cookie: string | null, fields: Record<string, string>, photo?: { type: string; content: Buffer }) {
    const body = await multipart(fields, photo && { field: 'photo', name: 'wall.jpg', ...photo });
    return t.app.inject({
      method: 'POST',
      url: reviewEndpoints.create.href(),
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  }

  const shown = async () => (await callEndpoint(t.app, reviewEndpoints.approved, {})).result();
  const moderation = async (cookie: string) => (await callEndpoint(t.app, reviewEndpoints.moderation, { headers: { cookie } })).result();

  it('takes reviews only from a customer with a paid order for the render, once: visitors 401, others and unbought renders 403, twice 409', async () => {
    const other = (await signUp(t.app, { name: 'Oscar Other', email: 'oscar@example.com' })).cookie;
    expect((await post(null, { renderId, stars: '5', text: TEXT })).statusCode).toBe(401);
    const notBought = await uploadRender(t.app, buyer, 'Anime');
    const unbought = await post(buyer, { renderId: notBought, stars: '5', text: TEXT });
    expect([unbought.statusCode, unbought.json()]).toEqual([403, { error: 'NOT_A_BUYER', message: REVIEW_MESSAGES.notBuyer }]);
    expect((await post(other, { renderId, stars: '5', text: TEXT })).statusCode).toBe(403);
    const created = await post(buyer, { renderId, stars: '5', text: TEXT });
    expect(created.statusCode).toBe(201);
    expect(created.json().review).toMatchObject({ renderId, stars: 5, status: 'pending' });
    const again = await post(buyer, { renderId, stars: '4', text: TEXT });
    expect([again.statusCode, again.json().error]).toEqual([409, 'ALREADY_REVIEWED']);
    expect((await callEndpoint(t.app, reviewEndpoints.mine, { headers: { cookie: buyer } })).result().reviews).toEqual([
      expect.objectContaining({ renderId, status: 'pending' }),
    ]);
  });

  it('names each bad field: stars, text, and a photo that is not an image', async () => {
    const stars = await post(buyer, { renderId, stars: '6', text: TEXT });
    expect([stars.statusCode, stars.json().fields]).toEqual([400, { stars: REVIEW_MESSAGES.starsRequired }]);
    const text = await post(buyer, { renderId, stars: '4', text: 'Too short' });
    expect(text.json().fields).toEqual({ text: REVIEW_MESSAGES.textTooShort });
    const notImage = await post(buyer, { renderId, stars: '4', text: TEXT }, { type: 'application/pdf', content: Buffer.from('%PDF-1.4') });
    expect([notImage.statusCode, notImage.json().fields]).toEqual([400, { photo: REVIEW_MESSAGES.photoNotImage }]);
    const fake = await post(buyer, { renderId, stars: '4', text: TEXT }, { type: 'image/jpeg', content: Buffer.from('not a jpeg') });
    expect([fake.statusCode, Object.keys(fake.json().fields)]).toEqual([400, ['photo']]);
    expect(await t.database.db.selectFrom('review').selectAll().execute()).toEqual([]);
  });

  it('shows a review only once staff approve it, with the count, average and "verified purchase"; a rejected one never', async () => {
    const created = await post(
      buyer,
      { renderId, stars: '4', text: TEXT },
      { type: 'image/jpeg', content: await jpegPhoto(1600, 1200, { gps: true }) },
    );
    const id: string = created.json().review.id;
    expect((await shown()).summary).toEqual({ count: 0, average: null });
    const photo = reviewEndpoints.photo.href({ params: { id } });
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    const writerSees = await t.app.inject({ method: 'GET', url: photo, headers: { cookie: buyer } });
    expect(writerSees.statusCode).toBe(200);
    const kept = await sharp(writerSees.rawPayload).metadata();
    expect([kept.format, kept.exif, Math.max(kept.width, kept.height)]).toEqual(['webp', undefined, 1200]);

    expect((await moderation(staff)).reviews).toEqual([
      expect.objectContaining({ id, status: 'pending', customerEmail: 'pat@example.com' }),
    ]);
    const approved = await callEndpoint(t.app, reviewEndpoints.decide, {
      params: { id },
      body: { decision: 'approved' },
      headers: { cookie: staff },
    });
    expect(approved.result()).toMatchObject({ status: 'approved', decidedBy: 'Sam Staff' });

    const page = await shown();
    expect(page.summary).toEqual({ count: 1, average: 4 });
    expect(page.reviews).toEqual([
      {
        id,
        stars: 4,
        text: TEXT,
        reviewerName: 'Pat',
        style: 'Retro',
        createdAt: expect.any(String),
        photoUrl: photo,
        verifiedPurchase: true,
      },
    ]);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);

    await callEndpoint(t.app, reviewEndpoints.decide, { params: { id }, body: { decision: 'rejected' }, headers: { cookie: admin } });
    expect(await shown()).toEqual({ reviews: [], summary: { count: 0, average: null }, hasMore: false });
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
  });

  it('keeps moderation to staff and owners: visitors 401, customers 403', async () => {
    const list = reviewEndpoints.moderation.href();
    const decide = reviewEndpoints.decide.href({ params: { id: 'nope' } });
    expect((await t.app.inject({ method: 'GET', url: list })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: list, headers: { cookie: buyer } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: list, headers: { cookie: staff } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: list, headers: { cookie: admin } })).statusCode).toBe(200);
    const payload = { decision: 'approved' };
    expect((await t.app.inject({ method: 'PUT', url: decide, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: decide, payload, headers: { cookie: buyer } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: decide, payload, headers: { cookie: staff } })).statusCode).toBe(404);
  });

  it("removes a deleted account's reviews and their photos", async () => {
    const created = await post(buyer, { renderId, stars: '5', text: TEXT }, { type: 'image/jpeg', content: await jpegPhoto(800, 600) });
    const id: string = created.json().review.id;
    await callEndpoint(t.app, reviewEndpoints.decide, { params: { id }, body: { decision: 'approved' }, headers: { cookie: staff } });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: accountEndpoints.delete.href(),
      headers: { origin: 'http://localhost:3000', cookie: buyer },
      payload: { confirmation: 'DELETE', password: 'secret-123' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.selectFrom('review').selectAll().execute()).toEqual([]);
    expect((await shown()).summary.count).toBe(0);
    expect(await t.app.storage.list(`renders/${renderId}/`)).toEqual([]);
  });
});
