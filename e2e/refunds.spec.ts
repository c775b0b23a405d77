import { DEMO_ADMIN, DEMO_STAFF, buyCanvas, customerWithCompletedRender, logIn, newPageLoggedIn, fillDemoCard } from './factories.ts';
import { expect, test } from './fixtures.ts';

test('staff refund it and the customer gets the email', async ({ page, browser, playwright }) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Rhea Refund');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await page.goto(`/product/${renderId}`);
  await page.getByRole('button', { name: 'Add Digital Download ($10)' }).click();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await fillDemoCard(page, 'Rhea Refund');
  await page.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_demo_/);
  await expect(page.getByTestId('order-summary')).toContainText('$10.00');

  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/fulfillment');
  await admin.getByLabel('Search').fill('rhea refund');
  await expect(admin.getByTestId('order-row')).toHaveCount(1);
  await admin.getByRole('button', { name: /^View order/ }).click();
  const detail = admin.getByTestId('order-detail');
  await expect(detail.getByTestId('refunded-amount')).toHaveText('Nothing refunded of $10.00.');

  await detail.getByRole('button', { name: /^Refund order/ }).click();
  let dialog = admin.getByRole('dialog', { name: /^Refund order MM-/ });
  await dialog.getByLabel('Part of it').check();
  const amount = dialog.getByLabel('Amount in dollars');
  await amount.fill('ten');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('Enter an amount in dollars, like 12.50.')).toBeVisible();
  await amount.fill('25');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('You can refund at most $10.00.')).toBeVisible();
  await amount.fill('4');
  await dialog.getByLabel('Reason (for the timeline, optional)').fill('Sent the wrong style');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).dblclick();
  await expect(dialog).toHaveCount(0);
  await expect(detail.getByText('Refunded $4.00. The customer has been emailed.')).toBeVisible();
  await expect(detail.getByTestId('refunded-amount')).toHaveText('Refunded $4.00 of $10.00.');
  await expect(detail.getByTestId('timeline-event').filter({ hasText: 'Refunded $4.00: Sent the wrong style' })).toHaveCount(1);
  await expect(detail.getByTestId('timeline-event').filter({ hasText: 'Paid in full → Partially refunded' })).toHaveCount(1);

  await detail.getByRole('button', { name: /^Refund order/ }).click();
  dialog = admin.getByRole('dialog', { name: /^Refund order MM-/ });
  await expect(dialog.getByLabel('Everything left: $6.00')).not.toBeChecked();
  await expect(dialog.getByTestId('refund-receives')).toHaveText('The customer will receive nothing until you choose an amount.');
  await dialog.getByLabel('Everything left: $6.00').check();
  await expect(dialog.getByTestId('refund-receives')).toHaveText('The customer will receive $6.00.');
  await expect(dialog.getByText("A full refund also turns off the order's download links.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(detail.getByTestId('refunded-amount')).toHaveText('Refunded $10.00 of $10.00.');
  await expect(detail.getByText('This order has been fully refunded.')).toBeVisible();
  await expect(detail).toContainText('Download links turned off');
  await admin.context().close();

  await page.goto('/dev/mailbox');
  const recipient = customer.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const refundEmails = page.getByRole('button', { name: new RegExp(`^Your MotoMuse refund \\(order MM-\\w+\\).*to ${recipient}`) });
  await expect(refundEmails).toHaveCount(2);
  await refundEmails.last().click();
  await expect(page.getByText(/we have refunded \$4\.00 of your order MM-/)).toBeVisible();
  await refundEmails.first().click();
  await expect(page.getByText('The download links of this order no longer work.')).toBeVisible();
});

