import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { BACKDROP_LABELS } from '../packages/shared/src/styles.ts';
import { customerWithRender, openCutOutEditor } from './factories.ts';
import { expect, test } from './fixtures.ts';
import { WAIT } from './waits.ts';

/** Screenshots of the editor go to /tmp for a person to look at, never into the repository. */
const SCREENSHOT_DIR = process.env.CUT_OUT_SCREENSHOTS ?? '/tmp';

/** A finger stroke (real touch input through the DevTools protocol) across the canvas, through points given as shares of its size. */
async function swipe(page: Page, canvas: Locator, points: readonly [number, number][]): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const session = await page.context().newCDPSession(page);
  const touch = ([x, y]: readonly [number, number]) => [{ x: box.x + box.width * x, y: box.y + box.height * y }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(points[0]!) });
  for (const point of points.slice(1)) await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(point) });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** Drags the pointer over the canvas through points given as shares of its width and height. */
async function drag(page: Page, canvas: Locator, points: readonly [number, number][]): Promise<void> {
  const box = (await canvas.boundingBox())!;
  const at = ([x, y]: readonly [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(points[0]!));
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(...at(point), { steps: 6 });
  await page.mouse.up();
}

test('staff correct the cut-out with the brush and the lasso, save it, and repaint every style with it', async ({
  browser,
  playwright,
}) => {
  const { renderId } = await customerWithRender(playwright, 'Mia Mask', { style: 'Cartoon' });

  const { admin, section, editor, canvas, state } = await openCutOutEditor(browser, renderId);
  const violations = (await new AxeBuilder({ page: admin }).include('[data-testid="cut-out"]').analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await admin.screenshot({ path: join(SCREENSHOT_DIR, 'cut-out-editor-1280.png'), fullPage: true });

  await editor.getByRole('group', { name: 'Tool' }).getByRole('button', { name: 'Brush' }).click();
  await editor.getByRole('group', { name: 'Paint' }).getByRole('button', { name: 'Remove' }).click();
  await drag(admin, canvas, [
    [0.05, 0.1],
    [0.3, 0.12],
    [0.6, 0.1],
  ]);
  await expect(editor).toHaveAttribute('data-changed', 'true');
  await editor.getByRole('button', { name: 'Undo' }).click();
  await expect(editor).toHaveAttribute('data-changed', 'false');
  await editor.getByRole('button', { name: 'Redo' }).click();
  await expect(editor).toHaveAttribute('data-changed', 'true');

  await editor.getByRole('group', { name: 'Tool' }).getByRole('button', { name: 'Lasso' }).click();
  await editor.getByRole('group', { name: 'Paint' }).getByRole('button', { name: 'Add' }).click();
  await drag(admin, canvas, [
    [0.4, 0.4],
    [0.6, 0.4],
    [0.6, 0.6],
    [0.4, 0.6],
  ]);
  await editor.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Cut-out alone' }).click();
  await expect(state).toHaveText('Unsaved changes.');
  await section.screenshot({ path: join(SCREENSHOT_DIR, 'cut-out-checkerboard-1280.png') });

  await editor.getByRole('button', { name: 'Save cut-out' }).click();
  await expect(state).toHaveText('Corrected by hand: new drafts use this cut-out.', { timeout: WAIT.photoRequest });
  const subject = (await (await admin.request.get(`/api/admin/renders/${renderId}/subject`)).json()) as { subject: { corrected: boolean } };
  expect(subject.subject.corrected).toBe(true);

  const drafts = admin.getByTestId('draft-card');
  const before = await drafts.count();
  await editor.getByRole('button', { name: 'Repaint all styles with this cut-out' }).click();
  await expect(drafts).toHaveCount(before + 4);
  for (const style of ['Retro', 'Cartoon', 'Anime', 'Cyberpunk']) {
    await expect(admin.getByRole('article', { name: new RegExp(`${style}, `) }).first()).toBeVisible();
  }
  await expect(admin.locator('[data-testid="draft-card"][data-status="ready"]')).toHaveCount(before + 4, { timeout: 2 * WAIT.imageJob });

  const form = admin.getByRole('form', { name: 'Paint another draft' });
  await form.getByLabel('Draft style').selectOption('Anime');
  await form.getByLabel('Backdrop').selectOption({ label: BACKDROP_LABELS.speed });
  await form.getByRole('button', { name: 'Paint draft' }).click();
  await expect(admin.getByRole('article', { name: `Draft ${before + 5}: Anime, ${BACKDROP_LABELS.speed}` })).toBeVisible();

  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(editor).toHaveAttribute('data-changed', 'false');
  await editor.getByRole('group', { name: 'Tool' }).getByRole('button', { name: 'Brush' }).click();
  await swipe(admin, canvas, [
    [0.1, 0.2],
    [0.2, 0.25],
    [0.3, 0.3],
  ]);
  await expect(editor).toHaveAttribute('data-changed', 'true');
  await expect(state).toHaveText('Unsaved changes.');
  await section.screenshot({ path: join(SCREENSHOT_DIR, 'cut-out-editor-390.png') });
  await admin.context().close();
});
