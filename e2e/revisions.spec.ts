import type { Page } from '@playwright/test';
import { PUBLISH_PROBLEMS } from '../packages/shared/src/production.ts';
import { baseUrl } from './base-url.ts';
import {
  DEMO_ADMIN,
  REVISED_RENDER,
  buyCanvas,
  customerWithCompletedRender,
  logIn,
  newPageLoggedIn,
  publishOwnImage,
  fillDemoCard,
} from './factories.ts';
import { expect, test } from './fixtures.ts';

async function buyDigital(page: Page, renderId: string, nameOnCard: string) {
  await page.goto(`/product/${renderId}`);
  await page.getByRole('button', { name: 'Add Digital Download ($10)' }).click();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await fillDemoCard(page, nameOnCard);
  await page.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_demo_/);
}

/** The status of a download through the link's address, as the browser would fetch it. */
async function downloadStatus(page: Page, link: ReturnType<Page['getByRole']>): Promise<number> {
  return (await page.request.get((await link.getAttribute('href'))!)).status();
}

test('a digital buyer keeps the download through a revision, and gets the new version too', async ({ page, browser, playwright }) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Rita Revision');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await buyDigital(page, renderId, 'Rita Revision');

  await page.goto('/dashboard');
  const card = page.locator(`[data-testid="completed-render"][data-render-id="${renderId}"]`);
  const downloads = card.getByTestId('purchased-downloads');
  await expect(downloads.getByRole('link', { name: '1x1 Square' })).toBeVisible();
  await card.getByRole('button', { name: 'Request a change' }).click();
  const request = page.getByRole('dialog', { name: 'Request a change' });
  await request.getByLabel('What would you like changed?').fill('Please turn the bike the other way.');
  await request.getByRole('button', { name: 'Send request' }).click();

  await expect(card.getByTestId('revision-under-way')).toContainText(
    'an artist is working on it; this version stays until the new one is ready.',
  );
  await expect(page.getByTestId('pending-render')).toHaveCount(0);
  expect(await downloadStatus(page, downloads.getByRole('link', { name: '1x1 Square' }))).toBe(200);
  await page.goto(`/product/${renderId}`);
  const digital = page.getByRole('region', { name: 'Digital Download' });
  await expect(digital.getByRole('link', { name: 'Download them from your dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Canvas Print' }).getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin');
  await publishOwnImage(admin.request, renderId, REVISED_RENDER, PUBLISH_PROBLEMS);
  await admin.context().close();

  await page.goto('/dev/mailbox');
  await page.getByRole('button', { name: new RegExp(`Your revised MotoMuse render is ready.*${customer.email}`) }).click();
  await expect(page.getByText(/your purchase is kept: the new version’s files are yours too/)).toBeVisible();
  await expect(page.getByText(/buy it/i)).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(card.getByTestId('revision-under-way')).toHaveCount(0);
  expect(await downloadStatus(page, downloads.getByRole('link', { name: '1x1 Square' }).first())).toBe(200);
  const paidFor = card.getByTestId('paid-version-downloads');
  await expect(paidFor).toContainText('The version you bought, version 1, stays yours too');
  expect(await downloadStatus(page, paidFor.getByRole('link', { name: '1x1 Square' }))).toBe(200);
});

test('a canvas order not yet sent to print asks staff which version to print', async ({ page, browser, playwright }) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Cora Canvas');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await buyCanvas(page, renderId, 'Cora Canvas');
  const asked = await page.request.post(`/api/renders/${renderId}/revision`, {
    data: { note: 'Please turn the bike the other way.' },
    headers: { origin: baseUrl() },
  });
  expect(asked.status()).toBe(200);

  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/fulfillment');
  await publishOwnImage(admin.request, renderId, REVISED_RENDER, PUBLISH_PROBLEMS);
  await admin.getByLabel('Search').fill('cora canvas');
  await expect(admin.getByTestId('order-row')).toHaveCount(1);
  await admin.getByRole('button', { name: /^View order/ }).click();
  const detail = admin.getByTestId('order-detail');
  const choice = detail.getByTestId('print-version-choice');
  await expect(choice).toContainText('Choose which version to print');
  await expect(choice.getByRole('img', { name: 'Version 1' })).toBeVisible();
  await expect(choice.getByRole('img', { name: 'Version 2' })).toBeVisible();
  await expect(detail.getByTestId('timeline-event').filter({ hasText: 'waits for staff to choose which version to print' })).toHaveCount(1);

  await choice.getByRole('radio', { name: /Version 2/ }).check();
  await choice.getByRole('button', { name: 'Print version 2' }).click();
  await expect(choice).toHaveCount(0);
  await expect(detail.getByTestId('print-version')).toContainText('prints version 2');
  const chosen = detail.getByTestId('timeline-event').filter({ hasText: 'Print version chosen: version 2.' });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(`by ${DEMO_ADMIN.email}`);
  await admin.context().close();
});