test('a partial refund keeps a canvas in production; its tracking number ships it and emails the customer once', async ({
  page,
  browser,
  playwright,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Pia Production');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await buyCanvas(page, renderId, 'Pia Production');

  const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/fulfillment');
  await admin.getByLabel('Search').fill('pia production');
  const row = admin.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await row.getByLabel(/^Status for order/).selectOption('in-production');
  await expect(row.getByLabel(/^Status for order/)).toHaveValue('in-production');

  await row.getByRole('button', { name: /^View order/ }).click();
  const detail = admin.getByTestId('order-detail');
  await detail.getByRole('button', { name: /^Refund order/ }).click();
  const dialog = admin.getByRole('dialog', { name: /^Refund order MM-/ });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
  await dialog.getByLabel('Part of it').check();
  await dialog.getByLabel('Amount in dollars').fill('9');
  await expect(dialog.getByTestId('refund-receives')).toHaveText('The customer will receive $9.00.');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(detail.getByTestId('refunded-amount')).toContainText('Refunded $9.00 of');

  await admin.goto('/admin/fulfillment?status=in-production&search=pia+production');
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel(/^Status for order/)).toHaveValue('in-production');
  await expect(row).toContainText('Partially refunded: $9.00 back');

  await row.getByRole('button', { name: /^View order/ }).click();
  await detail.getByLabel(/^Add tracking number/).fill('1Z999AA10123456784');
  await detail.getByRole('button', { name: /^Add/ }).click();
  await expect(row).toHaveCount(0);
  await admin.goto('/admin/fulfillment?status=shipped&search=pia+production');
  await expect(row.getByLabel(/^Status for order/)).toHaveValue('shipped');
  await row.getByRole('button', { name: /^View order/ }).click();
  await expect(detail.getByTestId('timeline-event').filter({ hasText: 'In production → Shipped' })).toHaveCount(1);
  await detail.getByRole('button', { name: 'Correct tracking number 1Z999AA10123456784' }).click();
  await detail.getByLabel(/^Correct 1Z999AA10123456784 to/).fill('1Z999AA10123456799');
  await detail.getByRole('button', { name: /^Save tracking number/ }).click();
  await expect(detail.getByRole('link', { name: /^1Z999AA10123456799/ })).toBeVisible();
  await expect(detail.getByTestId('timeline-event').filter({ hasText: 'corrected to 1Z999AA10123456799' })).toHaveCount(1);
  const orderId = (await detail.getAttribute('aria-label'))!.replace('Details for order ', '');
  await admin.context().close();

  // Staff without the owner role fulfil the same order, but cannot refund it: no button, and the API says no.
  const staff = await newPageLoggedIn(browser, DEMO_STAFF.email, DEMO_STAFF.password, '/admin/fulfillment?search=pia+production');
  const bar = staff.getByRole('navigation', { name: 'Admin' });
  await expect(bar.getByRole('link', { name: 'Fulfillment' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Insights' })).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Export orders CSV' })).toHaveCount(0);
  await staff.getByRole('button', { name: /^View order/ }).click();
  const staffDetail = staff.getByTestId('order-detail');
  await expect(staffDetail.getByTestId('refunded-amount')).toContainText('Refunded $9.00 of');
  await expect(staffDetail.getByText('Refunds are made by an owner.')).toBeVisible();
  await expect(staffDetail.getByRole('button', { name: /^Refund order/ })).toHaveCount(0);
  const refused = await staff.request.post(`/api/admin/orders/${orderId}/refunds`, {
    data: { amountCents: 100, reason: '', idempotencyKey: crypto.randomUUID() },
    headers: { origin: new URL(staff.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('This needs the owner role.');
  await staff.goto('/admin/insights');
  await expect(staff.getByRole('heading', { name: 'For owners only' })).toBeVisible();
  await staff.context().close();

  await page.goto('/dashboard');
  const card = page.getByTestId('order').first();
  await expect(card.getByTestId('order-status')).toHaveText('Shipped');
  await expect(card.getByTestId('order-refund')).toContainText('Partially refunded: $9.00 returned to your card');

  await page.goto('/dev/mailbox');
  const recipient = customer.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shipped = page.getByRole('button', { name: new RegExp(`^Your MotoMuse print has shipped \\(order MM-\\w+\\).*to ${recipient}`) });
  await expect(shipped).toHaveCount(1);
  await shipped.click();
  await expect(page.getByText('Tracking number: 1Z999AA10123456784')).toBeVisible();
});
