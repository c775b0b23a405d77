/**
 * A million orders (`npm run bench:orders`): fills a fresh database at migration 014 with
 * BENCH_ORDERS orders (default 1 million; one or two lines each, over 20,000 customers, 50,000
 * renders and the last 365 days) in bulk SQL, migrates it to the latest schema, then times what
 * reads orders on a busy day: the workbench's "orders of this render", publish's lookup of a
 * render nobody bought yet, staff's fulfilment list (plain, by status, and searched) and the
 * insights for the last 30 days; the median of RUNS runs (default 5). Runs on a SQLite file and
 * on PostgreSQL in a schema of its own (BENCH_POSTGRES_URL, default the test database);
 * BENCH_DATABASES=sqlite or =postgres runs one.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { presetRange } from '@store/shared/insights';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database.ts';
import { createChangeNotices } from '../../apps/server/src/db/change-notices.ts';
import { migrationsFor } from '../../apps/server/src/db/migrations/index.ts';
import { createInsightsRepository } from '../../apps/server/src/modules/analytics/insights-repository.ts';
import { createInsightsService } from '../../apps/server/src/modules/analytics/insights-service.ts';
import { createAccountDirectory } from '../../apps/server/src/modules/accounts/account-directory.ts';
import { createGiftCardReadModel } from '../../apps/server/src/modules/gift-cards/gift-cards-module.ts';
import { createOrderReadModel } from '../../apps/server/src/modules/orders/orders-module.ts';
import { createOrderRepository } from '../../apps/server/src/modules/orders/order-repository.ts';
import { createOrderSalesRepository } from '../../apps/server/src/modules/orders/order-sales-repository.ts';
import { createPurchases } from '../../apps/server/src/modules/orders/purchases.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 5);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CUSTOMERS = 20_000;
const RENDERS = 50_000;
const DAYS = 365;
/** The schema the orders are written in: what every store that has orders today was migrated to. */
const SEEDED_AT = '014-revocation-reservations';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function migrateTo(handle: DatabaseHandle, name: string): Promise<void> {
  const migrations = migrationsFor(handle.kind);
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

/**
 * Customers and orders written by the database itself from a series of numbers, as the JSON lines
 * the order table held until migration 014: order n belongs to customer n mod 20,000 and has a
 * canvas of render n mod 50,000, and every second order that render's download too.
 */
async function seed(db: Kysely<unknown>, kind: DatabaseHandle['kind'], now: Date): Promise<void> {
  const stepMs = (DAYS * 24 * 60 * 60 * 1000) / ORDERS;
  if (kind === 'sqlite') {
    const at = (n: string) =>
      sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', ${(now.getTime() / 1000).toFixed(3)} - ${n} * ${stepMs / 1000}, 'unixepoch')`);
    const line = (isDigital: boolean) =>
      sql.raw(`json_object('renderId', printf('r%07d-bench', n % ${RENDERS}), 'style', style, 'image', '/api/renders/' || printf('r%07d-bench', n % ${RENDERS}) || '/preview/2x3',
        'aspectRatio', '2x3', 'size', ${isDigital ? "'Digital Download'" : 'size'}, 'quantity', ${isDigital ? 1 : '1 + n % 3'},
        'isDigital', json('${isDigital}'), ${isDigital ? '' : "'borderStyle', 'white-border', "}'unitPriceCents', ${isDigital ? 1000 : 6900}, 'variantId', null)`);
    await sql`with recursive series(n) as (select 0 union all select n + 1 from series where n + 1 < ${sql.lit(CUSTOMERS)})
      insert into "user" (id, name, email, "emailVerified", "isAdmin", "createdAt", "updatedAt")
      select 'customer-' || n, 'Customer ' || n, 'customer' || n || '@example.com', 0, 0, ${at(String(ORDERS))}, ${at(String(ORDERS))} from series`.execute(
      db,
    );
    await sql`with recursive series(n) as (select 0 union all select n + 1 from series where n + 1 < ${sql.lit(ORDERS)}),
      shaped as (select n, case n % 4 when 0 then 'Retro' when 1 then 'Cartoon' when 2 then 'Anime' else 'Cyberpunk' end as style,
        case n % 3 when 0 then '12x18' when 1 then '16x24' else '24x36' end as size,
        case n % 7 when 0 then 'paid' when 1 then 'in-production' when 2 then 'shipped' else 'delivered' end as status from series)
      insert into "order" (id, "paymentSessionId", "userId", name, email, status, items, "amountCents", "printProvider", "createdAt", "updatedAt")
      select printf('MM-%08d', n), 'cs_bench_' || n, 'customer-' || (n % ${sql.lit(CUSTOMERS)}), 'Customer ' || (n % ${sql.lit(CUSTOMERS)}),
        'customer' || (n % ${sql.lit(CUSTOMERS)}) || '@example.com', status,
        case when n % 2 = 0 then json_array(${line(false)}, ${line(true)}) else json_array(${line(false)}) end,
        6900 * (1 + n % 3) + case when n % 2 = 0 then 1000 else 0 end, 'manual', ${at('n')}, ${at('n')}
      from shaped`.execute(db);
    await sql`analyze`.execute(db);
    return;
  }
  const at = (n: string) => sql.raw(`(timestamptz '${now.toISOString()}' - ${n} * interval '${stepMs} milliseconds')`);
  const line = (isDigital: boolean) =>
    sql.raw(`jsonb_build_object('renderId', render, 'style', style, 'image', '/api/renders/' || render || '/preview/2x3', 'aspectRatio', '2x3',
      'size', ${isDigital ? "'Digital Download'" : 'size'}, 'quantity', ${isDigital ? 1 : '1 + n % 3'}, 'isDigital', ${isDigital},
      ${isDigital ? '' : "'borderStyle', 'white-border', "}'unitPriceCents', ${isDigital ? 1000 : 6900}, 'variantId', null)`);
  await sql`insert into "user" (id, name, email, "emailVerified", "isAdmin", "createdAt", "updatedAt")
    select 'customer-' || n, 'Customer ' || n, 'customer' || n || '@example.com', false, false, ${at(String(ORDERS))}, ${at(String(ORDERS))}
    from generate_series(0, ${sql.lit(CUSTOMERS - 1)}) as n`.execute(db);
  await sql`insert into "order" (id, "paymentSessionId", "userId", name, email, status, items, "amountCents", "printProvider", "createdAt", "updatedAt")
    select 'MM-' || lpad(n::text, 8, '0'), 'cs_bench_' || n, 'customer-' || (n % ${sql.lit(CUSTOMERS)}), 'Customer ' || (n % ${sql.lit(CUSTOMERS)}),
      'customer' || (n % ${sql.lit(CUSTOMERS)}) || '@example.com', status,
      (case when n % 2 = 0 then jsonb_build_array(${line(false)}, ${line(true)}) else jsonb_build_array(${line(false)}) end)::text,
      6900 * (1 + n % 3) + case when n % 2 = 0 then 1000 else 0 end, 'manual', ${at('n')}, ${at('n')}
    from (select n, 'r' || lpad((n % ${sql.lit(RENDERS)})::text, 7, '0') || '-bench' as render,
      (array['Retro', 'Cartoon', 'Anime', 'Cyberpunk'])[n % 4 + 1] as style, (array['12x18', '16x24', '24x36'])[n % 3 + 1] as size,
      (array['paid', 'in-production', 'shipped', 'delivered', 'delivered', 'delivered', 'delivered'])[n % 7 + 1] as status
      from generate_series(0, ${sql.lit(ORDERS - 1)}) as n) as shaped`.execute(db);
  await sql`analyze`.execute(db);
}

async function median<T>(work: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const timings: number[] = [];
  let answer: T | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    answer = await work();
    timings.push(performance.now() - started);
  }
  return { ms: timings.sort((a, b) => a - b)[Math.floor(timings.length / 2)]!, answer: answer! };
}

