import {
  DEMO_ADMIN,
  customerWithCompletedRender,
  logIn,
  newPageLoggedIn,
  fillDemoCard,
  fillDemoAddress,
  pickCanvas12x18,
} from './factories.ts';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function addCanvasAndDigital(page: Page, renderId: string) {
  await page.goto(`/product/${renderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cyberpunk Render' })).toBeVisible();
  await pickCanvas12x18(page);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('product-total')).toHaveText('$138.00');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Add Digital Download ($10)' }).click();
  await expect(page.getByRole('button', { name: 'Digital Download Added' })).toBeDisabled();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
}

async function goToPayment(page: Page) {
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByTestId('cart-total')).toHaveText('$148.00');
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await expect(page.getByText('$148.00').first()).toBeVisible();
}

async function fillPayment(page: Page, card: string, nameOnCard = 'Jess Journey') {
  await fillDemoCard(page, nameOnCard, card);
  await fillDemoAddress(page, { line1: '12 Harbour Road', city: 'Portland', state: 'OR', postalCode: '97201', country: 'US' });
  await page.getByRole('button', { name: /^Pay \$148\.00$/ }).click();
}

test.describe('checkout on the demo provider', () => {
  test.use({ expectedConsole: [/status of 402/] });

  test('a declined card leaves the cart and makes no order; the test card pays and the success page shows the order', async ({
    page,
    playwright,
  }) => {
    const { customer, renderId } = await customerWithCompletedRender(playwright, 'Jess Journey');
    await logIn(page, customer.email, customer.password, '/dashboard');
    await addCanvasAndDigital(page, renderId);
    await goToPayment(page);

    await fillPayment(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    await page.getByRole('link', { name: '← Back to the store' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await expect(page.getByTestId('order')).toHaveCount(0);

    await goToPayment(page);
    await fillPayment(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/success\?session_id=cs_demo_/);
    const summary = page.getByTestId('order-summary');
    await expect(summary).toContainText('Jess Journey');
    await expect(summary).toContainText(customer.email);
    await expect(summary).toContainText('12 Harbour Road');
    await expect(summary).toContainText('Portland, OR 97201, US');
    await expect(summary).toContainText('$148.00');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    await page.goto('/dashboard');
    const order = page.getByTestId('order');
    await expect(order).toHaveCount(1);
    await expect(order.getByTestId('order-status')).toHaveText('Paid');
    await order.getByRole('button', { name: 'Get download links' }).click();
    await expect(order.getByTestId('order-downloads').getByRole('link')).toHaveCount(5);
  });
});

test('the success page waits for a payment that is not confirmed yet', async ({ page, playwright }) => {
  const { customer } = await customerWithCompletedRender(playwright, 'Wally Wait');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await page.route('**/api/orders/by-session*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"pending","order":null}' }),
  );
  await page.goto('/success?session_id=cs_demo_pending');
  await expect(page.getByText('Loading your order...')).toBeVisible();
});

test('checkout needs a signed-in customer', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'motomuse.cart',
      JSON.stringify([
        {
          id: 'x-digital',
          renderId: 'x',
          image: '',
          style: 'Anime',
          aspectRatio: '1x1',
          items: [{ size: 'Digital Download', quantity: 1, isDigital: true, unitPriceCents: 1000 }],
        },
      ]),
    ),
  );
  await page.reload();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('You must be signed in to checkout.')).toBeVisible();
});

test('fulfilment shows the account beside the card holder, what each canvas is, and its print file', async ({
  page,
  browser,
  playwright,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Fern Fulfil');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await addCanvasAndDigital(page, renderId);
  await goToPayment(page);
  await fillPayment(page, '4242 4242 4242 4242', 'Jess Journey');
  await expect(page).toHaveURL(/\/success\?session_id=cs_demo_/);

  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/fulfillment');
  await admin.getByLabel('Search').fill('fern fulfil');
  const order = admin.getByTestId('order-row');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Fern Fulfil');
  await expect(order).toContainText(customer.email);
  await expect(order).toContainText('Paid by Jess Journey');
  await expect(order).toContainText('2 × Cyberpunk, 12″\u00a0×\u00a018″ canvas · White Border · 2x3 Portrait');

  await order.getByRole('button', { name: /^View order/ }).click();
  const printFile = admin.getByTestId('order-detail').getByRole('link', { name: /Download print file/ });
  await expect(printFile).toHaveCount(1);
  // The link names the version the canvas prints (decision 045).
  await expect(printFile).toHaveAttribute('href', new RegExp(`^/api/renders/${renderId}/results/2x3\\?download=1&version=[\\w-]+$`));
  const file = await admin.request.get((await printFile.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/jpeg');

  const links = admin.getByTestId('order-detail').getByRole('button', { name: 'Turn off download links' });
  admin.once('dialog', (dialog) => void dialog.accept());
  await links.click();
  await expect(admin.getByTestId('order-detail')).toContainText('Download links turned off');
  await expect(links).toHaveCount(0);
  await admin.context().close();
});
