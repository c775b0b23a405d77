import { chromium } from 'playwright';

const now = Date.now();
const iso = (minutesAgo) => new Date(now - minutesAgo * 60_000).toISOString();
const item = (over) => ({ renderId: 'r1', style: 'Anime', image: 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="96"><rect width="64" height="96" fill="%23f59e0b"/></svg>'), aspectRatio: '2x3', size: '12x18', quantity: 1, isDigital: false, borderStyle: 'white-border', unitPriceCents: 6900, ...over });
const base = { notes: '', paymentSessionId: 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ', printProvider: 'printful', printOrderId: null, printDashboardUrl: null, printStatus: null, trackingNumbers: [] };
let orders = [
  { ...base, id: 'MM-7F3K2QAB', name: 'Ada Rider', email: 'ada.rider@example.com', status: 'paid', items: [item({}), item({ style: 'Retro', size: 'Digital Download', isDigital: true, borderStyle: undefined, aspectRatio: '1x1', unitPriceCents: 1000 })], shippingInfo: { name: 'Ada Rider', line1: '1 Main Street', line2: 'Apt 4', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' }, amountCents: 7900, createdAt: iso(30) },
  { ...base, id: 'MM-9XQ2PLMN', name: 'Bartholomew Featherstonehaugh-Smythe', email: 'bartholomew.featherstonehaugh@averyveryverylongdomain.example.com', status: 'in-production', notes: 'Customer asked for gift wrap.', items: [item({ quantity: 2, size: '24x36' , unitPriceCents: 16900}), item({ style: 'Cyberpunk', size: '16x16', aspectRatio: '1x1', borderStyle: 'full-wrap', unitPriceCents: 7900 }), item({ style: 'Cartoon', size: '8x10', aspectRatio: '4x5' })], shippingInfo: { name: 'B F-S', line1: '22 Long Road', city: 'Leeds', state: 'WYK', postal_code: 'LS1 1AA', country: 'GB' }, amountCents: 48600, printOrderId: '112233', printDashboardUrl: 'https://www.printful.com/dashboard/default/orders?order_id=112233', printStatus: 'inprocess', trackingNumbers: ['1Z999AA10123456784'], createdAt: iso(600) },
  { ...base, id: 'MM-ISSUE001', name: 'Cy Moto', email: 'cy@example.com', status: 'issue', items: [item({ style: 'Retro', size: 'Digital Download', isDigital: true, borderStyle: undefined, aspectRatio: '1x1', unitPriceCents: 1000 })], shippingInfo: null, amountCents: 1000, printProvider: 'manual', createdAt: iso(3000) },
];
const timeline = (o) => [
  { kind: 'created', message: 'Order placed', actor: 'system', createdAt: o.createdAt },
  { kind: 'status', message: 'Paid → In production', actor: 'admin@motomuse.test', createdAt: iso(20) },
];
const initialMissing = [
  { sessionId: 'cs_test_missing_1234567890abcdef', email: 'lost@example.com', amount: 12900, created: Math.floor(now / 1000) - 7200, tempId: 'tmp1' },
  { sessionId: 'cs_test_missing_zzzz', email: 'other@example.com', amount: 1000, created: Math.floor(now / 1000) - 86400, tempId: 'tmp2' },
];
let missing = initialMissing;
const mode = process.argv[2] ?? 'ok';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const problems = [];
async function run(width, height, name, steps) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${name}: ${m.type()} ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${name}: pageerror ${e.message}`));
  page.on('dialog', (d) => { problems.push(`${name}: dialog "${d.message()}"`); void d.accept(); });
  await page.route('**/api/auth/get-session**', (r) => r.fulfill({ json: mode === 'signedout' ? null : { session: { id: 's', userId: 'u', expiresAt: iso(-600) }, user: { id: 'u', name: 'Admin', email: 'admin@x', isAdmin: mode !== 'customer' } } }));
  await page.route('**/api/admin/orders?**', (r) => { const u = new URL(r.request().url()); const s = (u.searchParams.get('search') ?? '').toLowerCase(); const st = u.searchParams.get('status'); r.fulfill({ json: { orders: orders.filter((o) => (!st || o.status === st) && (!s || (o.name + o.email + o.id).toLowerCase().includes(s))) } }); });
  await page.route(/\/api\/admin\/orders$/, (r) => r.fulfill({ json: { orders } }));
  await page.route(/\/api\/admin\/orders\/[^?]+$/, async (r) => {
    const id = decodeURIComponent(r.request().url().split('/').pop());
    const o = orders.find((x) => x.id === id);
    if (r.request().method() === 'PATCH') {
      const body = r.request().postDataJSON();
      if (body.notes === 'fail') return r.fulfill({ status: 500, json: { error: 'X', message: 'x' } });
      if (body.status === 'delivered') return r.fulfill({ status: 400, json: { error: 'X', message: 'x' } });
      Object.assign(o, body.status ? { status: body.status } : {}, body.notes !== undefined ? { notes: body.notes } : {}, body.trackingNumber ? { trackingNumbers: [...o.trackingNumbers, body.trackingNumber] } : {});
    }
    r.fulfill({ json: { ...o, timeline: timeline(o) } });
  });
  await page.route('**/api/admin/reconcile', async (r) => { await new Promise((res) => setTimeout(res, 400)); r.fulfill({ json: { missingOrders: missing } }); });
  await page.route('**/api/admin/recreate-order', (r) => { const b = r.request().postDataJSON(); if (b.tempId === 'tmp1') missing = missing.filter((m) => m.sessionId !== b.sessionId); r.fulfill({ json: { success: b.tempId === 'tmp1' } }); });
  missing = initialMissing;
  await page.goto('http://localhost:5199/admin/fulfillment');
  await steps(page);
  await page.close();
}

if (mode !== 'ok') {
  await run(1280, 800, mode, async (page) => { await page.waitForTimeout(800); console.log(mode, await page.url()); });
} else {
  await run(1280, 800, 'desktop', async (page) => {
    await page.getByText('3 orders').waitFor();
    await page.screenshot({ path: '/tmp/shot-desktop-list.png', fullPage: true });
    await page.getByRole('button', { name: 'View order MM-9XQ2PLMN' }).click();
    await page.getByRole('region', { name: 'Details for order MM-9XQ2PLMN' }).getByText('Timeline').waitFor();
    await page.getByRole('button', { name: 'Check for missing orders' }).click();
    await page.getByTestId('missing-order').first().waitFor();
    await page.screenshot({ path: '/tmp/shot-desktop-detail.png', fullPage: true });
    await page.getByLabel('Status for order MM-7F3K2QAB').selectOption('shipped');
    await page.getByLabel('Status for order MM-ISSUE001').selectOption('delivered');
    await page.getByLabel('Notes for order MM-7F3K2QAB').fill('fail');
    await page.getByLabel('Search').click();
    await page.getByLabel('Add tracking number').fill('TRK123456');
    await page.getByRole('button', { name: 'Add tracking number' }).click();
    await page.getByRole('link', { name: /TRK123456/ }).waitFor();
    await page.getByRole('button', { name: 'Recreate order for session cs_test_missing_1234567890abcdef' }).click();
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: 'Recreate' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: '/tmp/shot-desktop-after.png', fullPage: true });
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'In production' }).click();
    await page.getByLabel('Search').fill('BART');
    await page.waitForTimeout(600);
    console.log('url', page.url(), await page.getByTestId('orders-count').innerText());
    await page.getByLabel('Search').fill('nobody');
    await page.getByText('No matching orders found.').waitFor();
    console.log('url', page.url());
    await page.goBack(); await page.waitForTimeout(300);
    console.log('after back', page.url(), await page.getByLabel('Search').inputValue());
  });
  await run(390, 844, 'mobile', async (page) => {
    await page.getByText('3 orders').waitFor();
    await page.screenshot({ path: '/tmp/shot-mobile-list.png', fullPage: true });
    await page.getByRole('button', { name: 'View order MM-9XQ2PLMN' }).click();
    await page.getByRole('region', { name: 'Details for order MM-9XQ2PLMN' }).getByText('Timeline').waitFor();
    await page.getByRole('button', { name: 'Check for missing orders' }).click();
    await page.getByTestId('missing-order').first().waitFor();
    await page.screenshot({ path: '/tmp/shot-mobile-detail.png', fullPage: true });
    console.log('mobile scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
  });
}
console.log(problems.join('\n'));
await browser.close();
