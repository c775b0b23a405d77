import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { Mailbox } from '../packages/shared/src/mailbox.ts';
import { buyCanvas, customerWithCompletedRender, fillDemoCard, logIn } from './factories.ts';
import { expect, test } from './fixtures.ts';

const SCREENSHOTS = join(import.meta.dirname, '../test-results/e2e/email-pictures');
const WIDTHS = [600, 375] as const;
const SCHEMES = ['light', 'dark'] as const;

/**
 * Opens an email as a mail client does: its HTML on a page of another origin (about:blank), no
 * cookie of the store's. Answers what a reader would miss: pictures that did not load, and a
 * layout wider than the screen.
 */
async function readEmail(browser: Browser, html: string, width: number, colorScheme: 'light' | 'dark', screenshot: string) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  const seen = await page.evaluate(() => ({
    broken: [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
    pictures: [...document.images].filter((image) => image.src.includes('/api/email-pictures/')).map((image) => image.naturalWidth),
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    background: getComputedStyle(document.body).backgroundColor,
  }));
  await page.screenshot({ path: screenshot, fullPage: true });
  await context.close();
  return seen;
}

test("every email shows the customer's own bike, loads in a mail client's page, and reads at 600 and 375 px in light and dark", async ({
  page,
  browser,
  playwright,
}) => {
  const { customer, renderId } = await customerWithCompletedRender(playwright, 'Mona Mail');
  await logIn(page, customer.email, customer.password, '/dashboard');
  await buyCanvas(page, renderId, 'Mona Mail');
  // A gift card to herself: she gets the card's email and the receipt.
  await page.goto('/gift-cards');
  await page.getByText('$50.00', { exact: true }).click();
  await page.getByLabel("Recipient's name").fill('Mona Mail');
  await page.getByLabel("Recipient's email").fill(customer.email);
  await page.getByRole('button', { name: 'Buy a $50.00 gift card' }).click();
  await fillDemoCard(page, 'Mona Mail');
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page).toHaveURL(/\/gift-cards\?session_id=cs_demo_/);

  let mailbox: Mailbox = { emails: [] };
  await expect
    .poll(async () => {
      mailbox = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`)).json()) as Mailbox;
      return mailbox.emails.length;
    })
    .toBeGreaterThanOrEqual(6);
  const subjects = mailbox.emails.map((email) => email.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([
      'We got your photo',
      'Your MotoMuse render is ready',
      expect.stringMatching(/^Your MotoMuse order /),
      expect.stringMatching(/sent you a \$50\.00 MotoMuse gift card$/),
      'Your MotoMuse gift card for Mona Mail',
    ]),
  );

  for (const email of mailbox.emails.filter((candidate) => candidate.subject !== 'Welcome to MotoMuse')) {
    const slug = email.subject
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    const backgrounds: string[] = [];
    for (const width of WIDTHS)
      for (const scheme of SCHEMES) {
        const seen = await readEmail(browser, email.html, width, scheme, join(SCREENSHOTS, `${slug}-${width}-${scheme}.png`));
        expect(seen.broken, `${email.subject} at ${width} px, ${scheme}`).toEqual([]);
        expect(seen.pictures.length, `${email.subject}: a picture of the bike or the card`).toBeGreaterThan(0);
        // Retina files: twice the 600 px they are shown at (the photo receipt at most that).
        for (const naturalWidth of seen.pictures) expect(naturalWidth).toBeLessThanOrEqual(1200);
        expect(seen.overflow, `${email.subject} at ${width} px is no wider than the screen`).toBeLessThanOrEqual(0);
        backgrounds.push(seen.background);
      }
    expect(backgrounds[0], `${email.subject}: a dark scheme of its own`).not.toBe(backgrounds[1]);
  }
});
