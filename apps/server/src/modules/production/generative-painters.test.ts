import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLES } from '@store/shared/styles';
import type { Draft, RenderVersion } from '@store/shared/production';
import { PAINTER_NOTES } from '@store/shared/painter-notes';
import { BUILT_IN_PAINTER } from '@store/shared/production';
import { jpegPhoto } from '#test/images.ts';
import { multipart } from '#test/multipart.ts';
import { uploadRender, waitFor } from '#test/production.ts';
import { OUT_OF_MEMORY, STAND_IN_CONTROLNET, startComfyUiStandIn } from '#test/stand-ins/comfyui-stand-in.ts';
import { STAND_IN_OPENAI_KEY, startOpenAiImagesStandIn } from '#test/stand-ins/openai-images-stand-in.ts';
import type { StandInOutput } from '#test/stand-ins/painter-stand-in-images.ts';
import { createAdmin, createTestApp, signIn, signUp, type TestApp } from '#test/test-app.ts';
import { createPainterSpendRepository } from './painter-spend-repository.ts';

/** What every scenario needs of a painter's stand-in, whichever protocol it speaks. */
type StandIn = {
  environment: Record<string, string>;
  painterName: string;
  output(output: StandInOutput): void;
  /** Make the model take longer than the store's time-out. */
  hang(): void;
  /** Make the next answers still "in progress". */
  slowly(polls: number): void;
  failNext(count: number, status: number, retryAfter?: string): void;
  /** Paint requests the model accepted. */
  painted(): number;
  /** Copies of the customer's photo the model's server received since the last reset. */
  photosReceived(): number;
  reset(): void;
  close(): Promise<void>;
};

async function comfyUi(): Promise<StandIn> {
  const standIn = await startComfyUiStandIn();
  return {
    environment: { DRAFT_PAINTER: 'comfyui', COMFYUI_URL: standIn.url },
    painterName: 'ComfyUI',
    output: (output) => (standIn.state.output = output),
    hang: () => (standIn.state.paintMs = Number.POSITIVE_INFINITY),
    slowly: (polls) => (standIn.state.paintMs = polls * 1000),
    failNext: (count, status, retryAfter) => standIn.failNext(count, status, retryAfter ?? null),
    painted: () => standIn.prompts.length,
    photosReceived: () => standIn.photosReceived(),
    reset: () => standIn.reset(),
    close: () => standIn.close(),
  };
}

async function openAi(): Promise<StandIn> {
  const standIn = await startOpenAiImagesStandIn();
  return {
    environment: { DRAFT_PAINTER: 'openai', OPENAI_API_KEY: STAND_IN_OPENAI_KEY, OPENAI_API_URL: standIn.url },
    painterName: 'OpenAI gpt-image-1',
    output: (output) => (standIn.state.output = output),
    hang: () => (standIn.state.delayMs = HANG_MS),
    slowly: (polls) => (standIn.state.delayMs = polls * 300),
    failNext: (count, status, retryAfter) => standIn.failNext(count, status, retryAfter ?? null),
    painted: () => standIn.requests.length,
    photosReceived: () => standIn.requests.length,
    reset: () => standIn.reset(),
    close: () => standIn.close(),
  };
}

/**
 * The store's limit for one answer of the model: long enough that a stand-in beside the other lanes
 * on two cores answers well within it (5 s was not, on a busy machine); a model that hangs takes longer.
 */
const PAINTER_TIMEOUT_SECONDS = 20;
const HANG_MS = (PAINTER_TIMEOUT_SECONDS + 5) * 1000;

const LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  AUTO_DRAFTS: 'true',
  PAINTER_TIMEOUT_SECONDS: String(PAINTER_TIMEOUT_SECONDS),
  PAINTER_RETRIES: '1',
  PAINTER_PRICE_CENTS: '4',
  LIKENESS_REPAINTS: '1',
  LIKENESS_MIN_SCORE: '60',
};

