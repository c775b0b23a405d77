import { AxeBuilder } from '@axe-core/playwright';
import { baseUrl } from './base-url.ts';
import { DEMO_ADMIN, DEMO_STAFF, addCanvasToCart, customerWithCompletedRender, fillDemoCard, logIn, newPageLoggedIn } from './factories.ts';
import { expect, signUpThroughUi, test, uniqueEmail } from './fixtures.ts';

test("a canvas sent as a gift: message and the recipient's address on the confirmation and on staff's fulfilment screen", async ({
  page,
  browser,
  playwright,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Gina Giver');
  await logIn(page, customer.email, customer.password, '/dashboard');
  const cart = await addCanvasToCart(page, renderId);
  await cart.getByLabel('This is a gift').check();
  await cart.getByLabel('Gift message').fill('Happy birthday, Rob! Ride on.');
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(cart.getByRole('alert')).toHaveText("Enter the recipient's name.");
  await cart.getByLabel("Recipient's name").fill('Rob Recipient');
  await cart.getByLabel('Address', { exact: true }).fill('77 Ocean Drive');
  await cart.getByLabel('City').fill('Miami');
  await cart.getByLabel('State / region').fill('FL');
  await cart.getByLabel('Postal code').fill('33139');
  await cart.getByLabel('Country (2 letters)').fill('us');
  await cart.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await expect(page.getByLabel('Gift recipient')).toContainText('Rob Recipient');
  await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);
  await fillDemoCard(page, 'Gina Giver');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_demo_/);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('order-gift')).toContainText('Happy birthday, Rob! Ride on.');
  await expect(summary).toContainText('Ships as a gift to');
  await expect(summary).toContainText('77 Ocean Drive');

  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/fulfillment');
  await admin.getByLabel('Search').fill(customer.email);
  await expect(admin.getByTestId('order-row')).toHaveCount(1);
  await expect(admin.getByTestId('order-gift-badge').first()).toHaveText('Gift for Rob Recipient');
  await admin.getByRole('button', { name: /^View order/ }).click();
  const detail = admin.getByTestId('order-detail');
  await expect(detail.getByTestId('order-gift')).toContainText('Happy birthday, Rob! Ride on.');
  await expect(detail).toContainText('Ships to the recipient');
  await expect(detail).toContainText('77 Ocean Drive');
  await admin.context().close();
});

