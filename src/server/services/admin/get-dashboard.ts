/**
 * GET /api/admin/dashboard's answer (docs/product.md#dashboard): every figure of a range of India
 * days and of the period of the same length before it, read in one read-only snapshot so the
 * figures agree with each other, under a statement timeout so a slow query ends as a 503.
 */
import { sql } from 'drizzle-orm';
import { KEYCHAIN_SCRIPTS, type KeychainScript } from '#shared/keychain-scripts';
import type { DashboardDay, DashboardResponse, DashboardTopEntry, DashboardTotals } from '#shared/schemas/admin-dashboard';
import type { Db, Tx } from '../../db/client';
import { indiaDayRange, indiaDays, previousRange, type DashboardRange } from './dashboard-range';
import {
  customersWhoPaid,
  keychainsByFontAndColour,
  refundsByDay,
  rowsOf,
  salesByDayAndChannel,
  type SalesChannel,
} from './dashboard-sales';
import { dealerFigures, gstFigures, printRoomFigures } from './dashboard-figures';

/** How many fonts and colours the top lists show. */
const TOP = 10;

/** Options of getDashboard. */
export interface GetDashboardOptions {
  /** India days, both counted (`YYYY-MM-DD`), already checked by DashboardQuery. */
  from: string;
  to: string;
  /** The ways shop orders are paid (dashboard-sales.ts SALES_CHANNELS). */
  channels: readonly SalesChannel[];
  /** PostgreSQL statement_timeout for each query, ms; a query past it fails with SQLSTATE 57014 (a 503). */
  statementTimeoutMs: number;
}

async function totalsOf(tx: Tx, channels: readonly SalesChannel[], range: DashboardRange) {
  const [sales, refunds, customers] = [
    await salesByDayAndChannel(tx, channels, range),
    await refundsByDay(tx, range),
    await customersWhoPaid(tx, range),
  ];
  const paidPaise = sales.reduce((s, d) => s + d.paidPaise, 0);
  const orders = sales.reduce((s, d) => s + d.orders, 0);
  const refundsPaise = refunds.reduce((s, d) => s + d.refundsPaise, 0);
  const mix = new Map<string, { method: string; paidPaise: number; orders: number }>();
  for (const c of channels) mix.set(c.method, { method: c.method, paidPaise: 0, orders: 0 });
  for (const d of sales) {
    const m = mix.get(d.method)!;
    m.paidPaise += d.paidPaise;
    m.orders += d.orders;
  }
  const totals: DashboardTotals = {
    salesPaise: paidPaise - refundsPaise,
    orders,
    keychains: sales.reduce((s, d) => s + d.keychains, 0),
    averageOrderPaise: orders === 0 ? 0 : Math.round(paidPaise / orders),
    refundsPaise,
    paidPaise,
    refunds: refunds.reduce((s, d) => s + d.refunds, 0),
    ...customers,
    paymentMix: [...mix.values()],
  };
  return { totals, sales, refunds };
}

function byDay(
  range: DashboardRange,
  sales: { day: string; paidPaise: number; orders: number; keychains: number }[],
  refunds: { day: string; refundsPaise: number }[],
): DashboardDay[] {
  const days = new Map(indiaDays(range).map((date) => [date, { date, salesPaise: 0, orders: 0, keychains: 0 }]));
  for (const s of sales) {
    const d = days.get(s.day);
    if (!d) continue;
    d.salesPaise += s.paidPaise;
    d.orders += s.orders;
    d.keychains += s.keychains;
  }
  for (const r of refunds) {
    const d = days.get(r.day);
    if (d) d.salesPaise -= r.refundsPaise;
  }
  return [...days.values()];
}

const topOf = (counts: Map<string, number>, limit: number): DashboardTopEntry[] =>
  [...counts.entries()]
    .map(([name, keychains]) => ({ name, keychains }))
    .sort((a, b) => b.keychains - a.keychains || a.name.localeCompare(b.name))
    .slice(0, limit);

async function topLists(tx: Tx, range: DashboardRange): Promise<DashboardResponse['top']> {
  const cells = await keychainsByFontAndColour(tx, range);
  const options = await rowsOf<{ type: string; value: string; display_name: string; script: string }>(
    tx,
    sql`select type, value, display_name, script from customization_options`,
  );
  const font = new Map(options.filter((o) => o.type === 'font').map((o) => [o.value, o]));
  const colour = new Map(options.filter((o) => o.type !== 'font').map((o) => [o.value, o.display_name]));
  const fonts = new Map<string, number>();
  const colours = new Map<string, number>();
  const scripts = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, n: number) => m.set(key, (m.get(key) ?? 0) + n);
  for (const c of cells) {
    const f = font.get(c.font);
    add(fonts, f?.display_name ?? c.font, c.keychains);
    add(colours, colour.get(c.colour) ?? c.colour, c.keychains);
    add(scripts, KEYCHAIN_SCRIPTS[(f?.script ?? 'Latn') as KeychainScript] ?? f?.script ?? 'Latin', c.keychains);
  }
  return { fonts: topOf(fonts, TOP), colours: topOf(colours, TOP), scripts: topOf(scripts, Object.keys(KEYCHAIN_SCRIPTS).length) };
}

/**
 * The dashboard of India days `from`..`to` against the same number of days before. Throws the
 * database's error (query_canceled, 57014) when a query outlives `statementTimeoutMs`; the error
 * handler answers it 503 with Retry-After (lib/faults.ts).
 */
export async function getDashboard(db: Db, options: GetDashboardOptions): Promise<DashboardResponse> {
  const range = indiaDayRange(options.from, options.to);
  const before = previousRange(range);
  const timeout = Math.max(1, Math.floor(options.statementTimeoutMs));
  return db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${timeout}`));
      // Short analytical queries: compiling them (JIT) costs more than it saves.
      await tx.execute(sql`set local jit = off`);
      const current = await totalsOf(tx, options.channels, range);
      const previous = await totalsOf(tx, options.channels, before);
      return {
        from: range.from,
        to: range.to,
        previousFrom: before.from,
        previousTo: before.to,
        salesByDay: byDay(range, current.sales, current.refunds),
        totals: current.totals,
        previous: previous.totals,
        gst: await gstFigures(tx, range),
        dealers: await dealerFigures(tx, range),
        printRoom: await printRoomFigures(tx, range),
        top: await topLists(tx, range),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