async function measure(handle: DatabaseHandle): Promise<void> {
  const now = new Date();
  await migrateTo(handle, SEEDED_AT);
  const seedStarted = performance.now();
  await seed(handle.db as unknown as Kysely<unknown>, handle.kind, now);
  console.log(`${handle.kind}: seeded ${ORDERS.toLocaleString('en-US')} orders in ${seconds(seedStarted)}`);
  const migrateStarted = performance.now();
  await migrateToLatest(handle);
  await sql`analyze`.execute(handle.db);
  console.log(`${handle.kind}: migrated to the latest schema and analysed in ${seconds(migrateStarted)}`);

  const changes = await createChangeNotices(handle);
  const orders = createOrderRepository(handle.db, createAccountDirectory(handle), changes);
  const purchases = createPurchases(orders, createOrderSalesRepository(handle.db, handle.kind), changes);
  const insights = createInsightsService({
    insights: createInsightsRepository(handle.db),
    orders: createOrderReadModel(handle),
    giftCards: createGiftCardReadModel(handle),
  });
  const report = (what: string, ms: number, answer: string) =>
    console.log(`${handle.kind}: ${what.padEnd(44)} ${ms.toFixed(1).padStart(9)} ms (median of ${RUNS}; ${answer})`);

  const bought = await median(() => purchases.countForRender('r0012345-bench'));
  report('workbench: orders of this render', bought.ms, `${bought.answer} orders`);
  const fresh = await median(() => purchases.countForRender(randomUUID()));
  report('publish: orders of a render nobody bought', fresh.ms, `${fresh.answer} orders`);
  const list = await median(() => orders.search({}, 500));
  report('fulfilment list, newest 500', list.ms, `${list.answer.length} orders`);
  const paid = await median(() => orders.search({ status: 'paid' }, 500));
  report('fulfilment list, status paid', paid.ms, `${paid.answer.length} orders`);
  const searched = await median(() => orders.search({ status: 'paid', search: 'customer1234@' }, 500));
  report('fulfilment search, paid + "customer1234@"', searched.ms, `${searched.answer.length} orders`);
  const month = await median(() => insights.forRange(presetRange(30, now)));
  report('insights, last 30 days', month.ms, `${month.answer.totals.orders.toLocaleString('en-US')} orders`);
}

for (const kind of DATABASES) {
  if (kind === 'sqlite') {
    const directory = mkdtempSync(join(tmpdir(), 'store-bench-orders-'));
    const handle = openDatabase(`sqlite:${join(directory, 'store.db')}`);
    try {
      await measure(handle);
    } finally {
      await handle.db.destroy();
      rmSync(directory, { recursive: true, force: true });
    }
    continue;
  }
  const schema = `bench_orders_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const handle = openDatabase(POSTGRES_URL, { schema });
  try {
    await measure(handle);
  } finally {
    await handle.db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
