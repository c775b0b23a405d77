import { test as base, expect, type Page } from '@playwright/test';
import { storeUrlOf } from './base-url.ts';

/** Refusals the tests provoke on purpose (a wrong password, an invalid form) are logged by Chromium as failed loads. */
const EXPECTED_CONSOLE = [/Failed to load resource: the server responded with a status of 4\d\d/];

/**
 * Every test fails on an unexpected console error or warning, a content security policy violation,
 * or an uncaught page error. A visit
 * to an app page waits until the app has hydrated it: a prerendered page shows before its
 * script has run, and a click then would be lost.
 */
export const test = base.extend<{ page: Page; expectedConsole: RegExp[] }>({
  expectedConsole: [[], { option: true }],
  // The store of this test's worker (playwright.config.ts starts one per worker). Playwright reads the
  // first parameter as the fixtures asked for: none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(storeUrlOf(testInfo)),
  page: async ({ page, expectedConsole, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const isAppPage = response?.headers()['content-type']?.includes('text/html') && (await page.locator('#root').count()) > 0;
        if (isAppPage) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return response;
      };
    }
    const problems: string[] = [];
    // A blocked script the page catches itself logs nothing: the violation event is the only trace.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content security policy violation: ${event.violatedDirective} by ${event.sourceFile || event.blockedURI}`),
      ),
    );
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if ([...EXPECTED_CONSOLE, ...expectedConsole].some((pattern) => pattern.test(message.text()))) return;
      problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'console errors and warnings').toEqual([]);
  },
});

export { expect };

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function signUpThroughUi(page: Page, account: { name: string; email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign Up', pressed: false }).click();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${account.name}`);
}

/** Logs out from the header and waits until the store shows the visitor's header: a page visited sooner could still see the session. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

/** Picks a style on the upload page by clicking its card, as a customer does. */
export async function chooseStyle(page: Page, style: string): Promise<void> {
  await page.getByTestId(`style-card-${style}`).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${style}`) })).toBeChecked();
}
