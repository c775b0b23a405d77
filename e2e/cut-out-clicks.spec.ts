import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { SUBJECT_MESSAGES } from '../packages/shared/src/subject.ts';
import { customerWithRender, openCutOutEditor } from './factories.ts';
import { expect, test } from './fixtures.ts';
import { WAIT, journeyLimit } from './waits.ts';

const FIXTURES = join(import.meta.dirname, '../packages/render-engine/fixtures');
/**
 * A real photo: the Middlebury Yamaha in a garage (see the render engine's fixtures), enlarged
 * twice so the store takes it for a print. Its automatic cut-out keeps the red crate on the shelf
 * behind the front fork, and so holds more than 5% background.
 */
const PHOTO = await sharp(join(FIXTURES, 'middlebury-motorcycle.png'))
  .resize(1482, 1000, { kernel: 'lanczos3' })
  .jpeg({ quality: 92 })
  .toBuffer();
/** The bike's outline drawn by hand for the engine's benchmark: white is the bike. */
const TRUTH = join(FIXTURES, 'middlebury-motorcycle.mask.png');
/** Where staff click, in shares of the photo: the crate kept by mistake, then what the model drops with it. */
const CRATE = { x: 0.77, y: 0.42 };
const FRONT_WHEEL = { x: 0.83, y: 0.72 };
const TAIL_LIGHT = { x: 0.15, y: 0.42 };
/** A clean cut-out holds less background than this share of its pixels (issue 29). */
const CLEAN_BACKGROUND = 0.05;
/** Staff fix a cut-out in three clicks or fewer and under 30 s (issue 29). */
const MAX_CLICKS = 3;
const MAX_FIX_MS = 30_000;
const SCREENSHOT_DIR = process.env.CUT_OUT_SCREENSHOTS ?? '/tmp';

type Subject = { maskUrl: string; width: number; height: number; corrected: boolean };

async function subjectOf(api: APIRequestContext, renderId: string): Promise<Subject> {
  return ((await (await api.get(`/api/admin/renders/${renderId}/subject`)).json()) as { subject: Subject }).subject;
}

/** The render's cut-out in use: the share of it that is background by the hand-drawn outline, and its value at a point. */
async function measureCutOut(api: APIRequestContext, subject: Subject) {
  const { width, height } = subject;
  const mask = await sharp(await (await api.get(subject.maskUrl)).body())
    .extractChannel(0)
    .raw()
    .toBuffer();
  const truth = await sharp(TRUTH).resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  let kept = 0;
  let background = 0;
  for (let pixel = 0; pixel < mask.length; pixel += 1) {
    if (mask[pixel]! < 128) continue;
    kept += 1;
    if (truth[pixel]! < 128) background += 1;
  }
  const at = (point: { x: number; y: number }) => mask[Math.round(point.y * height) * width + Math.round(point.x * width)]!;
  return { background: background / kept, at };
}

/** A finger's tap (real touch input through the DevTools protocol) at a point given in shares of the canvas. */
async function tap(page: Page, canvas: Locator, point: { x: number; y: number }): Promise<void> {
  const box = (await canvas.boundingBox())!;
  const session = await page.context().newCDPSession(page);
  const touchPoints = [{ x: box.x + box.width * point.x, y: box.y + box.height * point.y }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/**
 * One click (a mouse click, with Shift when asked, or a finger's tap) on the canvas at a point given
 * in shares of the photo; waits for the model's answer to show and answers how long it took.
 */
async function clickCutOut(
  editor: Locator,
  point: { x: number; y: number },
  how: 'click' | 'shift-click' | 'tap' = 'click',
): Promise<number> {
  const started = Date.now();
  const canvas = editor.getByTestId('cut-out-canvas');
  const box = (await canvas.boundingBox())!;
  const before = Number(await editor.getAttribute('data-clicks'));
  if (how === 'tap') await tap(editor.page(), canvas, point);
  else
    await canvas.click({
      position: { x: box.width * point.x, y: box.height * point.y },
      modifiers: how === 'shift-click' ? ['Shift'] : [],
    });
  await expect(editor).toHaveAttribute('data-clicks', String(before + 1), { timeout: WAIT.photoRequest });
  await expect(editor.getByTestId('cut-out-busy')).toHaveCount(0);
  return Date.now() - started;
}

async function drag(page: Page, canvas: Locator, from: readonly [number, number], to: readonly [number, number]): Promise<void> {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 8 });
  await page.mouse.up();
}

