import { customerWithCompletedRender, logIn } from './factories.ts';
import { expect, test } from './fixtures.ts';

// The finished render is 2400x1500: each ratio's print file covers its smaller canvases at 150 ppi, not the largest.
test('the page offers only sizes that print sharply, the cart refuses others, and the choices live in the address', async ({
  page,
  playwright,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Sid Sizing');
  await logIn(page, customer.email, customer.password, `/product/${renderId}`);
  const ratios = page.getByRole('radiogroup', { name: 'Aspect Size' });
  const sides = page.getByRole('radiogroup', { name: 'Canvas Sides' });
  const sizes = page.getByLabel('Canvas Size');
  const offered = () => sizes.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await expect(ratios.getByRole('radio', { name: /3x2 Landscape/ })).toHaveAttribute('aria-checked', 'true');
  await expect(sizes).toHaveValue('30x20');
  expect(await offered()).toEqual(['30x20']);

  await ratios.getByRole('radio', { name: /4x5 Portrait/ }).click();
  await expect(sizes).toHaveValue('8x10');
  expect(await offered()).toEqual(['8x10', '16x20']);
  await sizes.selectOption('16x20');
  await sides.getByRole('radio', { name: 'White Border' }).click();
  const chosen = `/product/${renderId}?ratio=4x5&size=16x20&border=white-border`;
  await expect(page).toHaveURL(chosen);

  await page.reload();
  await expect(ratios.getByRole('radio', { name: /4x5 Portrait/ })).toHaveAttribute('aria-checked', 'true');
  await expect(sizes).toHaveValue('16x20');
  await expect(sides.getByRole('radio', { name: 'White Border' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('main').getByRole('link', { name: 'Sizing guide' }).click();
  await expect(page).toHaveURL(`/sizing?from=${encodeURIComponent(chosen)}`);
  await page.getByRole('link', { name: 'Back to your render' }).first().click();
  await expect(page).toHaveURL(chosen);
  await expect(sizes).toHaveValue('16x20');

  // A size that would print soft is never opened on, even when the address asks for it.
  await page.goto(`/product/${renderId}?ratio=4x5&size=24x30`);
  await expect(sizes).toHaveValue('8x10');
  await page.goto(`/product/${renderId}?ratio=9x9&size=99x99&border=gold`);
  await expect(ratios.getByRole('radio', { name: /3x2 Landscape/ })).toHaveAttribute('aria-checked', 'true');
  await expect(sizes).toHaveValue('30x20');
  await expect(sides.getByRole('radio', { name: 'Full Wrap' })).toHaveAttribute('aria-checked', 'true');

  const soft = await page.request.put('/api/cart', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      entries: [{ renderId, aspectRatio: '3x2', items: [{ size: '36x24', quantity: 1, isDigital: false, borderStyle: 'full-wrap' }] }],
    },
  });
  expect(soft.status()).toBe(400);
  expect(await soft.json()).toMatchObject({ error: 'PRINTS_SOFT', fields: { 'entries.0': expect.stringContaining('36″ × 24″') } });
});

test('the sizing guide links back only to a product page of this site', async ({ page }) => {
  await page.goto(`/sizing?from=${encodeURIComponent('https://evil.example/product/x')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your render' })).toHaveCount(0);
  await page.goto('/sizing');
  await expect(page.getByRole('link', { name: 'Back to your render' })).toHaveCount(0);
});

test('before paying, a buyer reads shipping to their region, the delivery dates, the canvas and the free revision, on the product page and in the FAQ', async ({
  page,
  playwright,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Della Delivery');
  await logIn(page, customer.email, customer.password, `/product/${renderId}`);
  const facts = page.getByTestId('delivery-facts');
  await expect(facts).toContainText('ShippingFree');
  await page
    .getByRole('radiogroup', { name: 'Aspect Size' })
    .getByRole('radio', { name: /4x5 Portrait/ })
    .click();
  await expect(page.getByLabel('Canvas Size')).toHaveValue('8x10');
  await expect(facts).toContainText('Shipping$9.00, free on canvas orders from $100');
  await expect(facts).toContainText('7–19 business days');
  await expect(page.getByTestId('delivery-window')).toHaveText(/^\w{3}, \w{3} \d{1,2} – \w{3}, \w{3} \d{1,2}$/);
  await page.getByLabel('Ship to').selectOption('WORLD');
  await expect(facts).toContainText('Shipping$29.00');
  await expect(facts).toContainText('11–29 business days');
  await expect(facts).toContainText('ready to hang');
  await expect(facts).toContainText('One free revision per render');

  await page.goto('/faq');
  await page.getByText('How much is shipping?').click();
  await expect(page.getByTestId('faq-shipping-rates')).toContainText('Rest of the world: $29.00');
  await page.getByText('How long does a canvas print take to arrive?').click();
  await expect(page.getByTestId('faq-delivery-times')).toContainText('United States: 7–19 business days');
});
