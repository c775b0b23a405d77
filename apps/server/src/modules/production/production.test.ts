import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CANCEL_MESSAGES, CONFIRM_PUBLISH, PUBLISH_MESSAGES, PUBLISH_PROBLEMS, REVISION_MESSAGES } from '@store/shared/production';
import { insertOrderLines } from '#test/order-lines.ts';
import { jpegPhoto } from '#test/images.ts';
import { multipart } from '#test/multipart.ts';
import { digitalOnlyRenderImage, finishedRenderImage, publishFinishedRender, sellingRenderImage, waitFor } from '#test/production.ts';
import { saveStore, signInRoles, type Role, type SavedStore, type TestApp } from '#test/test-app.ts';

describe('production line', () => {
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

  async function uploadAs(role: Role, style = 'Retro'): Promise<string> {
    const body = await multipart({ style }, { field: 'photo', name: 'bike.jpg', type: 'image/jpeg', content: await jpegPhoto(900, 600) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, ...as(role) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().render.id;
  }

  async function workbench(id: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/renders/${id}/workbench`, headers: as('admin') });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function myRender(id: string, role: Role = 'customer') {
    const renders = (await t.app.inject({ method: 'GET', url: '/api/renders', headers: as(role) })).json().renders as { id: string }[];
    return renders.find((render) => render.id === id) as
      { status: string; progress: { stage: string; revision: { note: string } | null; revisionsLeft: number } } | undefined;
  }

  async function subjects(): Promise<string[]> {
    await t.app.mailer.deliverDue();
    return t.mail.sent.map((email) => email.subject);
  }

  it('a customer sees honest progress: received, in review once staff open it, complete once published', async () => {
    const id = await uploadAs('customer');
    expect((await myRender(id))?.progress).toEqual({ stage: 'received', revision: null, revisionsLeft: 1 });
    expect(await workbench(id)).toMatchObject({ stage: 'received', drafts: [], versions: [], orderCount: 0, findings: [] });
    expect((await myRender(id))?.progress.stage).toBe('received');
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/renders/${id}/review`, headers: as('admin') })).statusCode).toBe(204);
    expect((await workbench(id)).stage).toBe('in-review');
    expect((await myRender(id))?.progress.stage).toBe('in-review');
    expect((await publishFinishedRender(t.app, id, as('admin'), await digitalOnlyRenderImage())).statusCode).toBe(200);
    expect((await myRender(id))?.progress.stage).toBe('complete');
  });

  it('an uploaded finished image becomes a version with five ratio crops, then the published result', async () => {
    const id = await uploadAs('customer');
    const body = await multipart({}, { field: 'render', name: 'render.png', type: 'image/png', content: await finishedRenderImage() });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions`,
      headers: { ...body.headers, ...as('admin') },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(202);
    const { version } = created.json();
    expect(version).toMatchObject({ number: 1, source: 'upload', status: expect.stringMatching(/queued|running|ready/) });

    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions/${version.id}/publish`,
      headers: as('admin'),
      payload: {},
    });
    if (early.statusCode === 409) expect(early.json().message).toBe(PUBLISH_MESSAGES.notReady);

    const ready = await waitFor('the version', async () =>
      (await workbench(id)).versions.find((candidate: { status: string }) => candidate.status === 'ready'),
    );
    expect(Object.keys(ready.results)).toEqual(['1x1', '4x5', '2x3', '3x2', '5x4']);
    // Print files are the crops enlarged twice, as far as the engine keeps detail.
    expect(ready.results['3x2']).toMatchObject({ width: 3000, height: 2000, crop: { left: 0, top: 0, width: 1500, height: 1000 } });
    expect(ready.image).toEqual({ width: 1500, height: 1000 });
    const crop = await t.app.inject({ method: 'GET', url: ready.results['4x5'].previewUrl, headers: as('admin') });
    expect([crop.statusCode, crop.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await t.app.inject({ method: 'GET', url: ready.sourceUrl, headers: as('admin') })).statusCode).toBe(200);

    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions/${version.id}/publish`,
      headers: as('admin'),
      // Its 3000×2000 print file is short of the 30x20 canvas the customer's 3x2 starts at.
      payload: { confirmed: ['TOO_SMALL_FOR_CANVAS'] },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ stage: 'complete', render: { status: 'complete' } });
    const read = (await t.app.inject({ method: 'GET', url: `/api/renders/${id}` })).json();
    expect(read.results['3x2']).toMatchObject({ width: 3000, height: 2000 });
    expect((await t.app.inject({ method: 'GET', url: read.results['3x2'].preview })).statusCode).toBe(200);
    expect(await subjects()).toContain('Your MotoMuse render is ready');
  });

  it('staff move, scale and reset one crop before publishing; that ratio is made again, the others stay', async () => {
    const id = await uploadAs('customer');
    const body = await multipart({}, { field: 'render', name: 'render.png', type: 'image/png', content: await finishedRenderImage() });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions`,
      headers: { ...body.headers, ...as('admin') },
      payload: body.payload,
    });
    const versionId: string = created.json().version.id;
    const readyVersion = () =>
      waitFor('the version', async () =>
        (await workbench(id)).versions.find(
          (candidate: { id: string; status: string }) => candidate.id === versionId && candidate.status === 'ready',
        ),
      );
    const first = await readyVersion();
    const centred = first.results['1x1'].crop;
    expect(centred).toEqual({ left: 250, top: 0, width: 1000, height: 1000 });
    const cropUrl = (ratio: string) => `/api/admin/renders/${id}/versions/${versionId}/crops/${ratio}`;

    const moved = await t.app.inject({
      method: 'PUT',
      url: cropUrl('1x1'),
      headers: as('admin'),
      payload: { crop: { left: 700, top: 200, width: 800, height: 800 } },
    });
    expect(moved.statusCode).toBe(202);
    expect(moved.json().version.status).toMatch(/queued|running|ready/);
    const recropped = await readyVersion();
    expect(recropped.results['1x1']).toMatchObject({ width: 1600, height: 1600, crop: { left: 700, top: 200, width: 800, height: 800 } });
    expect(recropped.results['1x1'].previewUrl).not.toBe(first.results['1x1'].previewUrl);
    expect(recropped.results['3x2']).toEqual(first.results['3x2']);

    const reset = await t.app.inject({ method: 'PUT', url: cropUrl('1x1'), headers: as('admin'), payload: { crop: null } });
    expect(reset.statusCode).toBe(202);
    expect((await readyVersion()).results['1x1'].crop).toEqual(centred);

    const outside = await t.app.inject({
      method: 'PUT',
      url: cropUrl('1x1'),
      headers: as('admin'),
      payload: { crop: { left: 900, top: 0, width: 800, height: 800 } },
    });
    expect([outside.statusCode, outside.json().error, outside.json().message]).toEqual([
      400,
      'INVALID_CROP',
      'The crop must lie inside the image.',
    ]);
    const misshapen = await t.app.inject({
      method: 'PUT',
      url: cropUrl('4x5'),
      headers: as('admin'),
      payload: { crop: { left: 0, top: 0, width: 800, height: 800 } },
    });
    expect([misshapen.statusCode, misshapen.json().error]).toEqual([400, 'INVALID_CROP']);
    expect((await t.app.inject({ method: 'PUT', url: cropUrl('7x9'), headers: as('admin'), payload: { crop: null } })).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/renders/${id}/versions/unknown/crops/1x1`,
          headers: as('admin'),
          payload: { crop: null },
        })
      ).statusCode,
    ).toBe(404);

    // The finished image is too small for the customer's ratio on canvas: staff confirm it, as the workbench asks.
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions/${versionId}/publish`,
      headers: as('admin'),
      payload: { confirmed: ['TOO_SMALL_FOR_CANVAS'] },
    });
    expect(published.statusCode).toBe(200);
    const afterPublish = await t.app.inject({ method: 'PUT', url: cropUrl('1x1'), headers: as('admin'), payload: { crop: null } });
    expect([afterPublish.statusCode, afterPublish.json().error]).toEqual([409, 'VERSION_PUBLISHED']);
  });

  it('revision: one free change with a note, back in the queue, a new version published, earlier versions kept for staff', async () => {
    const id = await uploadAs('customer');
    expect((await publishFinishedRender(t.app, id, as('admin'), await digitalOnlyRenderImage())).statusCode).toBe(200);

    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/renders/${id}/revision`,
      headers: as('customer'),
      payload: { note: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/renders/${id}/revision`,
      headers: as('other'),
      payload: { note: 'Make it mine' },
    });
    expect(stranger.statusCode).toBe(403);

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/renders/${id}/revision`,
      headers: as('customer'),
      payload: { note: 'Please make the tank blue' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().render).toMatchObject({
      status: 'complete',
      progress: { stage: 'received', revision: { note: 'Please make the tank blue', number: 1 }, revisionsLeft: 0 },
    });
    expect(await subjects()).toContain('We got your revision request');

    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/renders?status=pending', headers: as('admin') })).json();
    expect(queue.items[0]).toMatchObject({
      id,
      revisionNote: 'Please make the tank blue',
      revisionRequestedAt: asked.json().render.progress.revision.requestedAt,
    });
    expect((await workbench(id)).revision).toMatchObject({ note: 'Please make the tank blue', number: 1 });

    expect((await publishFinishedRender(t.app, id, as('admin'), await jpegPhoto(1200, 1200))).statusCode).toBe(200);
    const after = await workbench(id);
    expect(
      after.versions.map((version: { number: number; publishedAt: string | null }) => [version.number, version.publishedAt !== null]),
    ).toEqual([
      [2, true],
      [1, true],
    ]);
    expect((await t.app.inject({ method: 'GET', url: after.versions[1].sourceUrl, headers: as('admin') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/renders/${id}` })).json().results['1x1']).toMatchObject({
      width: 2400,
      height: 2400,
    });
    expect(await subjects()).toContain('Your revised MotoMuse render is ready');
    expect((await myRender(id))?.progress).toMatchObject({ stage: 'complete', revision: null, revisionsLeft: 0 });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/renders/${id}/revision`,
      headers: as('customer'),
      payload: { note: 'One more?' },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, REVISION_MESSAGES.noneLeft]);
  });

  it('publishing over a render customers have bought asks for confirmation first', async () => {
    const id = await uploadAs('customer');
    const first = await publish(id, await readyUploadVersion(id, await sellingRenderImage()), {});
    expect(first.statusCode).toBe(200);
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
        amountCents: 1000,
        printProvider: 'manual',
        printOrderId: null,
        printDashboardUrl: null,
        printStatus: null,
        printNextAttemptAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await insertOrderLines(t.database.db, { id: 'order-1', createdAt: now }, [
      {
        renderId: id,
        style: 'Anime',
        image: '',
        aspectRatio: '1x1',
        size: 'Digital Download',
        quantity: 1,
        isDigital: true,
        unitPriceCents: 1000,
      },
    ]);
    expect((await workbench(id)).orderCount).toBe(1);

    const version = { id: await readyUploadVersion(id, await sellingRenderImage()) };
    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions/${version.id}/publish`,
      headers: as('admin'),
      payload: {},
    });
    expect([unconfirmed.statusCode, unconfirmed.json()]).toEqual([
      409,
      { error: CONFIRM_PUBLISH, message: PUBLISH_MESSAGES.paidOrders(1), fields: { PAID_ORDERS: PUBLISH_MESSAGES.paidOrders(1) } },
    ]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions/${version.id}/publish`,
      headers: as('admin'),
      payload: { confirmed: ['PAID_ORDERS'] },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().versions[0]).toMatchObject({ id: version.id, publishedAt: expect.any(String) });
  });

  /** Staff's own finished image as a ready version, not yet published. */
  async function readyUploadVersion(id: string, image: Buffer): Promise<string> {
    const body = await multipart({}, { field: 'render', name: 'render.png', type: 'image/png', content: image });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions`,
      headers: { ...body.headers, ...as('admin') },
      payload: body.payload,
    });
    const versionId: string = created.json().version.id;
    await waitFor('the version', async () =>
      (await workbench(id)).versions.find(
        (candidate: { id: string; status: string }) => candidate.id === versionId && candidate.status === 'ready',
      ),
    );
    return versionId;
  }

  function publish(id: string, versionId: string, payload: object) {
    return t.app.inject({ method: 'POST', url: `/api/admin/renders/${id}/versions/${versionId}/publish`, headers: as('admin'), payload });
  }

  it("a version from a draft in another style than the customer's is refused until staff confirm it", async () => {
    const id = await uploadAs('customer', 'Cyberpunk');
    const versionId = await readyUploadVersion(id, await sellingRenderImage());
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('renderDraft')
      .values({
        id: 'retro-draft',
        renderId: id,
        style: 'Retro',
        backdrop: 'plain',
        status: 'ready',
        step: null,
        error: null,
        attempts: 1,
        width: 1500,
        height: 1000,
        durationMs: 1,
        createdAt: now,
        finishedAt: now,
      })
      .execute();
    await t.database.db.updateTable('renderVersion').set({ source: 'draft', draftId: 'retro-draft' }).where('id', '=', versionId).execute();

    const refused = await publish(id, versionId, { confirmed: ['TOO_SMALL_FOR_CANVAS', 'PAID_ORDERS'] });
    const styleDiffers = PUBLISH_MESSAGES.styleDiffers('Retro', 'Cyberpunk');
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { error: CONFIRM_PUBLISH, message: styleDiffers, fields: { STYLE_DIFFERS: styleDiffers } },
    ]);
    expect((await myRender(id))?.status).toBe('pending');
    const confirmed = await publish(id, versionId, { confirmed: ['STYLE_DIFFERS'] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ stage: 'complete', render: { status: 'complete', style: 'Cyberpunk' } });
  });

  it("a print file too small for the customer's smallest canvas is refused until staff confirm it", async () => {
    const id = await uploadAs('customer');
    const versionId = await readyUploadVersion(id, await digitalOnlyRenderImage());
    expect((await publish(id, versionId, { confirmed: ['NOPE'] })).statusCode).toBe(400);
    const refused = await publish(id, versionId, {});
    const tooSmall = PUBLISH_MESSAGES.tooSmallForCanvas('3x2', '30x20');
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { error: CONFIRM_PUBLISH, message: tooSmall, fields: { TOO_SMALL_FOR_CANVAS: tooSmall } },
    ]);
    expect((await publish(id, versionId, { confirmed: ['TOO_SMALL_FOR_CANVAS'] })).statusCode).toBe(200);
  });

  it('a job whose image worker process is killed runs again in a fresh process', async () => {
    const id = await uploadAs('customer');
    const body = await multipart({}, { field: 'render', name: 'big.jpg', type: 'image/jpeg', content: await jpegPhoto(9000, 6000) });
    const { version } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/renders/${id}/versions`,
        headers: { ...body.headers, ...as('admin') },
        payload: body.payload,
      })
    ).json();
    const status = async () =>
      (await workbench(id)).versions.find((candidate: { id: string }) => candidate.id === version.id)?.status as string;
    await waitFor('the version to be running', async () => (await status()) === 'running' && t.modules.production.workers.deriver.pid());
    const killed = t.modules.production.workers.deriver.pid()!;
    process.kill(killed, 'SIGKILL');
    await waitFor('the version after a retry', async () => (await status()) === 'ready', 120_000);
    expect(t.modules.production.workers.deriver.pid()).not.toBe(killed);
  });

  it('a revision needs a complete render', async () => {
    const id = await uploadAs('customer');
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/renders/${id}/revision`,
      headers: as('customer'),
      payload: { note: 'Faster please' },
    });
    expect([early.statusCode, early.json().message]).toEqual([409, REVISION_MESSAGES.notComplete]);
  });

  it('the owner cancels a pending request: gone from the dashboard and the queue, the upload still counts', async () => {
    const id = await uploadAs('customer');
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/allowance', headers: as('customer') })).json().remaining).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/renders/${id}/cancel`, headers: as('other') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/renders/${id}/cancel`, headers: as('customer') })).statusCode).toBe(204);
    expect(await myRender(id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/renders', headers: as('admin') })).json().total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/allowance', headers: as('customer') })).json().remaining).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/renders/${id}/cancel`, headers: as('customer') })).statusCode).toBe(404);

    const done = await uploadAs('customer');
    await publishFinishedRender(t.app, done, as('admin'), await digitalOnlyRenderImage());
    const late = await t.app.inject({ method: 'POST', url: `/api/renders/${done}/cancel`, headers: as('customer') });
    expect([late.statusCode, late.json().message]).toEqual([409, CANCEL_MESSAGES.notPending]);
  });

  it('refuses a finished image that is not an image, leaving no version', async () => {
    const id = await uploadAs('customer');
    const body = await multipart(
      {},
      { field: 'render', name: 'render.png', type: 'image/png', content: Buffer.from('not an image at all') },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions`,
      headers: { ...body.headers, ...as('admin') },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect((await workbench(id)).versions).toEqual([]);
  });

  it('unknown drafts and versions are 404, and a draft must be ready to become a version', async () => {
    const id = await uploadAs('customer');
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions/from-draft`,
      headers: as('admin'),
      payload: { draftId: 'nope' },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/renders/${id}/versions/nope/publish`, headers: as('admin'), payload: {} }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/renders/nope/workbench`, headers: as('admin') })).statusCode).toBe(404);
    const draft = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/drafts`,
      headers: as('admin'),
      payload: { style: 'Anime', backdrop: 'plain' },
    });
    expect(draft.statusCode).toBe(202);
    expect(draft.json().draft).toMatchObject({ style: 'Anime', backdrop: 'plain', status: 'queued', previewUrl: null });
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions/from-draft`,
      headers: as('admin'),
      payload: { draftId: draft.json().draft.id },
    });
    expect([404, 409]).toContain(early.statusCode);
    const badStyle = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/drafts`,
      headers: as('admin'),
      payload: { style: 'Baroque' },
    });
    expect(badStyle.statusCode).toBe(400);
  });

  describe('access matrix', () => {
    it('every production endpoint answers each role as it should', async () => {
      const id = await uploadAs('customer');
      const completeId = await uploadAs('customer', 'Anime');
      expect((await publishFinishedRender(t.app, completeId, as('admin'), await digitalOnlyRenderImage())).statusCode).toBe(200);
      const versionId = (await workbench(completeId)).versions[0].id as string;
      const photo = await jpegPhoto(400, 300);
      const expected: Record<string, Record<Role, number>> = {
        'photo check': { visitor: 401, customer: 200, other: 200, staff: 200, admin: 200 },
        'cancel pending': { visitor: 401, customer: 204, other: 403, staff: 403, admin: 403 },
        'request revision': { visitor: 401, customer: 200, other: 403, staff: 403, admin: 403 },
        workbench: { visitor: 401, customer: 403, other: 403, staff: 200, admin: 200 },
        'start review': { visitor: 401, customer: 403, other: 403, staff: 204, admin: 204 },
        'request draft': { visitor: 401, customer: 403, other: 403, staff: 202, admin: 202 },
        'draft file': { visitor: 401, customer: 403, other: 403, staff: 404, admin: 404 },
        'version from upload': { visitor: 401, customer: 403, other: 403, staff: 202, admin: 202 },
        'version from draft': { visitor: 401, customer: 403, other: 403, staff: 404, admin: 404 },
        'version source': { visitor: 401, customer: 403, other: 403, staff: 200, admin: 200 },
        'version crop': { visitor: 401, customer: 403, other: 403, staff: 200, admin: 200 },
        'move crop (bad body)': { visitor: 401, customer: 403, other: 403, staff: 400, admin: 400 },
        publish: { visitor: 401, customer: 403, other: 403, staff: 200, admin: 200 },
      };
      const actual: Record<string, Record<Role, number>> = {};
      // The owner goes last among the customers so that its own cancel and revision succeed once.
      for (const role of ['visitor', 'other', 'admin', 'staff', 'customer'] as const) {
        const headers = as(role);
        const status = async (request: InjectOptions) => (await t.app.inject(request)).statusCode;
        const checkBody = await multipart({}, { field: 'photo', name: 'b.jpg', type: 'image/jpeg', content: photo });
        const renderBody = await multipart({}, { field: 'render', name: 'r.jpg', type: 'image/jpeg', content: photo });
        const row: Record<string, number> = {
          'photo check': await status({
            method: 'POST',
            url: '/api/uploads/check',
            headers: { ...checkBody.headers, ...headers },
            payload: checkBody.payload,
          }),
          'cancel pending': await status({ method: 'POST', url: `/api/renders/${id}/cancel`, headers }),
          'request revision': await status({
            method: 'POST',
            url: `/api/renders/${completeId}/revision`,
            headers,
            payload: { note: 'Bluer please' },
          }),
          workbench: await status({ method: 'GET', url: `/api/admin/renders/${completeId}/workbench`, headers }),
          'start review': await status({ method: 'POST', url: `/api/admin/renders/${completeId}/review`, headers }),
          'request draft': await status({
            method: 'POST',
            url: `/api/admin/renders/${completeId}/drafts`,
            headers,
            payload: { style: 'Retro', backdrop: 'stripes' },
          }),
          'draft file': await status({ method: 'GET', url: `/api/admin/renders/${completeId}/drafts/unknown/preview`, headers }),
          'version from upload': await status({
            method: 'POST',
            url: `/api/admin/renders/${completeId}/versions`,
            headers: { ...renderBody.headers, ...headers },
            payload: renderBody.payload,
          }),
          'version from draft': await status({
            method: 'POST',
            url: `/api/admin/renders/${completeId}/versions/from-draft`,
            headers,
            payload: { draftId: 'unknown' },
          }),
          'version source': await status({ method: 'GET', url: `/api/admin/renders/${completeId}/versions/${versionId}/source`, headers }),
          'version crop': await status({
            method: 'GET',
            url: `/api/admin/renders/${completeId}/versions/${versionId}/results/1x1/preview`,
            headers,
          }),
          // Who asks is checked before what they send: a customer learns nothing from the body's checks.
          'move crop (bad body)': await status({
            method: 'PUT',
            url: `/api/admin/renders/${completeId}/versions/${versionId}/crops/1x1`,
            headers,
            payload: { crop: { left: -1 } },
          }),
          publish: await status({
            method: 'POST',
            url: `/api/admin/renders/${completeId}/versions/${versionId}/publish`,
            headers,
            payload: { confirmed: PUBLISH_PROBLEMS },
          }),
        };
        for (const [endpoint, code] of Object.entries(row)) (actual[endpoint] ??= {} as Record<Role, number>)[role] = code;
      }
      expect(actual).toEqual(expected);
    });
  });
});
