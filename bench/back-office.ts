/**
 * The back office at 100,000 orders (docs/performance.md#back-office-at-100000-orders): the dashboard for a
 * month and a year, the Orders tab's first page and its searches, the GST CSV of a month and the
 * orders CSV of the year (streamed; RSS growth measured), each run in this process against a
 * PostgreSQL database filled by `npm run seed:demo` (seeded here first when it has no orders).
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';
import { seedDemo } from '../src/server/demo-seed/seed-demo';
import { getDashboard } from '../src/server/services/admin/get-dashboard';
import { rowsOf, SALES_CHANNELS } from '../src/server/services/admin/dashboard-sales';
import { listAdminOrders } from '../src/server/services/admin/list-admin-orders';
import { exportGstCsv } from '../src/server/services/invoices/export-gst-csv';
import { exportOrdersCsv } from '../src/server/services/admin/export-orders-csv';

/** One measured row: p50 and p95 of `runs` runs, ms, against its budget. */
export interface BackOfficeRow {
  case: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  budget: string;
  note?: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(name: string, runs: number, budget: string, run: () => Promise<unknown>): Promise<BackOfficeRow> {
  await run(); // warm the cache and the plan once, as a busy back office is
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { case: name, runs, p50Ms: Math.round(percentile(ms, 50)), p95Ms: Math.round(percentile(ms, 95)), budget };
}

const day = (ms: number) => new Date(ms + 19_800_000).toISOString().slice(0, 10);

/** Runs the cases on `databaseUrl` (seeding `orders` orders when it has none). */
export async function runBackOfficeBench(options: {
  databaseUrl: string;
  orders: number;
  runs: number;
}): Promise<{ rows: BackOfficeRow[]; orders: number }> {
  const database = openPostgres(options.databaseUrl);
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const count = async () => Number((await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from orders`))[0]!.n);
    if ((await count()) === 0) {
      // The seed's load and recount need more than a request's 8-second query limit.
      const loader = openPostgres(options.databaseUrl, { timeouts: { queryTimeoutMs: 1_800_000 } });
      try {
        await seedDemo(loader.db, { orders: options.orders, now: new Date(), log: (l) => console.info(l) });
      } finally {
        await loader.close();
      }
    }
    const orders = await count();
    const db = database.db;
    const now = Date.now();
    const dashboard = (days: number) => () =>
      getDashboard(db, { from: day(now - (days - 1) * 86_400_000), to: day(now), channels: SALES_CHANNELS, statementTimeoutMs: 30_000 });
    const [someone] = await rowsOf<{ customer_phone: string; customer_name: string; id: number }>(
      db,
      sql`select customer_phone, customer_name, id from orders order by id desc offset 500 limit 1`,
    );
    if (!someone) throw new Error('No orders to search for');
    const page = (q?: string) => () => listAdminOrders(db, { page: 1, pageSize: 20, now: new Date(), q });
    const lastMonth = day(now - 31 * 86_400_000).slice(0, 7);
    const rows: BackOfficeRow[] = [];
    rows.push(await time('Dashboard, 30 days', options.runs, 'p95 ≤ 300 ms', dashboard(30)));
    rows.push(await time('Dashboard, 365 days', options.runs, 'p95 ≤ 300 ms', dashboard(365)));
    rows.push(await time('Orders tab, first page', options.runs, 'p95 ≤ 300 ms', page()));
    rows.push(
      await time('Orders search by phone (a customer’s orders)', options.runs, 'p95 ≤ 300 ms', page(someone.customer_phone.slice(-10))),
    );
    rows.push(await time('Orders search by name', options.runs, 'p95 ≤ 300 ms', page(someone.customer_name)));
    rows.push(await time('Orders search by order number', options.runs, 'p95 ≤ 300 ms', page(`#${someone.id}`)));
    rows.push(
      await time(`GST CSV, ${lastMonth}`, Math.max(3, Math.round(options.runs / 4)), '≤ 2 s', () => exportGstCsv(db, { month: lastMonth })),
    );
    // RSS growth of one export from a collected heap: measured on the first export after a
    // forced GC. (It used to be taken before time()'s warm-up export, so the growth counted the
    // warm-up's uncollected garbage as well as the measured run's.) The time is the warm run's.
    let rssBefore = 0;
    let peak = 0;
    const exportAll = async () => {
      const stream = await exportOrdersCsv(db, {});
      for await (const chunk of stream) {
        void chunk;
        peak = Math.max(peak, process.memoryUsage().rss);
      }
    };
    global.gc?.();
    rssBefore = process.memoryUsage().rss;
    peak = rssBefore;
    await exportAll();
    const growthMb = Math.round((peak - rssBefore) / 1_048_576);
    const csvRow = await time('Orders CSV, every order', 1, 'RSS growth ≤ 100 MB', exportAll);
    csvRow.note = `RSS growth ${growthMb} MB`;
    rows.push(csvRow);
    return { rows, orders };
  } finally {
    await database.close();
  }
}
