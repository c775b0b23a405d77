import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '#test/multipart.ts';
import { waitFor } from '#test/production.ts';
import { STAND_IN_BACKGROUND_MODEL, startComfyUiStandIn } from '#test/stand-ins/comfyui-stand-in.ts';
import { createTestApp, signInRoles, signUp, type Role, type TestApp } from '#test/test-app.ts';
import { renderKeys } from '../renders/render-files.ts';
import { createSubjectRepository } from './subject-repository.ts';

/**
 * CUTOUT_SOURCE=comfyui: the automatic cut-out's mask comes from ComfyUI's background removal (the
 * stand-in's mask keeps whatever stands out from the photo's border, shelves and boxes included),
 * kept to the chosen bike by the store; each way ComfyUI fails leaves the store's own cut-out.
 */
describe('the cut-out taken from ComfyUI’s background removal, the store’s own as its fallback', () => {
  const PHOTO = readFileSync(new URL('../../../../../packages/render-engine/fixtures/middlebury-motorcycle.png', import.meta.url));
  /** The first cut-out loads the model and encodes the photo; on two cores shared with the other test lanes that can take minutes. */
  const FIRST_CUT_OUT_MS = 300_000;
  const CUT_OUT_TIMEOUT_MS = 120_000;
  /** The photo's embedding from the first cut-out: every later render of the same photo starts from it, so only the first encodes. */
  let embedding: Buffer | null = null;
  let standIn: Awaited<ReturnType<typeof startComfyUiStandIn>>;
  let t: TestApp;
  let as: (role: Role) => Record<string, string>;
  let customers = 0;

  beforeAll(async () => {
    standIn = await startComfyUiStandIn();
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      CUTOUT_SOURCE: 'comfyui',
      COMFYUI_URL: standIn.url,
      // Long enough for the stand-in's mask on a machine busy with the other test lanes; the slow case hangs outright.
      COMFYUI_CUTOUT_TIMEOUT_SECONDS: '10',
    });
    as = await signInRoles(t);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  /**
   * A render of the photo whose cut-out is remade as staff drop the rider the first cut-out thought
   * it had: the subject job cuts the photo out afresh, as the first draft would.
   */
  async function freshCutOut() {
    customers += 1;
    const { cookie } = await signUp(t.app, { name: 'Cora Cutout', email: `cora${customers}@example.com` });
    const body = await multipart({ style: 'Retro' }, { field: 'photo', name: 'yamaha.png', type: 'image/png', content: PHOTO });
    const upload = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, cookie }, payload: body.payload });
    expect(upload.statusCode).toBe(201);
    const id: string = upload.json().render.id;
    const key = renderKeys.automaticMask(id, 0, true);
    await t.app.storage.put(
      key,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const bike = { box: { x: 0.1, y: 0.2, width: 0.8, height: 0.7 }, score: 0.9 };
    const rider = { box: { x: 0.3, y: 0.05, width: 0.2, height: 0.5 }, score: 0.8 };
    await createSubjectRepository(t.database.db).saveAutomatic(id, {
      bikes: [bike],
      bike: 0,
      riders: [rider],
      rider: true,
      automaticKey: key,
      width: 8,
      height: 8,
    });
    if (embedding) await t.app.storage.put(renderKeys.embedding(id), embedding, 'application/octet-stream');
    const dropped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${id}/subject/rider`,
      headers: as('admin'),
      payload: { rider: false },
    });
    expect(dropped.statusCode).toBe(200);
    const subject = await waitFor(
      'the cut-out',
      async () => {
        const response = await t.app.inject({ method: 'GET', url: `/api/admin/renders/${id}/subject`, headers: as('admin') });
        const found = response.json().subject;
        return found.status === 'ready' && found;
      },
      embedding ? CUT_OUT_TIMEOUT_MS : FIRST_CUT_OUT_MS,
    );
    embedding ??= await storedBytes(renderKeys.embedding(id));
    const png = (await t.app.inject({ method: 'GET', url: subject.maskUrl, headers: as('admin') })).rawPayload;
    const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const white = data.reduce((sum, value) => sum + (value >= 128 ? 1 : 0), 0) / data.length;
    return { id, subject, mask: { data, ...info }, white };
  }

  async function storedBytes(key: string): Promise<Buffer | null> {
    const stored = await t.app.storage.get(key);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it(
    'is ComfyUI’s mask, kept to the chosen bike: the clutter it also found is left out, and staff can still fix it by clicks',
    async () => {
      const { id, subject, mask, white } = await freshCutOut();
      expect(subject).toMatchObject({ status: 'ready', source: 'comfyui', width: 1024, height: 691 });
      const [queued] = standIn.prompts;
      expect(Object.values(queued!.prompt).map((node) => node.class_type)).toContain('RemoveBackground');
      expect(Object.values(queued!.prompt).find((node) => node.class_type === 'LoadBackgroundRemovalModel')!.inputs).toEqual({
        bg_removal_name: STAND_IN_BACKGROUND_MODEL,
      });
      // ComfyUI was sent the photo as the cut-out reads it (upright, long side 1024), not the original.
      const [sent] = [...standIn.uploads.values()];
      const raw = await sharp(sent).metadata();
      expect([raw.width, raw.height]).toEqual([1024, 691]);
      // Nothing is kept outside the bike's box grown a little; a bike is there.
      const bike = subject.bikes[subject.bike].box;
      let outside = 0;
      for (let y = 0; y < mask.height; y += 1)
        for (let x = 0; x < mask.width; x += 1) {
          const inBox =
            x >= (bike.x - bike.width * 0.06) * mask.width &&
            x <= (bike.x + bike.width * 1.06) * mask.width &&
            y >= (bike.y - bike.height * 0.06) * mask.height &&
            y <= (bike.y + bike.height * 1.06) * mask.height;
          if (!inBox && mask.data[y * mask.width + x]! >= 128) outside += 1;
        }
      expect(outside).toBe(0);
      expect(white).toBeGreaterThan(0.05);
      // The store's model still encoded the photo: clicks are answered from its embedding.
      expect(await t.app.storage.get(renderKeys.embedding(id))).not.toBeNull();
      const clicked = await t.app.inject({
        method: 'POST',
        url: `/api/admin/renders/${id}/subject/segment`,
        headers: as('admin'),
        payload: { points: [] },
      });
      expect(clicked.statusCode).toBe(200);
    },
    FIRST_CUT_OUT_MS,
  );

  it.each([
    ['finds nothing', () => (standIn.state.emptyMask = true)],
    ['lacks the background-removal nodes', () => (standIn.models.backgroundRemoval = null)],
    ['does not have the model', () => (standIn.models.backgroundRemoval = ['lucida.safetensors'])],
    ['takes longer than COMFYUI_CUTOUT_TIMEOUT_SECONDS', () => (standIn.state.paintMs = Number.POSITIVE_INFINITY)],
    [
      'fails the run',
      () =>
        (standIn.state.executionFailure = {
          node_type: 'RemoveBackground',
          exception_type: 'RuntimeError',
          exception_message: 'bad model',
        }),
    ],
  ])(
    'falls back to the store’s own cut-out when ComfyUI %s, and records that the store made it',
    async (_, fail) => {
      standIn.reset();
      standIn.models.backgroundRemoval = [STAND_IN_BACKGROUND_MODEL];
      fail();
      const { subject, white } = await freshCutOut();
      expect(subject).toMatchObject({ status: 'ready', source: 'store' });
      expect(white).toBeGreaterThan(0.05);
      expect(standIn.queued()).toEqual([]);
    },
    CUT_OUT_TIMEOUT_MS,
  );

  it(
    'falls back when ComfyUI is down',
    async () => {
      standIn.reset();
      await standIn.close();
      const { subject, white } = await freshCutOut();
      expect(subject).toMatchObject({ status: 'ready', source: 'store' });
      expect(white).toBeGreaterThan(0.05);
    },
    CUT_OUT_TIMEOUT_MS,
  );
});
