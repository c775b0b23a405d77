import { expect, test } from './fixtures.ts';

const PAGES: Array<{ path: string; heading: RegExp | string }> = [
  { path: '/', heading: 'Your bike, reimagined as art.' },
  { path: '/about', heading: /./ },
  { path: '/contact', heading: 'Contact us' },
  { path: '/login', heading: 'Login' },
  { path: '/reset-password?oobCode=x', heading: 'Choose a new password' },
  { path: '/faq', heading: /FAQ|Frequently/i },
  { path: '/FAQ', heading: /FAQ|Frequently/i },
  { path: '/privacy', heading: /Privacy/ },
  { path: '/terms', heading: /Terms/ },
  { path: '/upload-checklist', heading: /checklist/i },
  { path: '/sizing', heading: /Siz/i },
  { path: '/dev/mailbox', heading: 'Mailbox' },
  { path: '/gallery', heading: 'Gallery' },
  { path: '/product/no-such-render', heading: 'Render not found.' },
];

test.describe('every page renders', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} renders with its heading and the site shell`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const [path, destination] of [
    ['/upload', '/login?returnTo=%2Fupload'],
    ['/success?session_id=x', '/login?returnTo=%2Fsuccess%3Fsession_id%3Dx'],
    ['/admin', '/login?returnTo=%2Fadmin'],
    ['/admin/fulfillment', '/login?returnTo=%2Fadmin%2Ffulfillment'],
  ] as const) {
    test(`${path} sends a visitor to login`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(destination);
    });
  }

  test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('site shell', () => {
  test('Privacy and Terms show their effective dates', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText(/November 28, 2026/)).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByText(/June 28, 2025/)).toBeVisible();
  });

  test('Privacy says what is public and why, and what deleting an account does to reviews', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/privacy');
      const publicPart = page.getByRole('region', { name: 'What is public, and why' });
      await expect(publicPart).toContainText(
        'Reviews, once our staff approve them: your stars, your text, your first name only and your wall photo',
      );
      await expect(publicPart).toContainText('The wall photo is shown as you sent it, without a watermark, minus its hidden metadata.');
      await expect(publicPart).toContainText(
        'the watermarked render beside a web-size copy of the photo it was made from, without a watermark and without its hidden metadata, and never your name.',
      );
      await expect(publicPart).toContainText('opening the link alone changes nothing');
      await publicPart.screenshot({ path: test.info().outputPath(`privacy-public-${width}.png`) });
    }
    await expect(page.getByText('Deleting your account removes your reviews with their photos')).toBeVisible();
    await expect(page.getByText('only watermarked previews are ever public')).toHaveCount(0);
  });

  test('the upload checklist has its four sections', async ({ page }) => {
    await page.goto('/upload-checklist');
    for (const section of ['What to avoid', 'What works best', 'Helpful notes', 'Final tip']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
  });

  test('footer has social links and the support mailbox', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'MotoMuse on Instagram' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@motomuse.test' })).toHaveAttribute('href', 'mailto:support@motomuse.test');
    for (const label of ['Privacy', 'Terms', 'Upload checklist', 'FAQ']) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });

  test('right-click is blocked', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const prevented = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      document.querySelector('img')?.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
  });

  test('the page scrolls to the top on a route change', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL('/terms');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the cart button opens a drawer that says the cart is empty', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Cart' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });

  test('the home slider steps through positions on its own', async ({ page }) => {
    await page.goto('/');
    const slider = page.getByTestId('before-after');
    await expect(slider).toHaveAttribute('data-position', '0.5');
    await expect(slider).toHaveAttribute('data-position', '1', { timeout: 4000 });
    await expect(slider).toHaveAttribute('data-position', '0', { timeout: 4000 });
  });

  test('Get Started sends a visitor to the sign-up form with return-to /upload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/login?mode=signup&returnTo=%2Fupload');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens with icons and links, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const label of ['Home', 'Gallery', 'About', 'Contact', 'FAQ', 'Dashboard', 'Login']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Cart' })).toBeVisible();
    await expect(menu.locator('svg').first()).toBeVisible();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toHaveCount(0);
  });
});

test.describe('when a page chunk cannot be fetched', () => {
  test.use({ expectedConsole: [/net::ERR_FAILED/] });

  test('a page whose script fails to load shows a retry screen, not a blank page', async ({ page }) => {
    await page.goto('/');
    await page.route(/\/assets\/terms-page-.*\.js$/, (route) => route.abort());
    await page.evaluate(() => sessionStorage.setItem('chunk-reload-attempted', '1'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test('where the server keeps no mailbox (production), /dev/mailbox is the 404 page', async ({ page }) => {
  await page.route('**/api/site', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), mailbox: false } });
  });
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mailbox' })).toHaveCount(0);
});
