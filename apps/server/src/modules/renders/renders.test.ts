import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertOrderLines } from '#test/order-lines.ts';
import { jpegPhoto } from '#test/images.ts';
import { multipart } from '#test/multipart.ts';
import { digitalOnlyRenderImage, publishFinishedRender } from '#test/production.ts';
import { saveStore, signIn, signInRoles, signUp, type Role, type SavedStore, type TestApp } from '#test/test-app.ts';

describe('renders', () => {
  let t: TestApp;
  let as: (role: Role) => Record<string, string>;

  // Every test starts with its people signed in (password hashing: most of a test app's CPU), done once; each test on its own copy of that store.
  let saved: SavedStore<(role: Role) => Record<string, string>>;
  beforeAll(async () => {
    saved = await saveStore({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, signInRoles);
  });
  afterAll(async () => saved?.drop());
  beforeEach(async () => {
    t = await saved.open();
    as = saved.made;
  });
  afterEach(async () => {
    await t?.close();
  });

  async function uploadAs(role: Role, style = 'Retro', size: [number, number] = [800, 600]): Promise<string> {
    const body = await multipart({ style }, { field: 'photo', name: 'bike.jpg', type: 'image/jpeg', content: await jpegPhoto(...size) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, ...as(role) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().render.id;
  }

  function completeAs(role: Role, id: string, image?: Buffer) {
    return publishFinishedRender(t.app, id, as(role), image);
  }

  it('completing derives five results, emails the customer, and shows them under the render', async () => {
    const id = await uploadAs('customer');
    const response = await completeAs('admin', id);
    expect(response.statusCode).toBe(200);
    const { render } = response.json();
    expect(render.status).toBe('complete');
    expect(Object.keys(render.results)).toEqual(['1x1', '4x5', '2x3', '3x2', '5x4']);
    // Each result is its print file: the 1500 x 1000 image's crops enlarged twice.
    expect(render.results['1x1']).toMatchObject({ width: 2000, height: 2000 });
    expect(render.results['3x2']).toMatchObject({ width: 3000, height: 2000 });

    const full = await t.app.inject({ method: 'GET', url: `${render.results['4x5'].full}&download=1`, headers: as('admin') });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-disposition']).toMatch(/attachment; filename="motomuse-retro-4x5-/);
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(['jpeg', 1600, 2000]);

    const preview = await t.app.inject({ method: 'GET', url: render.results['4x5'].preview });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toContain('public');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(800);

    // The phone's copy: made on the first request, the same bytes from storage after.
    expect(render.results['4x5'].smallPreview).toBe(`${render.results['4x5'].preview}&w=720`);
    const small = await t.app.inject({ method: 'GET', url: render.results['4x5'].smallPreview });
    expect(small.statusCode).toBe(200);
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(['webp', 720, 900]);
    const again = await t.app.inject({ method: 'GET', url: render.results['4x5'].smallPreview });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${render.results['4x5'].preview}&w=500` })).statusCode).toBe(400);

    await t.app.mailer.deliverDue();
    const email = t.mail.sent.find((sent) => sent.subject === 'Your MotoMuse render is ready');
    expect(email?.to).toBe('owner@example.com');
    expect(email?.text).toContain(`http://localhost:3000/product/${id}`);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/renders', headers: as('customer') })).json().renders;
    expect(mine[0]).toMatchObject({ id, status: 'complete' });
    expect(mine[0].results['1x1'].full).toBeUndefined();
  });

  it('refuses a finished render that is not an image, and needs a file', async () => {
    const id = await uploadAs('customer');
    const bad = await completeAs('admin', id, Buffer.from('not an image'));
    expect(bad.statusCode).toBe(400);
    const noFile = await multipart({ note: 'no file attached' });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions`,
      headers: { ...noFile.headers, ...as('admin') },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a file to upload.');
    expect((await t.app.inject({ method: 'GET', url: `/api/renders/${id}` })).json().status).toBe('pending');
  });

  it('delete moves to the recycle bin; restore brings back the status it had', async () => {
    const pendingId = await uploadAs('customer');
    const completeId = await uploadAs('customer', 'Anime');
    // Print files at the smallest size: this test does not look at them.
    await completeAs('admin', completeId, await digitalOnlyRenderImage());

    for (const id of [pendingId, completeId]) {
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/renders/${id}`, headers: as('admin') });
      expect(deleted.json().render).toMatchObject({ status: 'deleted' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/renders', headers: as('customer') })).json().renders).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/renders/${completeId}` })).statusCode).toBe(404);

    const bin = (await t.app.inject({ method: 'GET', url: '/api/admin/renders?status=deleted', headers: as('admin') })).json();
    expect(bin.total).toBe(2);
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/renders?status=all', headers: as('admin') })).json();
    expect(all.total).toBe(0);

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/renders/${pendingId}/restore`, headers: as('admin') })).json().render.status,
    ).toBe('pending');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/renders/${completeId}/restore`, headers: as('admin') })).json().render.status,
    ).toBe('complete');
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/renders/${completeId}/restore`, headers: as('admin') })).statusCode).toBe(
      404,
    );
  });

  it('pages, filters and sorts the admin queue on the server', async () => {
    for (let index = 0; index < 12; index += 1) {
      const email = `rider${String(index).padStart(2, '0')}@example.com`;
      await signUp(t.app, { name: `Rider ${String.fromCharCode(65 + index)}`, email });
      const cookie = (await signIn(t.app, email, 'secret-123')).cookie;
      const body = await multipart(
        { style: index % 2 === 0 ? 'Cyberpunk' : 'Cartoon' },
        { field: 'photo', name: 'b.jpg', type: 'image/jpeg', content: await jpegPhoto(300, 300) },
      );
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, cookie }, payload: body.payload }))
          .statusCode,
      ).toBe(201);
    }
    const first = (await t.app.inject({ method: 'GET', url: '/api/admin/renders?sort=name-asc', headers: as('admin') })).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ customerName: 'Rider A', customerEmail: 'rider00@example.com' });
    const second = (await t.app.inject({ method: 'GET', url: '/api/admin/renders?sort=name-asc&page=2', headers: as('admin') })).json();
    expect(second.items.map((item: { customerName: string }) => item.customerName)).toEqual(['Rider K', 'Rider L']);
    const descending = (await t.app.inject({ method: 'GET', url: '/api/admin/renders?sort=name-desc', headers: as('admin') })).json();
    expect(descending.items[0].customerName).toBe('Rider L');
    const cyberpunk = (
      await t.app.inject({ method: 'GET', url: '/api/admin/renders?style=Cyberpunk&status=pending', headers: as('admin') })
    ).json();
    expect(cyberpunk.total).toBe(6);
    expect(cyberpunk.items.every((item: { style: string }) => item.style === 'Cyberpunk')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/renders?status=lost', headers: as('admin') });
    expect(bad.statusCode).toBe(400);
  });

  it('the queue says what each pending request needs, and filters by it', async () => {
    // One upload; the others are copies of its row, so no background draft marks them ready mid-test.
    const draftReady = await uploadAs('customer');
    const row = await t.database.db.selectFrom('render').selectAll().where('id', '=', draftReady).executeTakeFirstOrThrow();
    const hourAndAHalfAgo = new Date(Date.now() - 90 * 60_000).toISOString();
    const copies = {
      fresh: { submittedAt: new Date().toISOString() },
      revision: { revisionNote: 'Redder tank', revisionRequestedAt: new Date().toISOString(), submittedAt: hourAndAHalfAgo },
      paidLate: { submittedAt: hourAndAHalfAgo },
      complete: { status: 'complete' as const, submittedAt: hourAndAHalfAgo },
    };
    for (const [id, changes] of Object.entries(copies))
      await t.database.db
        .insertInto('render')
        .values({
          ...row,
          id,
          completedAt: null,
          deletedAt: null,
          draftReadyAt: null,
          reviewStartedAt: null,
          revisionRequestedAt: null,
          ...changes,
        })
        .execute();
    await t.database.db.updateTable('render').set({ draftReadyAt: new Date().toISOString() }).where('id', '=', draftReady).execute();
    const now = new Date().toISOString();
    const owner = await t.database.db.selectFrom('user').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('order')
      .values({
        id: 'order-1',
        paymentSessionId: 'cs_1',
        userId: owner.id,
        name: 'Olive Owner',
        email: 'owner@example.com',
        status: 'paid',
        shipping: null,
        amountCents: 2000,
        printProvider: 'manual',
        printOrderId: null,
        printDashboardUrl: null,
        printStatus: null,
        printNextAttemptAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const line = {
      style: 'Retro',
      image: '',
      aspectRatio: '1x1',
      size: 'Digital Download',
      quantity: 1,
      isDigital: true,
      unitPriceCents: 1000,
    };
    await insertOrderLines(t.database.db, { id: 'order-1', createdAt: now }, [
      { ...line, renderId: 'paidLate' },
      { ...line, renderId: 'complete' },
    ]);

    const queue = async (search: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/renders?${search}`, headers: as('admin') });
      expect(response.statusCode).toBe(200);
      return response.json().items as { id: string; draftReady: boolean; hasPaidOrder: boolean; revisionNote: string | null }[];
    };
    const facts = (await queue('sort=oldest')).map(({ id, draftReady, hasPaidOrder, revisionNote }) => ({
      id,
      draftReady,
      hasPaidOrder,
      revisionNote,
    }));
    expect(facts).toEqual(
      expect.arrayContaining([
        { id: draftReady, draftReady: true, hasPaidOrder: false, revisionNote: null },
        { id: 'fresh', draftReady: false, hasPaidOrder: false, revisionNote: null },
        { id: 'revision', draftReady: false, hasPaidOrder: false, revisionNote: 'Redder tank' },
        { id: 'paidLate', draftReady: false, hasPaidOrder: true, revisionNote: null },
        // A complete render's buyers are not waiting for it.
        { id: 'complete', draftReady: false, hasPaidOrder: false, revisionNote: null },
      ]),
    );
    const ids = async (attention: string) => (await queue(`attention=${attention}`)).map((item) => item.id);
    expect(await ids('draft-ready')).toEqual([draftReady]);
    expect(await ids('revision')).toEqual(['revision']);
    expect(await ids('paid-waiting')).toEqual(['paidLate']);
    // The revision's clock starts at the customer's request, not the upload.
    expect(await ids('over-target')).toEqual(['paidLate']);
    expect((await queue('attention=paid-waiting&status=complete')).map((item) => item.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/renders?attention=urgent', headers: as('admin') })).statusCode).toBe(400);
  });

  it('tells the dashboard no render is finished yet, so the 1-hour target applies', async () => {
    const mine = async () => (await t.app.inject({ method: 'GET', url: '/api/renders', headers: as('customer') })).json();
    expect((await mine()).turnaround).toEqual({ medianMinutes: null, basedOn: 0 });
  });

  it('quotes the median minutes of the latest finished renders', async () => {
    for (const minutes of [20, 35, 40, 55, 300])
      await t.modules.analytics.service.record({
        name: 'render_completed',
        renderId: `r-${minutes}`,
        style: 'Retro',
        durationSeconds: minutes * 60,
      });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/renders', headers: as('customer') })).json();
    expect(mine.turnaround).toEqual({ medianMinutes: 40, basedOn: 5 });
  });

  describe('access matrix', () => {
    const expected: Record<string, Record<Role, number>> = {
      'list own': { visitor: 401, customer: 200, other: 200, staff: 200, admin: 200 },
      read: { visitor: 200, customer: 200, other: 200, staff: 200, admin: 200 },
      original: { visitor: 401, customer: 200, other: 403, staff: 200, admin: 200 },
      'original preview': { visitor: 401, customer: 200, other: 403, staff: 200, admin: 200 },
      'result preview': { visitor: 200, customer: 200, other: 200, staff: 200, admin: 200 },
      'result full (download)': { visitor: 401, customer: 403, other: 403, staff: 200, admin: 200 },
      upload: { visitor: 401, customer: 201, other: 201, staff: 201, admin: 201 },
      'admin queue': { visitor: 401, customer: 403, other: 403, staff: 200, admin: 200 },
      'upload finished image': { visitor: 401, customer: 403, other: 403, staff: 202, admin: 202 },
      delete: { visitor: 401, customer: 403, other: 403, staff: 200, admin: 200 },
      restore: { visitor: 401, customer: 403, other: 403, staff: 200, admin: 200 },
    };

    it('every render endpoint answers each role as it should', async () => {
      const id = await uploadAs('customer');
      expect((await completeAs('admin', id, await digitalOnlyRenderImage())).statusCode).toBe(200);
      const photo = await jpegPhoto(300, 300);
      const actual: Record<string, Record<Role, number>> = {};
      for (const role of ['visitor', 'customer', 'other', 'admin', 'staff'] as const) {
        const headers = as(role);
        const status = async (request: InjectOptions) => (await t.app.inject(request)).statusCode;
        const uploadBody = await multipart({ style: 'Retro' }, { field: 'photo', name: 'b.jpg', type: 'image/jpeg', content: photo });
        const renderBody = await multipart({}, { field: 'render', name: 'r.jpg', type: 'image/jpeg', content: photo });
        const row: Record<string, number> = {
          'list own': await status({ method: 'GET', url: '/api/renders', headers }),
          read: await status({ method: 'GET', url: `/api/renders/${id}`, headers }),
          original: await status({ method: 'GET', url: `/api/renders/${id}/original`, headers }),
          'original preview': await status({ method: 'GET', url: `/api/renders/${id}/original/preview`, headers }),
          'result preview': await status({ method: 'GET', url: `/api/renders/${id}/results/1x1/preview`, headers }),
          'result full (download)': await status({ method: 'GET', url: `/api/renders/${id}/results/1x1?download=1`, headers }),
          upload: await status({
            method: 'POST',
            url: '/api/uploads',
            headers: { ...uploadBody.headers, ...headers },
            payload: uploadBody.payload,
          }),
          'admin queue': await status({ method: 'GET', url: '/api/admin/renders', headers }),
          'upload finished image': await status({
            method: 'POST',
            url: `/api/admin/renders/${id}/versions`,
            headers: { ...renderBody.headers, ...headers },
            payload: renderBody.payload,
          }),
          delete: await status({ method: 'DELETE', url: `/api/admin/renders/${id}`, headers }),
          restore: await status({ method: 'POST', url: `/api/admin/renders/${id}/restore`, headers }),
        };
        for (const [endpoint, code] of Object.entries(row)) (actual[endpoint] ??= {} as Record<Role, number>)[role] = code;
      }
      expect(actual).toEqual(expected);
    });

    it('the read view shows originals only to the owner and admins, full results only to admins', async () => {
      const id = await uploadAs('customer');
      await completeAs('admin', id, await digitalOnlyRenderImage());
      const view = async (role: Role) => (await t.app.inject({ method: 'GET', url: `/api/renders/${id}`, headers: as(role) })).json();
      expect((await view('visitor')).originalUrl).toBeUndefined();
      expect((await view('other')).originalUrl).toBeUndefined();
      expect((await view('customer')).originalUrl).toBe(`/api/renders/${id}/original`);
      expect((await view('customer')).results['1x1'].full).toBeUndefined();
      expect((await view('admin')).results['1x1'].full).toMatch(`/api/renders/${id}/results/1x1?v=`);
    });
  });
});
