import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jpegPhoto } from '../apps/server/test/images.ts';
import { startComfyUiStandIn } from '../apps/server/test/stand-ins/comfyui-stand-in.ts';
import { TEST_STORE_SETTINGS } from '../apps/server/test/store-settings.ts';
import { DEMO_ADMIN, logIn } from './factories.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { WAIT, journeyLimit } from './waits.ts';

/**
 * A store of its own, pointed at the ComfyUI stand-in (the shared store of the other specs paints
 * with the built-in painter and must stay so): an upload gets a generated draft, staff see who
 * painted it and its likeness, use it and publish; the privacy page names the GPU host.
 */
const BIKE_PHOTO = readFileSync(join(import.meta.dirname, 'files/bike-photo.webp'));
const GPU_HOST = 'Example GPU Cloud';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let comfy: Awaited<ReturnType<typeof startComfyUiStandIn>>;
let store: ChildProcess;
let dataDir: string;
let baseUrl: string;

test.beforeAll(async () => {
  comfy = await startComfyUiStandIn();
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-painter-'));
  store = spawn(process.execPath, [join(import.meta.dirname, '../apps/server/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: `sqlite:${join(dataDir, 'store.db')}`,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      ...TEST_STORE_SETTINGS,
      DRAFT_PAINTER: 'comfyui',
      COMFYUI_URL: comfy.url,
      PAINTER_PROVIDER_NAME: GPU_HOST,
      // The stand-in's "unlike" image scores 0; its "painting" more.
      LIKENESS_MIN_SCORE: '1',
      LIKENESS_REPAINTS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + WAIT.storeStart; ;) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the store with the ComfyUI stand-in did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (store && store.exitCode === null) {
    const exited = new Promise((resolve) => store.once('exit', resolve));
    store.kill('SIGTERM');
    await exited;
  }
  await comfy?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an upload gets a ComfyUI draft; staff see its painter and likeness, use it and publish', async ({ browser, playwright }) => {
  test.setTimeout(journeyLimit(2));
  const customerApi = await playwright.request.newContext({ baseURL: baseUrl });
  const customer = { name: 'Gene Generated', email: uniqueEmail('gene'), password: 'secret-123' };
  expect((await customerApi.post('/api/auth/sign-up/email', { data: customer, headers: { origin: baseUrl } })).ok()).toBe(true);
  // The server tests' photo: the stand-in's "painting" of it keeps the likeness (of the real photo it does not, and is refused).
  const upload = await customerApi.post('/api/uploads', {
    multipart: {
      style: 'Anime',
      acceptWarnings: 'true',
      photo: { name: 'bike.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(1600, 1000) },
    },
  });
  expect(upload.status()).toBe(201);
  const renderId = ((await upload.json()) as { render: { id: string } }).render.id;
  await customerApi.dispose();

  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const admin = await context.newPage();
  await logIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/renders/${renderId}`);
  const draft = admin.locator('[data-testid="draft-card"][data-status="ready"]').first();
  await expect(draft).toBeVisible({ timeout: WAIT.imageJob });
  await expect(draft.getByTestId('draft-painter')).toContainText('Painted by ComfyUI');
  await expect(draft.getByTestId('draft-likeness')).toHaveText(/^Likeness \d{1,3}/);
  expect(comfy.prompts.some((queued) => JSON.stringify(queued.prompt).includes('anime key-visual'))).toBe(true);

  await draft.getByRole('button', { name: 'Use this draft' }).click();
  const featured = admin.getByTestId('featured-version');
  await expect(featured.getByTestId('version-crop')).toHaveCount(5, { timeout: WAIT.imageJob });
  await featured.getByRole('button', { name: /^Publish version/ }).click();
  // The stand-in paints a small image: the customer's ratio cannot print a canvas from it, and staff are asked first.
  const confirm = admin.getByRole('dialog', { name: 'Publish anyway?' });
  await expect(confirm.getByRole('listitem')).toContainText(['too small for canvas']);
  await confirm.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(admin.getByTestId('published')).toBeVisible();
  await expect(admin.getByTestId('workbench-stage')).toHaveText(/Ready/);

  await admin.goto('/privacy');
  await expect(admin.getByTestId('photo-processor')).toContainText(GPU_HOST);
  await context.close();
});

test('an unlike image never becomes the draft: staff see the refused image and choose a painter per draft', async ({
  browser,
  playwright,
}) => {
  // Three drafts one after another.
  test.setTimeout(journeyLimit(4));
  const customerApi = await playwright.request.newContext({ baseURL: baseUrl });
  const customer = { name: 'Una Unlike', email: uniqueEmail('una'), password: 'secret-123' };
  expect((await customerApi.post('/api/auth/sign-up/email', { data: customer, headers: { origin: baseUrl } })).ok()).toBe(true);
  const upload = await customerApi.post('/api/uploads', {
    multipart: { style: 'Retro', acceptWarnings: 'true', photo: { name: 'bike.webp', mimeType: 'image/webp', buffer: BIKE_PHOTO } },
  });
  expect(upload.status()).toBe(201);
  const renderId = ((await upload.json()) as { render: { id: string } }).render.id;
  await customerApi.dispose();

  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const admin = await context.newPage();
  await logIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, `/admin/renders/${renderId}`);
  await expect(admin.getByRole('article', { name: /^Draft 1: Retro/ })).toHaveAttribute('data-status', 'ready', { timeout: WAIT.imageJob });

  comfy.state.output = 'unlike';
  const form = admin.getByRole('form', { name: 'Paint another draft' });
  await form.getByLabel('Draft style').selectOption('Cartoon');
  await expect(form.getByLabel('Painter')).toHaveValue('model');
  await form.getByRole('button', { name: 'Paint draft' }).click();
  const refusedDraft = admin.getByRole('article', { name: /^Draft 2: Cartoon/ });
  await expect(refusedDraft).toHaveAttribute('data-status', 'ready', { timeout: WAIT.imageJob });
  await expect(refusedDraft.getByTestId('draft-painter')).toContainText('Painted by Built-in painter');
  await expect(refusedDraft.getByTestId('draft-painter-note')).toHaveText(
    /^ComfyUI’s best of 2 tries had likeness 0, under 1 \(.+\)\. Painted by the built-in painter; the refused image is shown below\.$/,
  );
  const refused = refusedDraft.getByTestId('draft-refused');
  await expect(refused.getByText('Refused: ComfyUI’s image, likeness 0', { exact: true })).toBeVisible();
  await expect
    .poll(() => refused.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await admin.screenshot({ path: test.info().outputPath('refused-draft-1280.png'), fullPage: true });

  const asked = comfy.prompts.length;
  await form.getByLabel('Painter').selectOption({ label: 'Built-in painter' });
  await form.getByRole('button', { name: 'Paint draft' }).click();
  const builtIn = admin.getByRole('article', { name: /^Draft 3: Cartoon/ });
  await expect(builtIn).toHaveAttribute('data-status', 'ready', { timeout: WAIT.imageJob });
  await expect(builtIn.getByTestId('draft-painter')).toContainText('Painted by Built-in painter');
  await expect(builtIn.getByTestId('draft-painter-note')).toHaveCount(0);
  await expect(builtIn.getByTestId('draft-refused')).toHaveCount(0);
  expect(comfy.prompts.length).toBe(asked);

  await admin.setViewportSize({ width: 375, height: 800 });
  await refusedDraft.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: test.info().outputPath('refused-draft-375.png'), fullPage: true });
  comfy.state.output = 'painting';
  await context.close();
});