describe.each([
  ['ComfyUI', comfyUi],
  ['OpenAI image edits', openAi],
])('drafts painted by %s', (_name, start) => {
  let standIn: StandIn;
  let t: TestApp;
  let admin: { cookie: string };
  let renderId: string;

  beforeAll(async () => {
    standIn = await start();
    t = await createTestApp({ ...LIMITS, ...standIn.environment });
    admin = { cookie: await createAdmin(t) };
    const customer = (await signUp(t.app, { name: 'Gina Generated', email: 'gina@example.com' })).cookie;
    renderId = await uploadRender(t.app, customer, 'Cartoon');
    await waitFor('the upload’s first draft', async () => (await drafts()).find((draft) => draft.status === 'ready'));
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  async function drafts(): Promise<Draft[]> {
    return (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json().drafts;
  }

  async function finished(draftId: string): Promise<Draft> {
    return waitFor(`draft ${draftId}`, async () =>
      (await drafts()).find((draft) => draft.id === draftId && (draft.status === 'ready' || draft.status === 'failed')),
    );
  }

  async function paint(painter?: 'model' | 'built-in'): Promise<Draft> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${renderId}/drafts`,
      headers: admin,
      payload: { style: 'Anime', painter },
    });
    expect(response.statusCode).toBe(202);
    return finished(response.json().draft.id);
  }

  it('paints the upload’s first draft with the model: its name, likeness score and no note on the draft', async () => {
    const [first] = await drafts();
    const draft = await finished(first!.id);
    expect([draft.status, draft.painter, draft.painterNote]).toEqual(['ready', standIn.painterName, null]);
    expect(draft.likeness!.score).toBeGreaterThanOrEqual(60);
    expect(standIn.painted()).toBe(1);
    const image = await t.app.inject({ method: 'GET', url: draft.imageUrl!, headers: admin });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('a version made from the model’s small draft still gets all five print files, enlarged past the draft', async () => {
    const [draft] = (await drafts()).filter((candidate) => candidate.painter === standIn.painterName);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${renderId}/versions/from-draft`,
      headers: admin,
      payload: { draftId: draft!.id },
    });
    expect(created.statusCode).toBe(202);
    const versionId: string = created.json().version.id;
    const version = await waitFor(`version ${versionId}`, async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json()
          .versions as RenderVersion[]
      ).find((candidate) => candidate.id === versionId && candidate.status === 'ready'),
    );
    const results = Object.values(version.results);
    expect(results).toHaveLength(5);
    expect(Math.max(...results.map((result) => result!.width))).toBeGreaterThan(draft!.width!);
  });

  it('waits while the model reports its work in progress', async () => {
    standIn.reset();
    standIn.slowly(3);
    const draft = await paint();
    expect([draft.painter, draft.painterNote]).toEqual([standIn.painterName, null]);
  });

  it('retries after a 429, respecting Retry-After, and then uses the model’s image', async () => {
    standIn.reset();
    standIn.failNext(1, 429, '1');
    const started = Date.now();
    const draft = await paint();
    expect([draft.painter, draft.painterNote]).toEqual([standIn.painterName, null]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('falls back to the built-in painter when the model keeps answering 5xx, and says so on the draft', async () => {
    standIn.reset();
    standIn.failNext(5, 503);
    const draft = await paint();
    expect([draft.status, draft.painter]).toEqual(['ready', BUILT_IN_PAINTER]);
    expect(draft.painterNote).toMatch(
      new RegExp(`^${standIn.painterName.split(' ')[0]}.* failed \\(.*HTTP 503.*\\)\\. Painted by the built-in painter\\.$`),
    );
    expect(draft.likeness).not.toBeNull();
  });

  it('falls back when the model takes longer than the time-out', async () => {
    standIn.reset();
    standIn.hang();
    const draft = await paint();
    expect(draft.painter).toBe(BUILT_IN_PAINTER);
    expect(draft.painterNote).toMatch(new RegExp(`no (answer|image) within ${PAINTER_TIMEOUT_SECONDS} s`));
  });

  it.each([
    ['not-an-image', /not an image/],
    ['wrong-size', /not the \d+×\d+ asked for/],
  ] as const)(
    'refuses a model answer that is %s and paints with the built-in painter',
    async (output, note) => {
      standIn.reset();
      standIn.output(output);
      const draft = await paint();
      expect(draft.painter).toBe(BUILT_IN_PAINTER);
      expect(draft.painterNote).toMatch(note);
    },
    90_000,
  );

  it('paints again when the likeness is under the threshold; an unlike image never becomes the draft: the built-in painter paints it, staff see the refused image', async () => {
    standIn.reset();
    standIn.output('unlike');
    const draft = await paint();
    expect(standIn.painted()).toBe(2);
    // ComfyUI keeps what was uploaded: a repaint reuses the photo; OpenAI's edits take it with every request.
    expect(standIn.photosReceived()).toBe(standIn.painterName === 'ComfyUI' ? 1 : 2);
    expect([draft.status, draft.painter]).toEqual(['ready', BUILT_IN_PAINTER]);
    expect(draft.refused).toEqual({
      painter: standIn.painterName,
      likeness: { score: expect.any(Number), reasons: expect.any(Array) },
      previewUrl: expect.any(String),
    });
    expect(draft.refused!.likeness.score).toBeLessThan(60);
    expect(draft.painterNote).toBe(PAINTER_NOTES.refused(standIn.painterName, draft.refused!.likeness, 60, 2));
    const refused = await t.app.inject({ method: 'GET', url: draft.refused!.previewUrl, headers: admin });
    expect([refused.statusCode, refused.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('paints with the built-in painter when staff choose it for a draft, without asking the model', async () => {
    standIn.reset();
    const draft = await paint('built-in');
    expect([draft.status, draft.painter, draft.painterNote, draft.refused]).toEqual(['ready', BUILT_IN_PAINTER, null, null]);
    expect(standIn.painted()).toBe(0);
  });
});

/** One store on one ComfyUI stand-in, the way the scenarios of a real GPU box go wrong. */
describe('a ComfyUI server shared with others', () => {
  let comfy: Awaited<ReturnType<typeof startComfyUiStandIn>>;
  let t: TestApp;
  let admin: { cookie: string };
  let renderId: string;

  beforeAll(async () => {
    comfy = await startComfyUiStandIn();
    t = await createTestApp({ ...LIMITS, AUTO_DRAFTS: 'false', LIKENESS_REPAINTS: '0', DRAFT_PAINTER: 'comfyui', COMFYUI_URL: comfy.url });
    admin = { cookie: await createAdmin(t) };
    const customer = (await signUp(t.app, { name: 'Queued Quinn', email: 'quinn@example.com' })).cookie;
    renderId = await uploadRender(t.app, customer, 'Retro');
  });
  afterAll(async () => {
    await t?.close();
    await comfy?.close();
  });

  async function paint(): Promise<Draft> {
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${renderId}/drafts`,
      headers: admin,
      payload: { style: 'Retro' },
    });
    expect(requested.statusCode).toBe(202);
    return waitFor(
      'the draft',
      async () =>
        (
          (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json().drafts as Draft[]
        ).find((draft) => draft.id === requested.json().draft.id && draft.status === 'ready'),
      180_000,
    );
  }

  it('interrupts the prompt it gave up on when it is the one running, so the next draft does not queue behind it', async () => {
    comfy.reset();
    comfy.state.paintMs = Number.POSITIVE_INFINITY;
    const abandoned = await paint();
    expect([abandoned.painter, abandoned.painterNote]).toEqual([
      BUILT_IN_PAINTER,
      PAINTER_NOTES.failed('ComfyUI', `ComfyUI: no image within ${PAINTER_TIMEOUT_SECONDS} s`),
    ]);
    expect(comfy.interrupted).toHaveLength(1);
    expect(comfy.queued()).toEqual([]);
    comfy.state.paintMs = 20;
    expect((await paint()).painter).toBe('ComfyUI');
  });

  it('deletes the prompt it gave up on from the queue when another client’s prompt holds the GPU', async () => {
    comfy.reset();
    const other = comfy.occupy(Number.POSITIVE_INFINITY);
    const abandoned = await paint();
    expect(abandoned.painterNote).toBe(
      PAINTER_NOTES.failed('ComfyUI', `ComfyUI: no image within ${2 * PAINTER_TIMEOUT_SECONDS} s (1 ahead in its queue)`),
    );
    expect(comfy.deleted).toHaveLength(1);
    expect(comfy.interrupted).toEqual([]);
    expect(comfy.queued()).toEqual([other]);
  });

  it('waits longer when the server reports prompts ahead in its queue', async () => {
    comfy.reset();
    comfy.occupy(HANG_MS);
    const draft = await paint();
    expect([draft.painter, draft.painterNote]).toEqual(['ComfyUI', null]);
  });

  it('tells staff why the execution failed: the GPU ran out of memory', async () => {
    comfy.reset();
    comfy.state.executionFailure = OUT_OF_MEMORY;
    const draft = await paint();
    expect([draft.painter, draft.painterNote]).toEqual([
      BUILT_IN_PAINTER,
      PAINTER_NOTES.failed(
        'ComfyUI',
        'the GPU ran out of memory in KSampler: free it (one painter per GPU) or use a smaller model or canvas',
      ),
    ]);
  });
});

describe('a ComfyUI behind a proxy’s basic auth, missing a model, with a typo in a workflow', () => {
  let comfy: Awaited<ReturnType<typeof startComfyUiStandIn>>;
  let t: TestApp;
  let workflows: string;
  let admin: { cookie: string };

  beforeAll(async () => {
    comfy = await startComfyUiStandIn({
      credentials: 'painter:s@cret',
      models: { checkpoints: ['juggernautXL.safetensors'], controlnets: [STAND_IN_CONTROLNET] },
    });
    workflows = mkdtempSync(join(tmpdir(), 'workflows-'));
    const source = new URL('../../providers/painter/comfyui-workflows/', import.meta.url);
    for (const style of STYLES)
      copyFileSync(new URL(`${style.toLowerCase()}.json`, source), join(workflows, `${style.toLowerCase()}.json`));
    const retro = join(workflows, 'retro.json');
    writeFileSync(retro, readFileSync(retro, 'utf8').replace('"strength"', '"strenght"'));
    const url = new URL(comfy.url);
    t = await createTestApp({
      ...LIMITS,
      AUTO_DRAFTS: 'false',
      DRAFT_PAINTER: 'comfyui',
      COMFYUI_URL: `http://painter:s%40cret@${url.host}`,
      COMFYUI_WORKFLOWS: workflows,
    });
    admin = { cookie: await createAdmin(t) };
  });
  afterAll(async () => {
    await t?.close();
    await comfy?.close();
    rmSync(workflows, { recursive: true, force: true });
  });

  it('the workbench’s painter status says plainly what is wrong, checked against the server’s object info', async () => {
    const customer = (await signUp(t.app, { name: 'Proxy Pat', email: 'pat@example.com' })).cookie;
    const renderId = await uploadRender(t.app, customer, 'Anime');
    const workbench = (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json();
    expect(workbench.generativePainter).toEqual({
      name: 'ComfyUI',
      problems: [
        'retro.json: node 1 (CheckpointLoaderSimple) asks for ckpt_name “sd_xl_base_1.0.safetensors”, which this ComfyUI does not have',
        'retro.json: node 8 (ControlNetApplyAdvanced) lacks its input strength',
        'retro.json: node 8 (ControlNetApplyAdvanced) has no input called “strenght”',
        'cartoon.json: node 1 (CheckpointLoaderSimple) asks for ckpt_name “sd_xl_base_1.0.safetensors”, which this ComfyUI does not have',
        'anime.json: node 1 (CheckpointLoaderSimple) asks for ckpt_name “sd_xl_base_1.0.safetensors”, which this ComfyUI does not have',
        'cyberpunk.json: node 1 (CheckpointLoaderSimple) asks for ckpt_name “sd_xl_base_1.0.safetensors”, which this ComfyUI does not have',
      ],
    });
    expect(comfy.state.unauthorised).toBe(0);
  });

  it('a draft’s note gives ComfyUI’s refusal in words, sent with the proxy’s credentials', async () => {
    const customer = (await signUp(t.app, { name: 'Proxy Pam', email: 'pam@example.com' })).cookie;
    const renderId = await uploadRender(t.app, customer, 'Anime');
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${renderId}/drafts`,
      headers: admin,
      payload: { style: 'Anime' },
    });
    const draft = await waitFor(
      'the draft',
      async () =>
        (
          (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json().drafts as Draft[]
        ).find((candidate) => candidate.id === requested.json().draft.id && candidate.status === 'ready'),
      180_000,
    );
    expect(draft.painterNote).toBe(
      PAINTER_NOTES.failed(
        'ComfyUI',
        'ComfyUI prompt: HTTP 400, CheckpointLoaderSimple asks for ckpt_name “sd_xl_base_1.0.safetensors”, which this ComfyUI does not have',
      ),
    );
    expect(comfy.state.unauthorised).toBe(0);
  });
});

describe('a ComfyUI that does not answer its object info', () => {
  it('does not hold the workbench: its painter status reports nothing yet after a few seconds', async () => {
    const comfy = await startComfyUiStandIn();
    comfy.state.objectInfoHangs = true;
    const t = await createTestApp({ ...LIMITS, AUTO_DRAFTS: 'false', DRAFT_PAINTER: 'comfyui', COMFYUI_URL: comfy.url });
    try {
      const admin = { cookie: await createAdmin(t) };
      const customer = (await signUp(t.app, { name: 'Slow Sally', email: 'sally@example.com' })).cookie;
      const renderId = await uploadRender(t.app, customer, 'Retro');
      const started = Date.now();
      const workbench = await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin });
      expect(workbench.json().generativePainter).toEqual({ name: 'ComfyUI', problems: [] });
      expect(Date.now() - started).toBeLessThan(4500);
    } finally {
      await t.close();
      await comfy.close();
    }
  });
});

describe('the daily spending cap', () => {
  let comfy: Awaited<ReturnType<typeof startComfyUiStandIn>>;
  let t: TestApp;

  beforeAll(async () => {
    comfy = await startComfyUiStandIn();
    t = await createTestApp({
      ...LIMITS,
      DRAFT_PAINTER: 'comfyui',
      COMFYUI_URL: comfy.url,
      PAINTER_PRICE_CENTS: '6',
      PAINTER_DAILY_CAP_CENTS: '10',
    });
  });
  afterAll(async () => {
    await t?.close();
    await comfy?.close();
  });

  it('does not count a request that failed; pays 6 cents under a 10-cent cap once, then paints with the built-in painter and says why', async () => {
    const admin = { cookie: await createAdmin(t) };
    const customer = (await signUp(t.app, { name: 'Carl Capped', email: 'carl@example.com' })).cookie;
    const spentToday = () => createPainterSpendRepository(t.database.db).spentOn(new Date().toISOString().slice(0, 10));
    comfy.failNext(2, 503);
    const renderId = await uploadRender(t.app, customer, 'Retro');
    const workbench = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json().drafts as Draft[];
    const paint = async (what: string) => {
      const requested = await t.app.inject({
        method: 'POST',
        url: `/api/admin/renders/${renderId}/drafts`,
        headers: admin,
        payload: { style: 'Retro' },
      });
      return waitFor(what, async () =>
        (await workbench()).find((draft) => draft.id === requested.json().draft.id && draft.status === 'ready'),
      );
    };
    const failed = await waitFor('first draft', async () => (await workbench()).find((draft) => draft.status === 'ready'));
    expect(failed.painter).toBe(BUILT_IN_PAINTER);
    expect(await spentToday()).toEqual({ images: 0, cents: 0 });

    expect((await paint('paid draft')).painter).toBe('ComfyUI');
    const capped = await paint('capped draft');
    expect([capped.painter, capped.painterNote]).toEqual([
      BUILT_IN_PAINTER,
      'ComfyUI not used: today’s spending cap is reached. Painted by the built-in painter.',
    ]);
    expect(comfy.prompts).toHaveLength(1);
    expect(await spentToday()).toEqual({ images: 1, cents: 6 });
  });
});

describe('the photo a model receives', () => {
  let openai: Awaited<ReturnType<typeof startOpenAiImagesStandIn>>;
  let t: TestApp;

  beforeAll(async () => {
    openai = await startOpenAiImagesStandIn();
    t = await createTestApp({ ...LIMITS, DRAFT_PAINTER: 'openai', OPENAI_API_KEY: STAND_IN_OPENAI_KEY, OPENAI_API_URL: openai.url });
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  it('has no metadata and is no larger than the model paints', async () => {
    const customer = (await signUp(t.app, { name: 'Gus Gps', email: 'gus@example.com' })).cookie;
    const admin = { cookie: await createAdmin(t) };
    const upload = await multipart(
      { style: 'Anime' },
      { field: 'photo', name: 'gps.jpg', type: 'image/jpeg', content: await jpegPhoto(3000, 2000, { gps: true }) },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...upload.headers, cookie: customer },
      payload: upload.payload,
    });
    expect(created.statusCode).toBe(201);
    const renderId: string = created.json().render.id;
    await waitFor('draft', async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json().drafts as Draft[]
      ).find((draft) => draft.status === 'ready'),
    );
    expect(openai.requests).toEqual([
      expect.objectContaining({ model: 'gpt-image-1', size: '1536x1024', quality: 'medium', inputFidelity: 'high', hasExif: false }),
    ]);
    expect(openai.requests[0]!.prompt).toContain('Keep the motorcycle’s exact shape');
    // Counted at what the answer's usage costs (8 cents), not the configured 4.
    expect(await createPainterSpendRepository(t.database.db).spentOn(new Date().toISOString().slice(0, 10))).toEqual({
      images: 1,
      cents: 8,
    });
  });

  it('does not retry an exhausted quota, and counts a request that timed out as spent (OpenAI may have billed it)', async () => {
    const customer = (await signUp(t.app, { name: 'Quota Quentin', email: 'quentin@example.com' })).cookie;
    const admin = { cookie: (await signIn(t.app, 'admin@example.com', 'admin-pass')).cookie };
    const renderId = await uploadRender(t.app, customer, 'Retro');
    const spentToday = () => createPainterSpendRepository(t.database.db).spentOn(new Date().toISOString().slice(0, 10));
    const paint = async () => {
      const requested = await t.app.inject({
        method: 'POST',
        url: `/api/admin/renders/${renderId}/drafts`,
        headers: admin,
        payload: { style: 'Retro' },
      });
      return waitFor(
        'the draft',
        async () =>
          (
            (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json()
              .drafts as Draft[]
          ).find((draft) => draft.id === requested.json().draft.id && draft.status === 'ready'),
        180_000,
      );
    };
    await waitFor(
      'the upload’s first draft',
      async () =>
        (
          (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json().drafts as Draft[]
        ).find((draft) => draft.status === 'ready'),
      180_000,
    );
    const before = await spentToday();
    openai.reset();
    openai.failNext(3, 429, null, 'insufficient_quota');
    const refused = await paint();
    expect(openai.state.calls).toBe(1);
    expect(refused.painterNote).toBe(
      PAINTER_NOTES.failed(
        'OpenAI gpt-image-1',
        'OpenAI image edit: HTTP 429, You exceeded your current quota, please check your plan and billing details.',
      ),
    );
    expect(await spentToday()).toEqual(before);

    openai.reset();
    openai.state.delayMs = HANG_MS;
    const timedOut = await paint();
    expect(timedOut.painterNote).toBe(
      PAINTER_NOTES.failed('OpenAI gpt-image-1', `OpenAI image edit: no answer within ${PAINTER_TIMEOUT_SECONDS} s`),
    );
    expect(openai.state.calls).toBe(1);
    expect(await spentToday()).toEqual({ images: before.images + 1, cents: before.cents + 4 });
  });
});
