/**
 * The dashboard's sales figures (docs/product.md#dashboard): money received for shop orders, by
 * India day and by how it was paid, less the refunds paid out, and the customers who paid.
 * Each way of being paid is a SalesChannel; cash on delivery adds its own channel (its
 * collections) to SALES_CHANNELS and every figure here counts it. Amounts are what was received,
 * so a discount, which lowers the order's total, is already netted out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { DashboardRange } from './dashboard-range';

/** `Asia/Kolkata` written into the SQL (a literal, so GROUP BY sees one expression). */
export const INDIA = sql.raw(`'Asia/Kolkata'`);

/** One way shop orders are paid. */
export interface SalesChannel {
  /** Its name in the payment mix (`online`, `cod`). */
  method: string;
  /** A SELECT of `order_id`, `paid_at` (timestamptz) and `amount_paise` received in `start` ≤ paid_at < `end`. */
  received(start: string, end: string): SQL;
}

/** Captured gateway payments for shop orders (docs/decisions/066-one-payment-pipeline.md). */
export const ONLINE_PAYMENTS: SalesChannel = {
  method: 'online',
  received: (start, end) =>
    sql`select p.order_id, p.captured_at as paid_at, p.amount_paise from payments p
        where p.status = 'captured' and p.purpose = 'order' and p.captured_at >= ${start}::timestamptz and p.captured_at < ${end}::timestamptz`,
};

/** Every channel the dashboard counts. */
export const SALES_CHANNELS: readonly SalesChannel[] = [ONLINE_PAYMENTS];

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The orders paid in the range: one row per order and channel, with what it received and when first. */
function paidOrders(channels: readonly SalesChannel[], range: DashboardRange): SQL {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const parts = channels.map(
    (c) =>
      sql`select ${c.method}::text as method, r.order_id, min(r.paid_at) as paid_at, sum(r.amount_paise)::bigint as amount_paise
          from (${c.received(start, end)}) r group by r.order_id`,
  );
  return sql.join(parts, sql` union all `);
}

/** One day's money of one channel. */
export interface ChannelDay {
  day: string;
  method: string;
  paidPaise: number;
  orders: number;
  keychains: number;
}

/** Received money, orders and keychains by India day and channel. */
export async function salesByDayAndChannel(db: Db | Tx, channels: readonly SalesChannel[], range: DashboardRange): Promise<ChannelDay[]> {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`with paid as (${paidOrders(channels, range)})
        select to_char(paid.paid_at at time zone ${INDIA}, 'YYYY-MM-DD') as day, paid.method,
               sum(paid.amount_paise)::bigint as paid_paise, count(*)::int as orders, sum(o.quantity)::bigint as keychains
        from paid join orders o on o.id = paid.order_id
        group by 1, 2`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    method: String(r.method),
    paidPaise: Number(r.paid_paise),
    orders: Number(r.orders),
    keychains: Number(r.keychains),
  }));
}

/** Refunds paid out (processed) by India day: paise and how many. */
export async function refundsByDay(db: Db | Tx, range: DashboardRange): Promise<{ day: string; refundsPaise: number; refunds: number }[]> {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select to_char(r.processed_at at time zone ${INDIA}, 'YYYY-MM-DD') as day, sum(r.amount_paise)::bigint as paise, count(*)::int as n
        from refunds r
        where r.status = 'processed' and r.processed_at >= ${range.start.toISOString()}::timestamptz and r.processed_at < ${range.end.toISOString()}::timestamptz
        group by 1`,
  );
  return rows.map((r) => ({ day: String(r.day), refundsPaise: Number(r.paise), refunds: Number(r.n) }));
}

/**
 * Customers who paid in the range, told apart by e-mail (case-insensitive): new when no paid
 * order of theirs was placed before their first order paid in the range, returning otherwise.
 */
export async function customersWhoPaid(
  db: Db | Tx,
  channels: readonly SalesChannel[],
  range: DashboardRange,
): Promise<{ newCustomers: number; returningCustomers: number }> {
  const [row] = await rowsOf<Record<string, string | number>>(
    db,
    sql`with paid as (${paidOrders(channels, range)}),
        buyers as (
          select lower(o.customer_email) as email, min(o.created_at) as first_at
          from paid join orders o on o.id = paid.order_id group by 1
        )
        select count(*)::int as buyers,
               count(*) filter (where not exists (
                 select 1 from orders e
                 where lower(e.customer_email) = b.email and e.payment_status in ('completed', 'refunded') and e.created_at < b.first_at
               ))::int as new_buyers
        from buyers b`,
  );
  const buyers = Number(row?.buyers ?? 0);
  const newCustomers = Number(row?.new_buyers ?? 0);
  return { newCustomers, returningCustomers: buyers - newCustomers };
}

/** Keychains of the orders paid in the range, by font option value and colour option value. */
export async function keychainsByFontAndColour(
  db: Db | Tx,
  channels: readonly SalesChannel[],
  range: DashboardRange,
): Promise<{ font: string; colour: string; keychains: number }[]> {
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`with paid as (${paidOrders(channels, range)})
        select k."fontFamily" as font, k."textColor" as colour, count(*)::int as n
        from (select distinct order_id from paid) p
        join orders o on o.id = p.order_id
        cross join lateral jsonb_to_recordset(o.keychains) as k("fontFamily" text, "textColor" text)
        group by 1, 2`,
  );
  return rows.map((r) => ({ font: String(r.font ?? ''), colour: String(r.colour ?? ''), keychains: Number(r.n) }));
}
