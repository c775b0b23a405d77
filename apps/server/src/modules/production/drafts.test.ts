import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_CHECK_MESSAGES, PHOTO_FINDINGS } from '@store/shared/photo-check';
import { multipart } from '#test/multipart.ts';
import { waitFor } from '#test/production.ts';
import { createAdmin, createTestApp, signUp, type TestApp } from '#test/test-app.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../../packages/render-engine/fixtures/${name}`, import.meta.url));

/** The real engine end to end: photo check and drafts in their worker processes. */
describe('photo check and drafts', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', PHOTO_CHECK: 'true', AUTO_DRAFTS: 'true' });
    customer = { cookie: (await signUp(t.app, { name: 'Petra Photo', email: 'petra@example.com' })).cookie };
    admin = { cookie: await createAdmin(t) };
  });
  afterAll(async () => {
    await t?.close();
  });

  async function upload(photo: Buffer, fields: Record<string, string> = {}, who: Record<string, string> = customer) {
    const body = await multipart({ style: 'Cartoon', ...fields }, { field: 'photo', name: 'bike.jpg', type: 'image/jpeg', content: photo });
    return t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, ...who }, payload: body.payload });
  }

  async function remaining(): Promise<number> {
    return (await t.app.inject({ method: 'GET', url: '/api/uploads/allowance', headers: customer })).json().remaining;
  }

  it('checks a picked photo without taking a slot: a blurred one gets the blur warning', async () => {
    const body = await multipart({}, { field: 'photo', name: 'blurred.jpg', type: 'image/jpeg', content: fixture('bad-blurred.jpg') });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/check',
      headers: { ...body.headers, ...customer },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const { check } = response.json();
    expect(check.findings.map((finding: { code: string }) => finding.code)).toContain('blurred');
    expect(check.measurements.bike).not.toBeNull();
    expect(await remaining()).toBe(2);
  });

  it('a photo with warnings waits for the customer to accept them; a tiny one is refused outright', async () => {
    const warned = await upload(fixture('bad-blurred.jpg'));
    expect([warned.statusCode, warned.json().error, warned.json().message]).toEqual([
      422,
      'PHOTO_WARNINGS',
      PHOTO_CHECK_MESSAGES.warningsNotAccepted,
    ]);
    const tiny = await upload(fixture('bad-tiny.jpg'), { acceptWarnings: 'true' });
    expect([tiny.statusCode, tiny.json().error]).toEqual([422, 'PHOTO_BLOCKED']);
    expect(tiny.json().message).toBe(`${PHOTO_FINDINGS['too-small'].title} ${PHOTO_FINDINGS['too-small'].advice}`);
    expect(await remaining()).toBe(2);

    const accepted = await upload(fixture('bad-blurred.jpg'), { acceptWarnings: 'true' });
    expect(accepted.statusCode).toBe(201);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/renders', headers: admin })).json();
    expect(queue.items[0].findings.map((finding: { code: string }) => finding.code)).toContain('blurred');
    await t.app.inject({ method: 'POST', url: `/api/renders/${accepted.json().render.id}/cancel`, headers: customer });
  });

  it('a bike cut off by the frame is a note for staff: the customer neither reads it nor has to accept it', async () => {
    const cutOff = await sharp(fixture('synthetic-cafe-garage.jpg'))
      .extract({ left: 600, top: 0, width: 2400, height: 2000 })
      .jpeg()
      .toBuffer();
    // A customer of its own: a cancelled upload still counts toward the day, and Petra's two are for the other tests.
    const framer = { cookie: (await signUp(t.app, { name: 'Frank Framer', email: 'frank@example.com' })).cookie };
    const body = await multipart({}, { field: 'photo', name: 'cut-off.jpg', type: 'image/jpeg', content: cutOff });
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/check',
      headers: { ...body.headers, ...framer },
      payload: body.payload,
    });
    expect(checked.json().check.findings).toEqual([]);

    const uploaded = await upload(cutOff, {}, framer);
    expect(uploaded.statusCode).toBe(201);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/renders', headers: admin })).json();
    expect(queue.items[0].findings).toEqual([{ code: 'tight-frame', ...PHOTO_FINDINGS['tight-frame'] }]);
    await t.app.inject({ method: 'POST', url: `/api/renders/${uploaded.json().render.id}/cancel`, headers: framer });
  });

  it('a good photo goes straight through, gets a draft in its style, and a draft becomes the published render', async () => {
    const response = await upload(fixture('synthetic-cafe-garage.jpg'));
    expect(response.statusCode).toBe(201);
    const id: string = response.json().render.id;

    const stage = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/renders', headers: customer })).json().renders as {
          id: string;
          progress: { stage: string };
        }[]
      ).find((render) => render.id === id)?.progress.stage;
    await waitFor('the first draft', async () => (await stage()) === 'draft-ready', 120_000);

    const workbench = (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${id}/workbench`, headers: admin })).json();
    expect(workbench.findings).toEqual([]);
    const [draft] = workbench.drafts;
    expect(draft).toMatchObject({ style: 'Cartoon', backdrop: 'sunburst', status: 'ready', width: 3000, height: 2000 });
    const image = await t.app.inject({ method: 'GET', url: draft.imageUrl, headers: admin });
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    const layer = await sharp((await t.app.inject({ method: 'GET', url: draft.layerUrl, headers: admin })).rawPayload).metadata();
    expect([layer.format, layer.hasAlpha, layer.width]).toEqual(['png', true, 3000]);
    expect((await t.app.inject({ method: 'GET', url: draft.previewUrl, headers: customer })).statusCode).toBe(403);

    const { subject } = (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${id}/subject`, headers: admin })).json();
    expect(subject).toMatchObject({ status: 'ready', corrected: false, bike: 0, rider: true });
    expect(subject.bikes.length).toBeGreaterThan(0);
    const mask = await sharp((await t.app.inject({ method: 'GET', url: subject.maskUrl, headers: admin })).rawPayload).metadata();
    expect([mask.format, mask.width, mask.height]).toEqual(['png', subject.width, subject.height]);

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions/from-draft`,
      headers: admin,
      payload: { draftId: draft.id },
    });
    expect(created.statusCode).toBe(202);
    const versionId: string = created.json().version.id;
    await waitFor('the version', async () => {
      const versions = (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${id}/workbench`, headers: admin })).json()
        .versions as { id: string; status: string }[];
      return versions.find((version) => version.id === versionId)?.status === 'ready';
    });
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/versions/${versionId}/publish`,
      headers: admin,
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    const read = (await t.app.inject({ method: 'GET', url: `/api/renders/${id}` })).json();
    expect(read.status).toBe('complete');
    expect(Object.keys(read.results)).toEqual(['1x1', '4x5', '2x3', '3x2', '5x4']);
  }, 360_000);
});
