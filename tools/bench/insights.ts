/**
 * The owner's insights on a big events table (`npm run bench:insights`): seeds BENCH_EVENTS
 * analytics events (default 1 million) spread over the last 365 days, and 20 orders a day, into a
 * fresh SQLite database, then times the whole insights answer for 7, 30, 90 and 365 days
 * (the median of RUNS runs, default 5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { presetRange, utcDay } from '@store/shared/insights';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database.ts';
import { createInsightsRepository } from '../../apps/server/src/modules/analytics/insights-repository.ts';
import { createInsightsService } from '../../apps/server/src/modules/analytics/insights-service.ts';
import { createGiftCardReadModel } from '../../apps/server/src/modules/gift-cards/gift-cards-module.ts';
import { createOrderReadModel } from '../../apps/server/src/modules/orders/orders-module.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 5);
const DAYS = 365;
const ORDERS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A visit's events, roughly as a store's traffic falls off down the funnel. */
const EVENT_MIX: [name: string, share: number][] = [
  ['page_view', 0.62],
  ['product_viewed', 0.18],
  ['add_to_cart', 0.07],
  ['checkout_started', 0.04],
  ['upload_started', 0.04],
  ['upload_submitted', 0.02],
  ['render_completed', 0.02],
  ['order_paid', 0.01],
];
const SERVER_SIDE = new Set(['upload_submitted', 'render_completed', 'order_paid']);

function pickEvent(roll: number): string {
  let total = 0;
  for (const [name, share] of EVENT_MIX) {
    total += share;
    if (roll < total) return name;
  }
  return 'page_view';
}

function seed(file: string, today: Date): void {
  const sqlite = new DatabaseSync(file);
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  const userId = randomUUID();
  const now = today.toISOString();
  sqlite
    .prepare('insert into "user" (id, name, email, "emailVerified", "isAdmin", "createdAt", "updatedAt") values (?, ?, ?, 0, 0, ?, ?)')
    .run(userId, 'Bench Buyer', 'bench@example.com', now, now);
  const insertEvent = sqlite.prepare(
    `insert into "analyticsEvent" (id, name, day, "createdAt", "visitorHash", path, "amountCents", "durationSeconds")
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOrder = sqlite.prepare(
    `insert into "order" (id, "paymentSessionId", "userId", name, email, status, items, "amountCents", "printProvider", "createdAt", "updatedAt")
     values (?, ?, ?, 'Bench Buyer', 'bench@example.com', 'paid', ?, ?, 'manual', ?, ?)`,
  );
  const visitorsPerDay = Math.max(1, Math.round(EVENTS / DAYS / 3));
  sqlite.exec('begin');
  for (let index = 0; index < EVENTS; index += 1) {
    const moment = new Date(today.getTime() - Math.random() * DAYS * DAY_MS);
    const name = pickEvent(Math.random());
    const visitor = SERVER_SIDE.has(name) ? null : `${utcDay(moment)}-${Math.floor(Math.random() * visitorsPerDay)}`;
    insertEvent.run(
      randomUUID(),
      name,
      utcDay(moment),
      moment.toISOString(),
      visitor,
      visitor ? '/gallery' : null,
      name === 'order_paid' ? 4900 : null,
      name === 'render_completed' ? Math.round(600 + Math.random() * 7200) : null,
    );
  }
  for (let index = 0; index < DAYS * ORDERS_PER_DAY; index += 1) {
    const moment = new Date(today.getTime() - Math.random() * DAYS * DAY_MS).toISOString();
    const items = JSON.stringify([
      {
        renderId: 'r',
        style: 'Retro',
        image: '/x',
        aspectRatio: '2x3',
        size: '12x18',
        quantity: 1,
        isDigital: false,
        unitPriceCents: 6900,
      },
      {
        renderId: 'r',
        style: 'Retro',
        image: '/x',
        aspectRatio: '2x3',
        size: 'Digital Download',
        quantity: 1,
        isDigital: true,
        unitPriceCents: 1000,
      },
    ]);
    const id = randomUUID();
    insertOrder.run(id, `cs_${id}`, userId, items, 7900, moment, moment);
  }
  sqlite.exec('commit');
  sqlite.exec('analyze');
  sqlite.close();
}

const directory = mkdtempSync(join(tmpdir(), 'store-bench-insights-'));
const file = join(directory, 'store.db');
try {
  const database = openDatabase(`sqlite:${file}`);
  await migrateToLatest(database);
  const today = new Date();
  const seedStarted = performance.now();
  seed(file, today);
  console.log(
    `seeded ${EVENTS.toLocaleString('en-US')} events and ${(DAYS * ORDERS_PER_DAY).toLocaleString('en-US')} orders over ${DAYS} days in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const insights = createInsightsService({
    insights: createInsightsRepository(database.db),
    orders: createOrderReadModel(database),
    giftCards: createGiftCardReadModel(database),
  });
  for (const days of [7, 30, 90, DAYS]) {
    const range = presetRange(days, today);
    const timings: number[] = [];
    let visitors = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      visitors = (await insights.forRange(range)).totals.visitors;
      timings.push(performance.now() - started);
    }
    const median = timings.sort((a, b) => a - b)[Math.floor(timings.length / 2)]!;
    console.log(
      `insights, last ${String(days).padStart(3)} days: ${median.toFixed(1).padStart(7)} ms (median of ${RUNS}; ${visitors.toLocaleString('en-US')} visitors)`,
    );
  }
  await database.db.destroy();
} finally {
  rmSync(directory, { recursive: true, force: true });
}
