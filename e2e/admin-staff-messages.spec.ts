import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, signUpThroughUi, test, uniqueEmail } from './fixtures.ts';
import { DEMO_ADMIN, DEMO_STAFF, logIn, newPageLoggedIn } from './factories.ts';

test.describe('staff screens', () => {
  test('roles: an owner adds a customer as staff, recorded and emailed to the owners; staff see only their pages; then removed', async ({
    page,
    browser,
  }) => {
    const customer = { name: 'Sky Staffer', email: uniqueEmail('sky'), password: 'sky-pass-1' };
    await signUpThroughUi(page, customer);

    const owner = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/staff');
    await expect(owner.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await expect(owner).toHaveTitle('Staff · MotoMuse');
    const members = owner.getByRole('list', { name: 'Owners and staff' });
    await expect(members.getByRole('listitem').filter({ hasText: DEMO_ADMIN.email })).toContainText('You');
    await expect(members.getByRole('listitem').filter({ hasText: DEMO_STAFF.email })).toContainText('Staff');

    await owner.getByLabel('Account email').fill('nobody-here@example.com');
    await owner.getByRole('button', { name: 'Find' }).click();
    await expect(owner.getByText('No account has that email. The person must sign up first.')).toBeVisible();

    await owner.getByLabel('Account email').fill(customer.email);
    await owner.getByRole('button', { name: 'Find' }).click();
    await expect(owner.getByTestId('found-account')).toContainText('Sky Staffer');
    await expect(owner.getByTestId('found-account')).toContainText('Customer');
    await owner.getByRole('button', { name: 'Add as staff' }).click();
    await expect(owner.getByText(`${customer.email} is now staff. The owners have been emailed.`)).toBeVisible();
    await expect(members.getByRole('listitem').filter({ hasText: customer.email })).toContainText('Staff');
    const changes = owner.getByRole('list', { name: 'Role changes' });
    await expect(changes.getByRole('listitem').first()).toContainText(`Sky Staffer (${customer.email}): Customer → Staff`);
    await expect(changes.getByRole('listitem').first()).toContainText(`by ${DEMO_ADMIN.email}`);

    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Admin' });
    await expect(bar.getByRole('link')).toHaveText(['Render Queue', 'Fulfillment', /^Messages/, 'Reviews', 'Back to store']);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'For owners only' })).toBeVisible();
    await expect(page.getByText('This needs the owner role.')).toBeVisible();

    owner.once('dialog', (dialog) => void dialog.accept());
    await members.getByRole('button', { name: `Remove: ${customer.email}` }).click();
    await expect(owner.getByText(`${customer.email} is now a customer. The owners have been emailed.`)).toBeVisible();
    await expect(members.getByText(customer.email)).toHaveCount(0);
    await expect(changes.getByRole('listitem').first()).toContainText('Staff → Customer');

    await page.goto('/admin/messages');
    await expect(page).toHaveURL('/dashboard');

    await owner.goto('/dev/mailbox');
    await expect(
      owner.getByRole('button', { name: new RegExp(`^Role change: ${customer.email.replace(/[.+]/g, '\\$&')} is now staff`) }),
    ).not.toHaveCount(0);
    await owner.context().close();
  });

  test('messages: the inbox shows a new message, replies by email link, and marks it handled and back', async ({ page, browser }) => {
    const sender = `Quinn ${Date.now().toString(36)}`;
    await page.goto('/contact');
    await page.getByLabel('Name').fill(sender);
    await page.getByLabel('Email').fill('quinn@example.com');
    await page.getByLabel('Message').fill('Can you do a 36x36 of my Triumph?\nThanks!');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message was sent successfully.')).toBeVisible();

    const admin = await newPageLoggedIn(browser, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin');
    await expect(admin.getByTestId('unhandled-messages')).toBeVisible();
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /Messages/ })
      .click();
    await expect(admin).toHaveURL('/admin/messages');
    await expect(admin).toHaveTitle('Messages · MotoMuse');
    const message = admin.getByRole('article', { name: `Message from ${sender}` });
    await expect(message).toContainText('Can you do a 36x36 of my Triumph?');
    const reply = new URL((await message.getByRole('link', { name: 'Reply' }).getAttribute('href'))!);
    expect(reply.protocol).toBe('mailto:');
    expect(reply.pathname).toBe('quinn@example.com');
    expect(reply.searchParams.get('subject')).toBe('Re: Can you do a 36x36 of my Triumph?');

    await message.getByRole('button', { name: 'Mark handled' }).click();
    await expect(message).toHaveCount(0);
    await admin.getByRole('button', { name: 'All' }).click();
    await expect(admin).toHaveURL('/admin/messages?filter=all');
    await expect(message).toContainText('Handled by Alex Admin');
    await message.getByRole('button', { name: 'Mark unhandled' }).click();
    await expect(message).not.toContainText('Handled by');
    await admin.getByRole('button', { name: 'Unhandled' }).click();
    await expect(message).toBeVisible();
    await admin.context().close();
  });

  test('exports: orders from fulfillment and customers from staff download as dated CSV files', async ({ page }) => {
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/fulfillment');
    await page.getByLabel('From').fill('2026-03-02');
    await page.getByLabel('To').fill('2026-03-01');
    await expect(page.getByText('The start day must not be after the end day.')).toBeVisible();
    await page.getByLabel('From').fill('2020-01-01');
    const ordersDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export orders CSV' }).click();
    const orders = await ordersDownload;
    expect(orders.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(orders.url()).toContain('/api/admin/exports/orders.csv?from=2020-01-01&to=2026-03-01');

    await page.goto('/admin/staff');
    const customersDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export customers CSV' }).click();
    const customers = await customersDownload;
    expect(customers.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await customers.path())!, 'utf8');
    expect(text).toContain('Customer,Name,Email,Joined (UTC),Role,Orders,Net spent (USD)');
    expect(text).toContain(DEMO_ADMIN.email);
  });
});

test('the account, staff and messages pages have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Avery Axe');
  await page.getByLabel('Email').fill('avery@example.com');
  await page.getByLabel('Message').fill('Hello from the accessibility check');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message was sent successfully.')).toBeVisible();
  await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/account');
  for (const [path, ready] of [
    ['/account', 'This device'],
    ['/admin/staff', 'Role changes'],
    ['/admin/messages', 'Hello from the accessibility check'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  }
});