test('staff fix a cut-out by clicks in under 30 s, repaint every style with it and publish', async ({ browser, playwright }) => {
  test.setTimeout(journeyLimit(4));
  const { renderId } = await customerWithRender(playwright, 'Yuki Yamaha', {
    style: 'Cartoon',
    photo: { name: 'yamaha.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
  });

  const { admin, section, editor, canvas, state } = await openCutOutEditor(browser, renderId);
  await expect(editor.getByRole('group', { name: 'Tool' }).getByRole('button', { name: 'Click' })).toHaveAttribute('aria-pressed', 'true');

  // The known defect: the crate behind the fork is in the automatic cut-out, which is not clean.
  const automatic = await measureCutOut(admin.request, await subjectOf(admin.request, renderId));
  expect(automatic.at(CRATE)).toBe(255);
  expect(automatic.background).toBeGreaterThan(CLEAN_BACKGROUND);
  await canvas.scrollIntoViewIfNeeded();

  const started = Date.now();
  const answers = [
    await clickCutOut(editor, CRATE, 'shift-click'),
    await clickCutOut(editor, FRONT_WHEEL),
    await clickCutOut(editor, TAIL_LIGHT),
  ];
  await expect(state).toHaveText('Unsaved changes (3 clicks).');
  const clicks = Number(await editor.getAttribute('data-clicks'));
  await section.screenshot({ path: join(SCREENSHOT_DIR, 'cut-out-clicks-1280.png') });
  await editor.getByRole('button', { name: 'Save cut-out' }).click();
  await expect(state).toHaveText('Corrected by hand: new drafts use this cut-out.', { timeout: WAIT.photoRequest });
  const fixMs = Date.now() - started;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Cut-out fixed in ${clicks} clicks and ${seconds(fixMs)} (first click to saved mask; answers ${answers.map(seconds).join(', ')}).`,
  );
  expect(clicks).toBeLessThanOrEqual(MAX_CLICKS);
  expect(fixMs).toBeLessThan(MAX_FIX_MS);

  const fixed = await measureCutOut(admin.request, await subjectOf(admin.request, renderId));
  console.log(`Background in the cut-out: ${(automatic.background * 100).toFixed(1)}% -> ${(fixed.background * 100).toFixed(1)}%.`);
  expect(fixed.at(CRATE)).toBe(0);
  expect([fixed.at(FRONT_WHEEL), fixed.at(TAIL_LIGHT)]).toEqual([255, 255]);
  expect(fixed.background).toBeLessThan(CLEAN_BACKGROUND);

  // A redrawn box is one more step, taken back by Undo; the saved cut-out stays.
  await editor.getByRole('group', { name: 'Tool' }).getByRole('button', { name: 'Box' }).click();
  await drag(admin, canvas, [0.1, 0.1], [0.6, 0.9]);
  await expect(editor).toHaveAttribute('data-changed', 'true', { timeout: WAIT.photoRequest });
  await expect(state).toHaveText('Unsaved changes (3 clicks and a new box).');
  await editor.getByRole('button', { name: 'Undo' }).click();
  await expect(editor).toHaveAttribute('data-changed', 'false');
  await expect(state).toHaveText('Corrected by hand: new drafts use this cut-out.');

  // On a phone there is no Shift key: the Exclude toggle makes a tap exclude, added to the saved cut-out's clicks.
  await admin.setViewportSize({ width: 375, height: 812 });
  await editor.getByRole('group', { name: 'Tool' }).getByRole('button', { name: 'Click' }).click();
  await editor.getByRole('group', { name: 'Clicks' }).getByRole('button', { name: 'Exclude' }).click();
  await canvas.scrollIntoViewIfNeeded();
  // The answer held back a moment, to see the editor wait for it: the new dot at once, the mask when it comes.
  const segmentRoute = `**/api/admin/renders/${renderId}/subject/segment`;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await admin.route(segmentRoute, async (route) => {
    await held;
    await route.continue();
  });
  const tapped = clickCutOut(editor, { x: 0.3, y: 0.35 }, 'tap');
  await expect(editor.getByTestId('cut-out-busy')).toHaveText('Updating the cut-out...');
  await expect(editor.getByRole('button', { name: 'Save cut-out' })).toBeDisabled();
  await section.screenshot({ path: join(SCREENSHOT_DIR, 'cut-out-clicks-busy-375.png') });
  release();
  await tapped;
  await admin.unroute(segmentRoute);
  await expect(state).toHaveText('Unsaved changes (4 clicks).');
  await section.screenshot({ path: join(SCREENSHOT_DIR, 'cut-out-clicks-375.png') });
  await editor.getByRole('button', { name: 'Undo' }).click();
  await expect(editor).toHaveAttribute('data-changed', 'false');

  // A refusal from the store is shown as it is worded there.
  await admin.route(segmentRoute, (route) =>
    route.fulfill({ status: 409, json: { error: 'SUBJECT_NOT_READY', message: SUBJECT_MESSAGES.working } }),
  );
  await canvas.click({ position: { x: 20, y: 20 } });
  await expect(editor.getByRole('alert')).toHaveText(SUBJECT_MESSAGES.working);
  await expect(editor).toHaveAttribute('data-clicks', '3');
  await admin.unroute(segmentRoute);
  await admin.setViewportSize({ width: 1280, height: 800 });

  const drafts = admin.getByTestId('draft-card');
  const before = await drafts.count();
  await editor.getByRole('button', { name: 'Repaint all styles with this cut-out' }).click();
  await expect(drafts).toHaveCount(before + 4);
  await expect(admin.locator('[data-testid="draft-card"][data-status="ready"]')).toHaveCount(before + 4, { timeout: 2 * WAIT.imageJob });

  await admin
    .getByRole('article', { name: /^Draft \d+: Cartoon, / })
    .last()
    .getByRole('button', { name: 'Use this draft' })
    .click();
  const featured = admin.getByTestId('featured-version');
  await expect(featured.getByTestId('version-crop')).toHaveCount(5, { timeout: WAIT.imageJob });
  await featured.getByRole('button', { name: /^Publish version 1/ }).click();
  const confirm = admin.getByRole('dialog', { name: 'Publish anyway?' });
  await expect(admin.getByTestId('published').or(confirm)).toBeVisible();
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(admin.getByTestId('published')).toBeVisible();
  await expect(admin.getByTestId('workbench-stage')).toHaveText(/Ready/);
  await admin.context().close();
});