test('a gift card bought by one customer reaches the recipient by email, who spends it at checkout', async ({
  page,
  browser,
  playwright,
}) => {
  const { customer: giver } = await customerWithCompletedRender(playwright, 'Gus Giftcard');
  const { customer: rider, renderId } = await customerWithCompletedRender(playwright, 'Rina Rider');

  await logIn(page, giver.email, giver.password, '/gift-cards');
  await page.getByText('$50.00', { exact: true }).click();
  await page.getByLabel("Recipient's name").fill('Rina Rider');
  await page.getByLabel("Recipient's email").fill(rider.email);
  await page.getByLabel('Your message (optional)').fill('For your next ride');
  await page.getByRole('button', { name: 'Buy a $50.00 gift card' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await fillDemoCard(page, 'Gus Giftcard');
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page).toHaveURL(/\/gift-cards\?session_id=cs_demo_/);
  await expect(page.getByTestId('gift-card-sent')).toContainText(`We emailed a $50.00 gift card to Rina Rider (${rider.email})`);
  await page.goto('/dashboard');
  await expect(page.getByTestId('gift-card')).toContainText('Emailed · code ending');

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(rider.email)}`);
  await page
    .getByRole('button', { name: /Gus Giftcard sent you a \$50.00 MotoMuse gift card/ })
    .first()
    .click();
  const code = /Your gift card code: ([A-Z0-9-]+)/.exec((await page.locator('body').textContent()) ?? '')?.[1];
  expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);

  const riderPage = await newPageLoggedIn(browser, rider.email, rider.password, '/dashboard');
  const cart = await addCanvasToCart(riderPage, renderId);
  await cart.getByLabel('Gift card code').fill('nope-nope');
  await cart.getByRole('button', { name: 'Use' }).click();
  await expect(cart.getByRole('alert')).toHaveText('This gift card code does not exist.');
  await cart.getByLabel('Gift card code').fill(code!.toLowerCase());
  await cart.getByRole('button', { name: 'Use' }).click();
  await expect(cart.getByTestId('applied-gift-card')).toContainText('$50.00 left');
  await expect(cart.getByTestId('cart-gift-card')).toHaveText('−$50.00');
  const due = (await cart.getByTestId('cart-due').textContent())!;
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(riderPage).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await expect(riderPage.getByRole('list', { name: 'Order summary' })).toContainText('Gift card');
  await fillDemoCard(riderPage, 'Rina Rider');
  await riderPage.getByLabel('Address', { exact: true }).fill('3 Hill St');
  await riderPage.getByLabel('City').fill('Denver');
  await riderPage.getByLabel('State / region').fill('CO');
  await riderPage.getByLabel('Postal code').fill('80202');
  await riderPage.getByLabel('Country (2 letters)').fill('US');
  await riderPage.getByRole('button', { name: `Pay ${due}` }).click();
  await expect(riderPage).toHaveURL(/\/success\?session_id=cs_demo_/);
  await expect(riderPage.getByTestId('order-summary')).toContainText('Gift card');
  await expect(riderPage.getByTestId('order-summary')).toContainText('−$50.00');
  await riderPage.context().close();
});

test('the owner finds a gift card by its recipient and sends a new code for a lost one; staff have no gift card page', async ({
  page,
  browser,
}) => {
  const giver = { name: 'Lena Lostcode', email: uniqueEmail('lena'), password: 'secret-123' };
  const recipientEmail = uniqueEmail('lost-code');
  await signUpThroughUi(page, giver);
  await page.goto('/gift-cards');
  await page.getByText('$25.00', { exact: true }).click();
  await page.getByLabel("Recipient's name").fill('Rory Recipient');
  await page.getByLabel("Recipient's email").fill(recipientEmail);
  await page.getByRole('button', { name: 'Buy a $25.00 gift card' }).click();
  await fillDemoCard(page, giver.name);
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page.getByTestId('gift-card-sent')).toBeVisible();

  const codeIn = async (subject: RegExp, label: RegExp) => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(recipientEmail)}`);
    await page.getByRole('button', { name: subject }).first().click();
    return label.exec((await page.locator('body').textContent()) ?? '')?.[1] ?? '';
  };
  const oldCode = await codeIn(/sent you a \$25.00 MotoMuse gift card/, /Your gift card code: ([A-Z0-9-]+)/);

  const staff = await newPageLoggedIn(browser, DEMO_STAFF.email, DEMO_STAFF.password, '/admin');
  await expect(staff.getByRole('link', { name: 'Fulfillment' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Gift Cards' })).toHaveCount(0);
  await staff.goto('/admin/gift-cards');
  await expect(staff.getByRole('heading', { name: 'For owners only' })).toBeVisible();
  await staff.context().close();

  const owner = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin');
  await owner.getByRole('link', { name: 'Gift Cards' }).click();
  await owner.getByLabel('Search').fill('nobody-at-all');
  await expect(owner.getByText('No gift card matches "nobody-at-all".')).toBeVisible();
  await owner.getByLabel('Search').fill(recipientEmail);
  const card = owner.getByTestId('gift-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('$25.00 left of $25.00');
  await expect(card).toContainText(`For Rory Recipient (${recipientEmail}) · from ${giver.name}`);
  await card.getByRole('button', { name: /^Send a new code/ }).click();
  const dialog = owner.getByRole('dialog', { name: 'Send a new code?' });
  const axe = await new AxeBuilder({ page: owner }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await expect(dialog).toContainText(`The code ending ${oldCode.slice(-4)} stops working at once`);
  // The same card open in a second tab, its dialog shown before the first tab's press.
  const otherTab = await owner.context().newPage();
  await otherTab.goto(`/admin/gift-cards?search=${encodeURIComponent(recipientEmail)}`);
  const staleCard = otherTab.getByTestId('gift-card');
  await staleCard.getByRole('button', { name: /^Send a new code/ }).click();
  await dialog.getByRole('button', { name: 'Send new code' }).click();
  await expect(card.getByRole('status')).toContainText(`was emailed to ${recipientEmail}. The old code no longer works.`);
  await expect(card).toContainText('New code sent');
  await otherTab.getByRole('dialog', { name: 'Send a new code?' }).getByRole('button', { name: 'Send new code' }).click();
  await expect(staleCard.getByRole('alert')).toHaveText(
    'This gift card just got a new code: only the newest one works. Reload the page to see it.',
  );
  await otherTab.close();
  const csvLink = owner.getByRole('link', { name: 'Export gift cards CSV' });
  const csv = await owner.request.get((await csvLink.getAttribute('href'))!);
  expect(await csv.text()).toContain(`,25.00,0.00,0.00,25.00,${giver.name},Rory Recipient,${recipientEmail},`);
  await owner.context().close();

  const newCode = await codeIn(/Your new MotoMuse gift card code/, /Your new gift card code: ([A-Z0-9-]+)/);
  expect(newCode).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
  const check = (code: string) => page.request.post('/api/gift-cards/check', { data: { code }, headers: { origin: baseUrl() } });
  expect((await check(oldCode)).status()).toBe(404);
  expect(await (await check(newCode)).json()).toMatchObject({ balanceCents: 2500 });
});
