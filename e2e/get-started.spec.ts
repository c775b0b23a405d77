import { AUTH_MESSAGES, DASHBOARD_MESSAGES } from '../packages/shared/src/messages.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

test('a visitor’s Get Started opens the sign-up form, and signing up greets them as new and goes on to the upload page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/login?mode=signup&returnTo=%2Fupload');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up', pressed: true })).toBeVisible();

  await page.getByLabel('Name').fill('Sam Starter');
  await page.getByLabel('Email').fill(uniqueEmail('starter'));
  await page.getByLabel('Password').fill('starter-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(AUTH_MESSAGES.accountCreated)).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.loggedIn)).toHaveCount(0);
  await expect(page).toHaveURL('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Start Your Custom Render' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Sam Starter');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/upload');
});

test('signing up on the way to the dashboard greets the new account there, not as a login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnTo=%2Fdashboard', { timeout: 5000 });
  await page.getByRole('button', { name: 'Sign Up', pressed: false }).click();
  await expect(page).toHaveURL('/login?returnTo=%2Fdashboard&mode=signup');
  await page.getByLabel('Name').fill('Dana Dashboard');
  await page.getByLabel('Email').fill(uniqueEmail('dana'));
  await page.getByLabel('Password').fill('dashboard-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.accountCreated })).toBeVisible();
  await expect(page.getByText(DASHBOARD_MESSAGES.loggedIn)).toHaveCount(0);
});
