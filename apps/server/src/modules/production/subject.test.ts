import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MASK_FILE_FIELD, MASK_UPLOAD_MAX_BYTES, SUBJECT_CLICKS_MAX, SUBJECT_MESSAGES } from '@store/shared/subject';
import { jpegPhoto } from '#test/images.ts';
import { multipart } from '#test/multipart.ts';
import { uploadRender } from '#test/production.ts';
import { readEmbeddingFile, writeEmbeddingFile } from '@store/render-engine/segment/embedding-file';
import { writeSam2StandIn } from '@store/render-engine/segment/sam2-stand-in';
import { createTestApp, saveStore, signInRoles, type Role, type SavedStore, type TestApp } from '#test/test-app.ts';
import { renderKeys } from '../renders/render-files.ts';
import { createSubjectRepository } from './subject-repository.ts';

const MASK_SIZE = { width: 120, height: 80 };
const bikes = [
  { box: { x: 0.1, y: 0.2, width: 0.5, height: 0.6 }, score: 0.9 },
  { box: { x: 0.65, y: 0.3, width: 0.3, height: 0.4 }, score: 0.6 },
];
const riders = [{ box: { x: 0.2, y: 0.05, width: 0.2, height: 0.5 }, score: 0.8 }];

/** A grey mask: white (the bike) inside the rectangle, black around it. */
function greyMask(size: { width: number; height: number }, left: number, top: number, right: number, bottom: number): Promise<Buffer> {
  const data = Buffer.alloc(size.width * size.height);
  for (let y = top; y < bottom; y += 1) data.fill(255, y * size.width + left, y * size.width + right);
  return sharp(data, { raw: { ...size, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

describe('the subject of a render (cut-out editor)', () => {
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

  /** What the first draft leaves behind: the engine's cut-out of the most prominent bike, rider kept. */
  async function withAutomaticSubject(renderId: string, on: TestApp = t): Promise<void> {
    const key = renderKeys.automaticMask(renderId, 0, true);
    await on.app.storage.put(key, await greyMask(MASK_SIZE, 10, 20, 70, 70), 'image/png');
    await createSubjectRepository(on.database.db).saveAutomatic(renderId, {
      bikes,
      bike: 0,
      riders,
      rider: true,
      automaticKey: key,
      ...MASK_SIZE,
    });
  }

  function request(method: InjectOptions['method'], path: string, role: Role = 'admin', payload?: object): Promise<LightMyRequestResponse> {
    return t.app.inject({ method, url: path, headers: as(role), ...(payload ? { payload } : {}) });
  }

  async function putMask(renderId: string, content: Buffer, type = 'image/png', role: Role = 'admin') {
    const body = await multipart({}, { field: MASK_FILE_FIELD, name: 'mask.png', type, content });
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/renders/${renderId}/subject/mask`,
      headers: { ...body.headers, ...as(role) },
      payload: body.payload,
    });
  }

  async function maskPixels(url: string) {
    const response = await request('GET', url);
    expect(response.statusCode).toBe(200);
    const { channels } = await sharp(response.rawPayload).metadata();
    const { data, info } = await sharp(response.rawPayload).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    return { data, info: { ...info, channels } };
  }

  it('has no subject before the first draft: corrections and choices wait for one', async () => {
    const id = await uploadRender(t.app, as('customer').cookie!, 'Retro');
    expect((await request('GET', `/api/admin/renders/${id}/subject`)).json()).toEqual({ subject: null });
    const saved = await putMask(id, await greyMask(MASK_SIZE, 0, 0, 10, 10));
    expect([saved.statusCode, saved.json().error, saved.json().message]).toEqual([409, 'NO_SUBJECT', SUBJECT_MESSAGES.none]);
    expect((await request('POST', `/api/admin/renders/${id}/subject/bike`, 'admin', { bike: 1 })).statusCode).toBe(409);
    const clicked = await request('POST', `/api/admin/renders/${id}/subject/segment`, 'admin', {
      points: [{ x: 0.5, y: 0.5, include: true }],
    });
    expect([clicked.statusCode, clicked.json().error, clicked.json().message]).toEqual([409, 'NO_SUBJECT', SUBJECT_MESSAGES.none]);
    expect((await request('GET', `/api/admin/renders/nope/subject`)).statusCode).toBe(404);
  });

  it('shows the engine’s cut-out, keeps a corrected one for later drafts, and resets to the automatic one', async () => {
    const id = await uploadRender(t.app, as('customer').cookie!, 'Retro');
    await withAutomaticSubject(id);
    const { subject } = (await request('GET', `/api/admin/renders/${id}/subject`)).json();
    expect(subject).toMatchObject({ status: 'ready', corrected: false, bikes, bike: 0, riders, rider: true, ...MASK_SIZE });
    const automatic = await maskPixels(subject.maskUrl);
    expect([automatic.info.width, automatic.info.height, automatic.info.channels]).toEqual([120, 80, 1]);

    // Drawn at twice the size, the bike in the alpha channel: brought to the mask's size, grey.
    const drawn = await sharp(await greyMask({ width: 240, height: 160 }, 0, 0, 120, 160))
      .extractChannel(0)
      .raw()
      .toBuffer()
      .then((alpha) =>
        sharp({ create: { width: 240, height: 160, channels: 3, background: '#000000' } })
          .joinChannel(alpha, { raw: { width: 240, height: 160, channels: 1 } })
          .png()
          .toBuffer(),
      );
    const saved = await putMask(id, drawn);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().subject).toMatchObject({ status: 'ready', corrected: true });
    expect(saved.json().subject.maskUrl).not.toBe(subject.maskUrl);
    const corrected = await maskPixels(saved.json().subject.maskUrl);
    expect([corrected.info.width, corrected.info.height, corrected.info.channels]).toEqual([120, 80, 1]);
    expect([corrected.data[10 * 120 + 5], corrected.data[10 * 120 + 100]]).toEqual([255, 0]);

    const reset = await request('DELETE', `/api/admin/renders/${id}/subject/mask`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().subject.corrected).toBe(false);
    expect((await maskPixels(reset.json().subject.maskUrl)).data.equals(automatic.data)).toBe(true);
  });

  it('refuses a cut-out that is not a PNG, or too large, with a JSON error', async () => {
    const id = await uploadRender(t.app, as('customer').cookie!, 'Retro');
    await withAutomaticSubject(id);
    const jpeg = await putMask(id, await jpegPhoto(120, 80), 'image/jpeg');
    expect([jpeg.statusCode, jpeg.json().error, jpeg.json().message]).toEqual([400, 'BAD_MASK', SUBJECT_MESSAGES.notPng]);
    const huge = await putMask(id, Buffer.alloc(MASK_UPLOAD_MAX_BYTES + 1, 1));
    expect([huge.statusCode, huge.json().error]).toEqual([413, 'FILE_TOO_LARGE']);
    const missing = await putMask(id, Buffer.alloc(0));
    expect([missing.statusCode, missing.json().error]).toEqual([400, 'MISSING_FILE']);
    expect((await request('GET', `/api/admin/renders/${id}/subject`)).json().subject.corrected).toBe(false);
  });

  it('lets staff choose another bike and drop the rider: the new cut-out is made afresh and a correction dropped', async () => {
    const id = await uploadRender(t.app, as('customer').cookie!, 'Retro');
    await withAutomaticSubject(id);
    expect((await putMask(id, await greyMask(MASK_SIZE, 0, 0, 60, 80))).statusCode).toBe(200);

    const unknown = await request('POST', `/api/admin/renders/${id}/subject/bike`, 'admin', { bike: 2 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'NO_SUCH_BIKE']);
    expect((await request('POST', `/api/admin/renders/${id}/subject/bike`, 'admin', { bike: -1 })).statusCode).toBe(400);

    const other = await request('POST', `/api/admin/renders/${id}/subject/bike`, 'admin', { bike: 1 });
    expect(other.statusCode).toBe(200);
    expect(other.json().subject).toMatchObject({ status: 'working', bike: 1, rider: true, corrected: false, maskUrl: null });
    expect(await t.app.storage.get(renderKeys.correctedMask(id))).toBeNull();
    const busy = await putMask(id, await greyMask(MASK_SIZE, 0, 0, 60, 80));
    expect([busy.statusCode, busy.json().error]).toEqual([409, 'SUBJECT_NOT_READY']);
    const clickedTooSoon = await request('POST', `/api/admin/renders/${id}/subject/segment`, 'admin', { points: [] });
    expect([clickedTooSoon.statusCode, clickedTooSoon.json().error, clickedTooSoon.json().message]).toEqual([
      409,
      'SUBJECT_NOT_READY',
      SUBJECT_MESSAGES.working,
    ]);

    const withoutRider = await request('POST', `/api/admin/renders/${id}/subject/rider`, 'admin', { rider: false });
    expect(withoutRider.statusCode).toBe(200);
    expect(withoutRider.json().subject).toMatchObject({ status: 'working', bike: 1, rider: false });
    expect((await request('POST', `/api/admin/renders/${id}/subject/rider`, 'admin', { rider: 'no' })).statusCode).toBe(400);
  });

  it('repaints every style with the current cut-out, each on the backdrop last chosen for it', async () => {
    const id = await uploadRender(t.app, as('customer').cookie!, 'Retro');
    const anime = await request('POST', `/api/admin/renders/${id}/drafts`, 'admin', { style: 'Anime', backdrop: 'photo' });
    expect(anime.statusCode).toBe(202);
    const wrong = await request('POST', `/api/admin/renders/${id}/drafts`, 'admin', { style: 'Anime', backdrop: 'city' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'VALIDATION_FAILED']);
    const plainDefault = await request('POST', `/api/admin/renders/${id}/drafts`, 'admin', { style: 'Cartoon' });
    expect(plainDefault.json().draft.backdrop).toBe('sunburst');

    const repaint = await request('POST', `/api/admin/renders/${id}/drafts/repaint`);
    expect(repaint.statusCode).toBe(202);
    expect(
      repaint.json().drafts.map((draft: { style: string; backdrop: string; status: string }) => [draft.style, draft.backdrop]),
    ).toEqual([
      ['Retro', 'sunset'],
      ['Cartoon', 'sunburst'],
      ['Anime', 'photo'],
      ['Cyberpunk', 'city'],
    ]);
  });

  it('answers each role as it should, checking who asks before what they sent', async () => {
    const id = await uploadRender(t.app, as('customer').cookie!, 'Retro');
    await withAutomaticSubject(id);
    const base = `/api/admin/renders/${id}`;
    const expected = { visitor: 401, customer: 403, other: 403 };
    for (const role of ['visitor', 'customer', 'other'] as const) {
      const codes = {
        read: (await request('GET', `${base}/subject`, role)).statusCode,
        mask: (await request('GET', `${base}/subject/mask`, role)).statusCode,
        save: (await putMask(id, Buffer.from('not a png'), 'image/png', role)).statusCode,
        reset: (await request('DELETE', `${base}/subject/mask`, role)).statusCode,
        bike: (await request('POST', `${base}/subject/bike`, role, { bike: 'bad body' })).statusCode,
        rider: (await request('POST', `${base}/subject/rider`, role, {})).statusCode,
        segment: (await request('POST', `${base}/subject/segment`, role, { points: [{ x: 2, y: 0, include: true }] })).statusCode,
        repaint: (await request('POST', `${base}/drafts/repaint`, role)).statusCode,
        draft: (await request('POST', `${base}/drafts`, role, { style: 'Baroque' })).statusCode,
      };
      expect(codes).toEqual(Object.fromEntries(Object.keys(codes).map((name) => [name, expected[role]])));
    }
  });

  it('refuses clicks that are not shares of the photo, too many of them, or a bad box, before asking the model', async () => {
    const id = await uploadRender(t.app, as('customer').cookie!, 'Retro');
    await withAutomaticSubject(id);
    const click = { x: 0.5, y: 0.5, include: true };
    const bodies = {
      outside: { points: [{ ...click, x: 1.2 }] },
      negative: { points: [{ ...click, y: -0.1 }] },
      tooMany: { points: Array.from({ length: SUBJECT_CLICKS_MAX + 1 }, () => click) },
      noInclude: { points: [{ x: 0.5, y: 0.5 }] },
      noPoints: { box: { x: 0, y: 0, width: 1, height: 1 } },
      badBox: { points: [], box: { x: 0.1, y: 0.1, width: 1.5, height: 0.5 } },
    };
    for (const [name, body] of Object.entries(bodies)) {
      const response = await request('POST', `/api/admin/renders/${id}/subject/segment`, 'admin', body);
      expect([name, response.statusCode, response.json().error]).toEqual([name, 400, 'VALIDATION_FAILED']);
    }
  });

  it('refuses clicks when the store cuts out with GrabCut alone, naming the brush instead', async () => {
    const grabCut = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', CUTOUT_MODEL: 'grabcut' });
    try {
      const headersOf = await signInRoles(grabCut);
      const id = await uploadRender(grabCut.app, headersOf('customer').cookie!, 'Retro');
      await withAutomaticSubject(id, grabCut);
      const response = await grabCut.app.inject({
        method: 'POST',
        url: `/api/admin/renders/${id}/subject/segment`,
        headers: headersOf('admin'),
        payload: { points: [{ x: 0.3, y: 0.5, include: true }] },
      });
      expect([response.statusCode, response.json().error, response.json().message]).toEqual([
        409,
        'NO_CUTOUT_MODEL',
        SUBJECT_MESSAGES.noModel,
      ]);
    } finally {
      await grabCut.close();
    }
  });

  it('is described in the OpenAPI document like every other route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const subject = '/api/admin/renders/{id}/subject';
    expect(Object.keys(document.paths[subject])).toEqual(['get']);
    expect(Object.keys(document.paths[`${subject}/mask`]).sort()).toEqual(['delete', 'get', 'put']);
    expect(document.paths[`${subject}/bike`].post.requestBody.content['application/json'].schema.required).toEqual(['bike']);
    expect(document.paths[`${subject}/segment`].post.requestBody.content['application/json'].schema.required).toEqual(['points']);
    expect(document.paths['/api/admin/renders/{id}/drafts/repaint'].post.responses).toHaveProperty('202');
    const draftBody = document.paths['/api/admin/renders/{id}/drafts'].post.requestBody.content['application/json'].schema;
    expect(draftBody.properties.backdrop.enum).toEqual(expect.arrayContaining(['sunset', 'photo', 'plain']));
  });
});

/** A real photo (the Middlebury Yamaha in a garage; see the render engine's fixtures), uploaded and given the subject its first draft leaves. */
const PHOTO = readFileSync(new URL('../../../../../packages/render-engine/fixtures/middlebury-motorcycle.png', import.meta.url));
/** The analysis size of the 741 x 500 photo: long side 1024. */
const PHOTO_SIZE = { width: 1024, height: 691 };
const MODEL_TIMEOUT_MS = 180_000;

type ClickableRender = {
  t: TestApp;
  as: (role: Role) => Record<string, string>;
  id: string;
  segment(clicks: object): Promise<{ data: Buffer; at(point: { x: number; y: number }): number }>;
};

async function clickableRender(env: Record<string, string> = {}): Promise<ClickableRender> {
  const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env });
  const as = await signInRoles(t);
  const body = await multipart({ style: 'Retro' }, { field: 'photo', name: 'yamaha.png', type: 'image/png', content: PHOTO });
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...as('customer') },
    payload: body.payload,
  });
  expect(upload.statusCode).toBe(201);
  const id: string = upload.json().render.id;
  // The subject as the first draft leaves it; the mask itself is not read here.
  const key = renderKeys.automaticMask(id, 0, true);
  await t.app.storage.put(key, await greyMask(PHOTO_SIZE, 0, 0, 10, 10), 'image/png');
  await createSubjectRepository(t.database.db).saveAutomatic(id, {
    bikes,
    bike: 0,
    riders: [],
    rider: true,
    automaticKey: key,
    ...PHOTO_SIZE,
  });
  return {
    t,
    as,
    id,
    async segment(clicks) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/renders/${id}/subject/segment`,
        headers: as('admin'),
        payload: clicks,
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const { data, info } = await sharp(response.rawPayload).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([PHOTO_SIZE.width, PHOTO_SIZE.height]);
      const at = (point: { x: number; y: number }) =>
        data[Math.round(point.y * info.height) * info.width + Math.round(point.x * info.width)]!;
      return { data, at };
    },
  };
}

/**
 * The real photo's automatic cut-out keeps the red crate on the shelf behind the front fork:
 * staff's clicks take it out, bring back what the model then drops, and a redrawn box leaves out
 * what lies outside it.
 */
describe('fixing the cut-out by clicks, answered by the segmentation model', () => {
  const CRATE = { x: 0.77, y: 0.42 };
  const FRONT_WHEEL = { x: 0.83, y: 0.72 };
  const TAIL_LIGHT = { x: 0.15, y: 0.42 };
  const REAR_WHEEL = { x: 0.27, y: 0.65 };
  let render: ClickableRender;

  beforeAll(async () => {
    render = await clickableRender();
  });
  afterAll(async () => {
    await render?.t.close();
  });

  it(
    'answers the mask at the cut-out’s size: an exclude click takes the crate out, include clicks bring back what it dropped, a box fences it',
    async () => {
      const { t, as, id, segment } = render;
      const automatic = await segment({ points: [] });
      expect([automatic.at(CRATE), automatic.at(FRONT_WHEEL), automatic.at(REAR_WHEEL)]).toEqual([255, 255, 255]);
      // The photo was encoded once, for the first answer; every later one starts from the embedding kept with the render.
      expect(await t.app.storage.get(renderKeys.embedding(id))).not.toBeNull();

      const excluded = await segment({ points: [{ ...CRATE, include: false }] });
      expect(excluded.at(CRATE)).toBe(0);
      expect(excluded.data.equals(automatic.data)).toBe(false);

      const fixed = await segment({
        points: [
          { ...CRATE, include: false },
          { ...FRONT_WHEEL, include: true },
          { ...TAIL_LIGHT, include: true },
        ],
      });
      expect([fixed.at(CRATE), fixed.at(FRONT_WHEEL), fixed.at(TAIL_LIGHT), fixed.at(REAR_WHEEL)]).toEqual([0, 255, 255, 255]);

      // A box redrawn round the back half: the front wheel is left out.
      const boxed = await segment({ points: [], box: { x: 0.1, y: 0.2, width: 0.45, height: 0.7 } });
      expect([boxed.at(REAR_WHEEL), boxed.at(FRONT_WHEEL)]).toEqual([255, 0]);

      // Nothing is saved: the subject is as it was.
      const { subject } = (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${id}/subject`, headers: as('admin') })).json();
      expect(subject.corrected).toBe(false);
    },
    MODEL_TIMEOUT_MS,
  );
});

/**
 * A shop's SAM 2 export named by CUTOUT_ENCODER and CUTOUT_DECODER (a stand-in with its interface:
 * no SAM 2 weights ship on npm, see the render engine's sam2-stand-in.ts), run by the image worker:
 * its high-resolution features are kept with the render's embedding, and clicks are answered from them.
 */
describe('fixing the cut-out by clicks with a SAM 2 export', () => {
  let dir: string;
  let render: ClickableRender;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sam2-export-'));
    const files = await writeSam2StandIn(dir);
    render = await clickableRender({ CUTOUT_ENCODER: files.encoder, CUTOUT_DECODER: files.decoder });
  });
  afterAll(async () => {
    await render?.t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'encodes the photo again over an embedding the model before it made, keeps the export’s features with the render and answers a redrawn box from them',
    async () => {
      const { t, id, segment } = render;
      // The shop switched models: the render keeps the embedding the bundled model made.
      const before = join(dir, 'before.bin');
      const bundled = {
        model: 'encoder.onnx:28085517|sam.onnx:16501766',
        width: 4,
        height: 3,
        dims: [1, 1, 1, 1],
        data: Float32Array.of(0),
      };
      await writeEmbeddingFile(before, { embedding: bundled, scene: { bikes, people: [], bicycles: [] } });
      await t.app.storage.put(renderKeys.embedding(id), { path: before }, 'application/octet-stream');

      const box = { x: 0.1, y: 0.2, width: 0.45, height: 0.7 };
      const boxed = await segment({ points: [], box });
      const stored = await t.app.storage.get(renderKeys.embedding(id));
      const path = join(dir, 'kept.bin');
      await pipeline(stored!.body, createWriteStream(path));
      const { embedding } = await readEmbeddingFile(path);
      expect(embedding.extra?.map((tensor) => tensor.name)).toEqual(['high_res_feats_0', 'high_res_feats_1']);
      expect(embedding.model).not.toBe(bundled.model);

      // The stand-in keeps the bright pixels inside the box, which the store grows where the mask runs along a side
      // (at most 48% of its size on each side, twice 20%) but never upwards: some of the bike, nothing above or far right of the box.
      let kept = 0;
      let beyond = 0;
      for (let y = 0; y < PHOTO_SIZE.height; y += 1)
        for (let x = 0; x < PHOTO_SIZE.width; x += 1) {
          if (boxed.data[y * PHOTO_SIZE.width + x]! < 128) continue;
          kept += 1;
          if (y / PHOTO_SIZE.height < box.y - 0.01 || x / PHOTO_SIZE.width > box.x + box.width * 1.48 + 0.01) beyond += 1;
        }
      expect(kept).toBeGreaterThan(PHOTO_SIZE.width * PHOTO_SIZE.height * 0.01);
      expect(beyond).toBe(0);

      const again = await segment({ points: [{ x: 0.3, y: 0.5, include: true }], box });
      expect(again.data.equals(boxed.data)).toBe(true);
    },
    MODEL_TIMEOUT_MS,
  );
});
