import { expect, test } from './fixtures.ts';

test('contact form: validation, then success clears the form and the message reaches the support mailbox', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Message is required.')).toBeVisible();

  await page.getByLabel('Name').fill('Morgan');
  await page.getByLabel('Email').fill('morgan@example');
  await page.getByLabel('Message').fill('Can you do a 36x36 of my Triumph?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  await page.getByLabel('Email').fill('morgan@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message was sent successfully.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');

  await page.goto('/dev/mailbox');
  await page.getByRole('button', { name: /Contact form: Morgan/ }).click();
  await expect(page.getByText('Can you do a 36x36 of my Triumph?')).toBeVisible();
  await expect(page.getByText('to support@motomuse.test').first()).toBeVisible();
});

test.describe('when the server fails', () => {
  test.use({ expectedConsole: [/status of 500/] });

  test('contact form shows the internal error text', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"INTERNAL","message":"x"}' }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Morgan');
    await page.getByLabel('Email').fill('morgan@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Internal Error. Please try again later.')).toBeVisible();
  });
});
