/**
 * Takes full-page screenshots of the given routes at desktop and phone width, for looking
 * at what a change did: `node tools/screenshots.ts http://localhost:3000 /tmp/shots / /about`.
 */
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:3000', outDir = '/tmp/shots', ...routes] = process.argv.slice(2);
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const viewport of widths) {
  const page = await browser.newPage({ viewport });
  for (const route of routes.length > 0 ? routes : ['/']) {
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
    await page.screenshot({ path: `${outDir}/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
