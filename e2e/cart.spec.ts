import { customerWithCompletedRender, logIn, newPageLoggedIn } from './factories.ts';
import { expect, test } from './fixtures.ts';

test('the digital download is added once from the dashboard, and the cart follows the customer to another browser', async ({ page, browser, playwright }) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Dana Digital');
  await logIn(page, customer.email, customer.password, '/dashboard');
  const card = page.locator(`[data-testid="completed-render"][data-render-id="${renderId}"]`);
  await card.getByRole('button', { name: 'Add Digital Download ($10)' }).click();
  await expect(card.getByRole('button', { name: 'Digital Download Added' })).toBeDisabled();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByRole('button', { name: /^Cart/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByTestId('cart-entry')).toHaveCount(1);
  await expect(drawer.getByText('Digital Download', { exact: true })).toBeVisible();
  await expect(drawer.getByTestId('cart-total')).toHaveText('$10.00');
  await page.keyboard.press('Escape');

  // Saved to the profile after a 1 s pause: it survives a reload and shows up in another browser.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(card.getByRole('button', { name: 'Digital Download Added' })).toBeDisabled();

  const elsewhere = await newPageLoggedIn(browser, customer.email, customer.password, '/dashboard');
  await expect(elsewhere.getByTestId('cart-badge')).toHaveText('1');
  await elsewhere.context().close();
});

test('quantities in the drawer: plus, typed, minus, and minus at 1 removes the entry', async ({ page, playwright }) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Quin Quantity');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await page.evaluate(
    async ({ renderId }) => {
      await fetch('/api/cart', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ entries: [{ renderId, aspectRatio: '2x3', items: [{ size: '12x18', quantity: 1, isDigital: false, borderStyle: 'full-wrap' }] }] }),
      });
    },
    { renderId },
  );
  await page.reload();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(drawer.getByTestId('line-total')).toHaveText('$138.00');
  const quantity = drawer.getByRole('textbox', { name: /Quantity/ });
  await quantity.fill('abc');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('4');
  await quantity.press('Tab');
  await expect(drawer.getByTestId('cart-total')).toHaveText('$276.00');
  await expect(page.getByTestId('cart-badge')).toHaveText('4');
  await drawer.getByRole('button', { name: /Decrease quantity/ }).click();
  await expect(quantity).toHaveValue('3');
  await quantity.fill('1');
  await quantity.press('Enter');
  await drawer.getByRole('button', { name: /Decrease quantity/ }).click();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
});
