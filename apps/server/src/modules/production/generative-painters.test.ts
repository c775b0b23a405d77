import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, RenderVersion } from '@store/shared/production';
import { BUILT_IN_PAINTER } from '@store/shared/production';
import { jpegPhoto } from '#test/images.ts';
import { multipart } from '#test/multipart.ts';
import { uploadRender, waitFor } from '#test/production.ts';
import { startComfyUiStandIn } from '#test/stand-ins/comfyui-stand-in.ts';
import { STAND_IN_OPENAI_KEY, startOpenAiImagesStandIn } from '#test/stand-ins/openai-images-stand-in.ts';
import type { StandInOutput } from '#test/stand-ins/painter-stand-in-images.ts';
import { createAdmin, createTestApp, signUp, type TestApp } from '#test/test-app.ts';
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
  reset(): void;
  close(): Promise<void>;
};

async function comfyUi(): Promise<StandIn> {
  const standIn = await startComfyUiStandIn();
  return {
    environment: { DRAFT_PAINTER: 'comfyui', COMFYUI_URL: standIn.url },
    painterName: 'ComfyUI',
    output: (output) => (standIn.state.output = output),
    hang: () => (standIn.state.hang = true),
    slowly: (polls) => (standIn.state.pendingPolls = polls),
    failNext: (count, status, retryAfter) => standIn.failNext(count, status, retryAfter ?? null),
    painted: () => standIn.prompts.length,
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
    hang: () => (standIn.state.delayMs = 8000),
    slowly: (polls) => (standIn.state.delayMs = polls * 300),
    failNext: (count, status, retryAfter) => standIn.failNext(count, status, retryAfter ?? null),
    painted: () => standIn.requests.length,
    reset: () => standIn.reset(),
    close: () => standIn.close(),
  };
}

const LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  AUTO_DRAFTS: 'true',
  PAINTER_TIMEOUT_SECONDS: '5',
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
    await waitFor('the upload’s first draft', async () => (await drafts()).find((draft) => draft.status === 'ready'), 30_000);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  async function drafts(): Promise<Draft[]> {
    return (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json().drafts;
  }

  async function finished(draftId: string): Promise<Draft> {
    return waitFor(
      `draft ${draftId}`,
      async () => (await drafts()).find((draft) => draft.id === draftId && (draft.status === 'ready' || draft.status === 'failed')),
      30_000,
    );
  }

  async function paint(): Promise<Draft> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/renders/${renderId}/drafts`,
      headers: admin,
      payload: { style: 'Anime' },
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
  }, 40_000);

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
    const version = await waitFor(
      `version ${versionId}`,
      async () =>
        (
          (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json()
            .versions as RenderVersion[]
        ).find((candidate) => candidate.id === versionId && candidate.status === 'ready'),
      30_000,
    );
    const results = Object.values(version.results);
    expect(results).toHaveLength(5);
    expect(Math.max(...results.map((result) => result!.width))).toBeGreaterThan(draft!.width!);
  }, 40_000);

  it('waits while the model reports its work in progress', async () => {
    standIn.reset();
    standIn.slowly(3);
    const draft = await paint();
    expect([draft.painter, draft.painterNote]).toEqual([standIn.painterName, null]);
  }, 40_000);

  it('retries after a 429, respecting Retry-After, and then uses the model’s image', async () => {
    standIn.reset();
    standIn.failNext(1, 429, '1');
    const started = Date.now();
    const draft = await paint();
    expect([draft.painter, draft.painterNote]).toEqual([standIn.painterName, null]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  }, 40_000);

  it('falls back to the built-in painter when the model keeps answering 5xx, and says so on the draft', async () => {
    standIn.reset();
    standIn.failNext(5, 503);
    const draft = await paint();
    expect([draft.status, draft.painter]).toEqual(['ready', BUILT_IN_PAINTER]);
    expect(draft.painterNote).toMatch(
      new RegExp(`^${standIn.painterName.split(' ')[0]}.* failed \\(.*HTTP 503.*\\)\\. Painted by the built-in painter\\.$`),
    );
    expect(draft.likeness).not.toBeNull();
  }, 40_000);

  it('falls back when the model takes longer than the time-out', async () => {
    standIn.reset();
    standIn.hang();
    const draft = await paint();
    expect(draft.painter).toBe(BUILT_IN_PAINTER);
    expect(draft.painterNote).toMatch(/no (answer|image) within 5 s/);
  }, 40_000);

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
    40_000,
  );

  it('paints again when the likeness is under the threshold, then shows the best with the reasons', async () => {
    standIn.reset();
    standIn.output('unlike');
    const draft = await paint();
    expect(standIn.painted()).toBe(2);
    expect(draft.painter).toBe(standIn.painterName);
    expect(draft.likeness!.score).toBeLessThan(60);
    expect(draft.painterNote).toMatch(/^Likeness \d+ is under 60 after 2 tries: .+\.$/);
  }, 40_000);
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
  }, 60_000);
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
      return waitFor(
        what,
        async () => (await workbench()).find((draft) => draft.id === requested.json().draft.id && draft.status === 'ready'),
        30_000,
      );
    };
    const failed = await waitFor('first draft', async () => (await workbench()).find((draft) => draft.status === 'ready'), 30_000);
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
  }, 60_000);
});

describe('the photo a model receives', () => {
  let openai: Awaited<ReturnType<typeof startOpenAiImagesStandIn>>;
  let t: TestApp;

  beforeAll(async () => {
    openai = await startOpenAiImagesStandIn();
    t = await createTestApp({ ...LIMITS, DRAFT_PAINTER: 'openai', OPENAI_API_KEY: STAND_IN_OPENAI_KEY, OPENAI_API_URL: openai.url });
  }, 60_000);
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
    await waitFor(
      'draft',
      async () =>
        (
          (await t.app.inject({ method: 'GET', url: `/api/admin/renders/${renderId}/workbench`, headers: admin })).json().drafts as Draft[]
        ).find((draft) => draft.status === 'ready'),
      30_000,
    );
    expect(openai.requests).toEqual([expect.objectContaining({ model: 'gpt-image-1', size: '1536x1024', hasExif: false })]);
    expect(openai.requests[0]!.prompt).toContain('Keep the motorcycle’s exact shape');
  }, 60_000);
});
