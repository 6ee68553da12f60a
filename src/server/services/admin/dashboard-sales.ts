/**
 * The dashboard's sales figures (docs/product.md#dashboard): money received for shop orders, by
 * India day and by the order's payment method, less the refunds paid out, and the customers who
 * paid. Each way of paying is a SalesChannel (online, cash on delivery); every figure here reads
 * the per-India-day tallies the triggers write under its `method`
 * (docs/decisions/186-dashboard-tallies-per-india-day.md, 195-dashboard-counts-cash-on-delivery.md;
 * dashboard-tallies.test.ts recounts every channel from `received`). Amounts are what was
 * received, so a discount, which lowers the order's total, is already netted out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { DashboardRange } from './dashboard-range';

/** One way shop orders are paid. */
export interface SalesChannel {
  /** Its name in the payment mix (`online`, `cod`). */
  method: string;
  /** A SELECT of `order_id`, `paid_at` (timestamptz) and `amount_paise` received in `start` ≤ paid_at < `end`: the recount the tallies are checked against. */
  received(start: string, end: string): SQL;
}

/**
 * Orders paid online: the captured gateway payments of shop orders whose payment method is not
 * 'cod' (docs/decisions/066-one-payment-pipeline.md). A COD order's advance is not here: it is COD
 * money (docs/decisions/195-dashboard-counts-cash-on-delivery.md).
 */
export const ONLINE_PAYMENTS: SalesChannel = {
  method: 'online',
  received: (start, end) =>
    sql`select p.order_id, p.captured_at as paid_at, p.amount_paise from payments p join orders o on o.id = p.order_id
        where p.status = 'captured' and p.purpose = 'order' and o.payment_method <> 'cod'
          and p.captured_at >= ${start}::timestamptz and p.captured_at < ${end}::timestamptz`,
};

/**
 * Cash on delivery (docs/product.md#cash-on-delivery): a COD order's money is its advance paid
 * online (captured payments) and the cash the courier collected (cod_collected_paise at
 * cod_collected_at, set at delivery or, without a delivery report, by the remittance), each on
 * its own day; the order counts once, at the first of them
 * (docs/decisions/195-dashboard-counts-cash-on-delivery.md).
 */
export const COD_ORDERS: SalesChannel = {
  method: 'cod',
  received: (start, end) =>
    sql`select p.order_id, p.captured_at as paid_at, p.amount_paise from payments p join orders o on o.id = p.order_id
        where p.status = 'captured' and p.purpose = 'order' and o.payment_method = 'cod'
          and p.captured_at >= ${start}::timestamptz and p.captured_at < ${end}::timestamptz
        union all
        select o.id, o.cod_collected_at, o.cod_collected_paise from orders o
        where o.payment_method = 'cod' and o.cod_collected_paise is not null
          and o.cod_collected_at >= ${start}::timestamptz and o.cod_collected_at < ${end}::timestamptz`,
};

/** Every channel the dashboard counts; each shop order is in exactly one (its payment method). */
export const SALES_CHANNELS: readonly SalesChannel[] = [ONLINE_PAYMENTS, COD_ORDERS];

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const days = (range: DashboardRange) => sql`${range.from}::date and ${range.to}::date`;
const methods = (channels: readonly SalesChannel[]) =>
  sql`array[${sql.join(
    channels.map((c) => sql`${c.method}`),
    sql`, `,
  )}]::text[]`;

/** One day's money of one channel. */
export interface ChannelDay {
  day: string;
  method: string;
  paidPaise: number;
  orders: number;
  keychains: number;
}

/**
 * Received money, orders and keychains by India day and channel, from the day tallies
 * (docs/decisions/186-dashboard-tallies-per-india-day.md): an order counts under its payment
 * method on the day of its first money (a captured payment or, for COD, the cash collected),
 * each amount on its own day (docs/decisions/195-dashboard-counts-cash-on-delivery.md).
 */
export async function salesByDayAndChannel(db: Db | Tx, channels: readonly SalesChannel[], range: DashboardRange): Promise<ChannelDay[]> {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select to_char(t.day, 'YYYY-MM-DD') as day, t.method, t.paid_paise, t.orders, t.keychains
        from dashboard_sales_days t
        where t.day between ${days(range)} and t.method = any(${methods(channels)})`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    method: String(r.method),
    paidPaise: Number(r.paid_paise),
    orders: Number(r.orders),
    keychains: Number(r.keychains),
  }));
}

/** Refunds paid out (processed) by India day: paise and how many, from the day tallies. */
export async function refundsByDay(db: Db | Tx, range: DashboardRange): Promise<{ day: string; refundsPaise: number; refunds: number }[]> {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select to_char(t.day, 'YYYY-MM-DD') as day, t.refunds_paise as paise, t.refunds as n
        from dashboard_refund_days t where t.day between ${days(range)}`,
  );
  return rows.map((r) => ({ day: String(r.day), refundsPaise: Number(r.paise), refunds: Number(r.n) }));
}

/**
 * Customers who paid in the range, told apart by e-mail (case-insensitive): new when no paid
 * order of theirs (payment status completed or refunded, or a COD order's cash collected:
 * cod_collected) was placed before their first order paid in the range, returning otherwise.
 * Read from the customers' day tallies: a customer is new when one of their days in the range
 * holds an order placed no later than their first paid order; each is counted on their first
 * (newcomer) day in the range, the one whose previous (newcomer) day is before it (docs/decisions/186).
 */
export async function customersWhoPaid(db: Db | Tx, range: DashboardRange): Promise<{ newCustomers: number; returningCustomers: number }> {
  const [row] = await rowsOf<Record<string, string | number>>(
    db,
    sql`select count(*) filter (where t.previous_day is null or t.previous_day < ${range.from}::date)::int as buyers,
               count(*) filter (where t.newcomer and (t.previous_newcomer_day is null or t.previous_newcomer_day < ${range.from}::date))::int as new_buyers
        from dashboard_customer_days t where t.day between ${days(range)}`,
  );
  const buyers = Number(row?.buyers ?? 0);
  const newCustomers = Number(row?.new_buyers ?? 0);
  return { newCustomers, returningCustomers: buyers - newCustomers };
}

/** Keychains of the orders first paid in the range, by font option value and colour option value, from the day tallies. */
export async function keychainsByFontAndColour(
  db: Db | Tx,
  range: DashboardRange,
): Promise<{ font: string; colour: string; keychains: number }[]> {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select t.font, t.colour, sum(t.keychains)::int as n
        from dashboard_keychain_days t where t.day between ${days(range)}
        group by 1, 2 having sum(t.keychains) <> 0`,
  );
  return rows.map((r) => ({ font: String(r.font ?? ''), colour: String(r.colour ?? ''), keychains: Number(r.n) }));
}
