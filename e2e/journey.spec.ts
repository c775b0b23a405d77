import { join } from 'node:path';
import { PUBLISH_MESSAGES } from '../packages/shared/src/production.ts';
import { DEMO_ADMIN, choosePhoto, fillDemoAddress, fillDemoCard, newPageLoggedIn, publishOwnImageInWorkbench } from './factories.ts';
import { chooseStyle, expect, signUpThroughUi, test, uniqueEmail } from './fixtures.ts';
import { WAIT } from './waits.ts';

const BIKE_PHOTO = join(import.meta.dirname, 'files/bike-photo.webp');
const FINISHED_RENDER = join(import.meta.dirname, 'files/finished-render.webp');

test('the whole journey on the demo provider: upload, render, buy, pay, fulfil, and the emails', async ({ page, browser }) => {
  const customer = { name: 'Jordan Journey', email: uniqueEmail('jordan'), password: 'journey-123' };
  await signUpThroughUi(page, customer);

  await page.goto('/upload');
  await choosePhoto(page, BIKE_PHOTO);
  await chooseStyle(page, 'Retro');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: WAIT.photoRequest });
  await page.getByRole('dialog', { name: 'Submission Successful' }).getByRole('button', { name: 'Got it' }).click();
  const renderId = await page.getByTestId('pending-render').getAttribute('data-render-id');

  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin?status=pending');
  const row = admin.locator(`[data-testid="queue-item"][data-render-id="${renderId}"]`);
  await row.getByRole('link', { name: /Open workbench/ }).click();
  await publishOwnImageInWorkbench(admin);

  await page.goto(`/product/${renderId}`);
  await page
    .getByRole('radiogroup', { name: 'Aspect Size' })
    .getByRole('radio', { name: /1x1 Square/ })
    .click();
  await page.getByLabel('Canvas Size').selectOption('12x12');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Add Digital Download ($10)' }).click();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByTestId('cart-shipping')).toHaveText('$9.00');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$78.00');
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/demo-checkout\//);
  await fillDemoCard(page, customer.name);
  await fillDemoAddress(page, { line1: '5 Throttle Lane', city: 'Denver', state: 'CO', postalCode: '80202', country: 'US' });
  await page.getByRole('button', { name: 'Pay $78.00' }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText(customer.name);
  await expect(summary).toContainText('5 Throttle Lane');
  const orderId = (await summary.getByText(/^MM-/).textContent())!.trim();

  await admin.goto('/admin/fulfillment');
  await admin.getByLabel('Search').fill(customer.email.toUpperCase());
  const order = admin.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(order).toBeVisible();
  await order.getByLabel(`Status for order ${orderId}`).selectOption('shipped');
  await admin.getByRole('button', { name: `View order ${orderId}` }).click();
  const detail = admin.getByTestId('order-detail');
  await expect(detail.getByTestId('timeline-event').filter({ hasText: 'Shipped' })).toBeVisible();

  // Replacing an image customers have bought asks first.
  await admin.goto(`/admin/renders/${renderId}`);
  await admin.getByLabel(/Finished image file/).setInputFiles(FINISHED_RENDER);
  await admin.getByRole('button', { name: 'Upload Render' }).click();
  const featured = admin.getByTestId('featured-version');
  await expect(featured.getByRole('heading', { name: /Version 2/ })).toBeVisible({ timeout: WAIT.imageJob });
  await featured.getByRole('button', { name: 'Publish version 2' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Publish anyway?' });
  await expect(confirm.getByText(PUBLISH_MESSAGES.paidOrders(1))).toBeVisible();
  await confirm.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(admin.getByTestId('published')).toContainText('version 2');
  await admin.context().close();

  await page.goto('/dev/mailbox');
  for (const subject of [
    `Your MotoMuse order ${orderId}`,
    `Your MotoMuse downloads (order ${orderId})`,
    `Your MotoMuse print has shipped (order ${orderId})`,
  ]) {
    await expect(page.getByRole('button', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) })).toBeVisible();
  }
  await page.getByRole('button', { name: new RegExp(`Your MotoMuse downloads \\(order ${orderId}\\)`) }).click();
  const downloadLink = page.getByRole('link', { name: /\/api\/downloads\// }).first();
  const href = await downloadLink.getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
});
