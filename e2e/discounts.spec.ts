import type { Page } from '@playwright/test';
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

/** A code no earlier run has made. */
const CODE = `RIDE-${Date.now().toString(36).toUpperCase()}`;

async function addCanvasAndDigital(page: Page, renderId: string) {
  await page.goto(`/product/${renderId}`);
  await pickCanvas12x18(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Add Digital Download ($10)' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
}

test('staff create a code; a customer applies it in the cart and pays the discounted amount with shipping', async ({
  page,
  browser,
  playwright,
}) => {
  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Discounts' }).click();
  await expect(admin).toHaveURL('/admin/discounts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();

  const form = admin.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code').fill('no spaces');
  await form.getByLabel('Percent (1-100)').fill('120');
  await form.getByLabel('Usage limit (optional)').fill('0');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('Use 3 to 32 letters, digits or dashes.')).toBeVisible();
  await expect(form.getByText('A percent discount is a whole number from 1 to 100.')).toBeVisible();
  await expect(form.getByText('The usage limit is a whole number of at least 1, or empty for no limit.')).toBeVisible();

  await form.getByLabel('Code').fill(CODE.toLowerCase());
  await form.getByLabel('Percent (1-100)').fill('20');
  await form.getByLabel('Usage limit (optional)').fill('5');
  await form.getByLabel('Once per customer').check();
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByRole('status')).toHaveText(`Code ${CODE} created.`);
  const row = admin.getByTestId('discount-code').filter({ hasText: CODE });
  await expect(row).toContainText('20% off · 0 uses of 5 · once per customer · no expiry');
  await expect(row).toContainText('Active');

  await form.getByLabel('Code').fill(CODE);
  await form.getByLabel('Percent (1-100)').fill('5');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('A code with this name already exists.')).toBeVisible();

  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Dina Discount');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await addCanvasAndDigital(page, renderId);
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$79.00');
  await expect(drawer.getByTestId('cart-shipping')).toHaveText('$9.00');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$88.00');

  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Enter a discount code.');
  await drawer.getByRole('textbox', { name: 'Discount code' }).fill('NOT-A-CODE');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('This discount code does not exist.');
  await drawer.getByRole('textbox', { name: 'Discount code' }).fill(CODE.toLowerCase());
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByText(`${CODE}: 20% off`)).toBeVisible();
  await expect(drawer.getByTestId('cart-discount')).toHaveText('−$15.80');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$72.20');

  await drawer.getByLabel('Ship canvases to').selectOption('CA');
  await expect(drawer.getByTestId('cart-shipping')).toHaveText('$14.00');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$77.20');
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  const summary = page.getByRole('list', { name: 'Order summary' });
  await expect(summary).toContainText(`Discount (${CODE})−$15.80`);
  await expect(summary).toContainText('Shipping (Canada)$14.00');
  await fillDemoCard(page, customer.name);
  await fillDemoAddress(page, { line1: '1 Rue Principale', city: 'Montreal', state: 'QC', postalCode: 'H2X 1Y4', country: 'US' });
  await page.getByRole('button', { name: 'Pay $77.20' }).click();
  await expect(page.getByRole('alert')).toContainText('The shipping you chose is for Canada.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Country (2 letters)').fill('CA');
  await page.getByRole('button', { name: 'Pay $77.20' }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_demo_/);
  await expect(page.getByTestId('order-charges')).toContainText(`Discount (${CODE})−$15.80`);
  await expect(page.getByTestId('order-charges')).toContainText('Shipping$14.00');
  await expect(page.getByTestId('order-summary')).toContainText('Total paid$77.20');

  await admin.reload();
  await expect(admin.getByTestId('discount-code').filter({ hasText: CODE })).toContainText('1 use of 5');
  await admin.getByRole('button', { name: `Deactivate ${CODE}` }).click();
  await expect(admin.getByTestId('discount-code').filter({ hasText: CODE })).toContainText('Deactivated');

  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Fulfillment' }).click();
  await admin.getByLabel('Search').fill(customer.email);
  await expect(admin.getByTestId('order-row')).toHaveCount(1);
  await admin.getByRole('button', { name: /^View order/ }).click();
  const detail = admin.getByTestId('order-detail');
  await expect(detail).toContainText(`Discount (${CODE})−$15.80`);
  await expect(detail).toContainText('Shipping$14.00');
  await expect(detail).toContainText('Total$77.20');
  await admin.context().close();
});
