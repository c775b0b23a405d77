import { DEMO_ADMIN, customerWithCompletedRender, logIn, newPageLoggedIn } from './factories.ts';
import { expect, test } from './fixtures.ts';

test('staff refund it and the customer gets the email', async ({ page, browser, playwright }) => {
  test.setTimeout(90_000);
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Rhea Refund');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await page.goto(`/product/${renderId}`);
  await page.getByRole('button', { name: 'Add Digital Download ($10)' }).click();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
  await page.getByLabel('Name on card').fill('Rhea Refund');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
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
  await expect(detail.getByTestId('timeline-event').filter({ hasText: 'Paid → Partially refunded' })).toHaveCount(1);

  await detail.getByRole('button', { name: /^Refund order/ }).click();
  dialog = admin.getByRole('dialog', { name: /^Refund order MM-/ });
  await expect(dialog.getByLabel('Everything left: $6.00')).toBeChecked();
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
