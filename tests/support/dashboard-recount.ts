/**
 * The dashboard's sales figures counted from scratch, from every order and payment (what the
 * dashboard read before its day tallies, docs/decisions/186-dashboard-tallies-per-india-day.md),
 * in the tallies' shapes: the tests compare the tallies with this after every kind of write.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { rowsOf, type SalesChannel } from '#server/services/admin/dashboard-sales';

const INDIA = sql.raw(`'Asia/Kolkata'`);
const EVER = ['-infinity', 'infinity'] as const;

/**
 * Each channel's orders with the instant they were first paid in it and everything they received,
 * by India day. Every shop order is in exactly one channel (its payment method), so "first paid in
 * its channel" is its first money of any kind: an order counts once (docs/decisions/195).
 */
function received(channels: readonly SalesChannel[]): { firsts: SQL; money: SQL } {
  const firsts = channels.map(
    (c) => sql`select ${c.method}::text as method, r.order_id, min(r.paid_at) as paid_at from (${c.received(...EVER)}) r group by 2`,
  );
  const money = channels.map((c) => sql`select ${c.method}::text as method, r.paid_at, r.amount_paise from (${c.received(...EVER)}) r`);
  return { firsts: sql.join(firsts, sql` union all `), money: sql.join(money, sql` union all `) };
}

type Row = Record<string, string | number | boolean | null>;
const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/**
 * Every tally recounted: GST by day and kind, sales (day, method → paise, orders, keychains), keychains (day, font,
 * colour), refunds by day and customers by day (orders, earliest placed, newcomer), each as sorted
 * JSON lines without zero rows, so two results compare with toEqual.
 */
export async function recountTallies(db: Db | Tx, channels: readonly SalesChannel[]) {
  const { firsts, money } = received(channels);
  const day = (column: SQL) => sql`to_char(${column} at time zone ${INDIA}, 'YYYY-MM-DD')`;
  const sales = await rowsOf<Row>(
    db,
    sql`with m as (select ${day(sql`paid_at`)} as day, method, sum(amount_paise)::bigint as paise from (${money}) x group by 1, 2),
             f as (select ${day(sql`f.paid_at`)} as day, f.method, count(*)::int as orders, sum(o.quantity)::int as keychains
                   from (${firsts}) f join orders o on o.id = f.order_id group by 1, 2)
        select coalesce(m.day, f.day) as day, coalesce(m.method, f.method) as method, coalesce(m.paise, 0)::bigint as paise,
               coalesce(f.orders, 0) as orders, coalesce(f.keychains, 0) as keychains
        from m full join f on f.day = m.day and f.method = m.method`,
  );
  const keychains = await rowsOf<Row>(
    db,
    sql`select ${day(sql`f.paid_at`)} as day, coalesce(k."fontFamily", '') as font, coalesce(k."textColor", '') as colour, count(*)::int as n
        from (${firsts}) f join orders o on o.id = f.order_id
        cross join lateral jsonb_to_recordset(o.keychains) as k("fontFamily" text, "textColor" text) group by 1, 2, 3`,
  );
  const refunds = await rowsOf<Row>(
    db,
    sql`select ${day(sql`r.processed_at`)} as day, sum(r.amount_paise)::bigint as paise, count(*)::int as n
        from refunds r where r.status = 'processed' group by 1`,
  );
  const customers = await rowsOf<Row>(
    db,
    sql`with d as (select ${day(sql`f.paid_at`)} as day, lower(o.customer_email) as email, count(*)::int as orders, min(o.created_at) as first_placed
                   from (${firsts}) f join orders o on o.id = f.order_id group by 1, 2)
        , n as (select d.*, not exists (select 1 from orders e where lower(e.customer_email) = d.email
                             and e.payment_status in ('completed', 'refunded', 'cod_collected') and e.created_at < d.first_placed) as newcomer from d)
        select n.day, n.email, n.orders, to_char(n.first_placed at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as first_placed, n.newcomer,
               lag(n.day) over w as previous_day,
               max(case when n.newcomer then n.day end) over (w rows between unbounded preceding and 1 preceding) as previous_newcomer_day
        from n window w as (partition by n.email order by n.day)`,
  );
  const gst = await rowsOf<Row>(
    db,
    sql`select ${day(sql`d.issued_at`)} as day, d.kind, count(*)::int as n, sum(d.taxable_paise)::bigint as taxable,
               sum(d.cgst_paise)::bigint as cgst, sum(d.sgst_paise)::bigint as sgst, sum(d.igst_paise)::bigint as igst
        from tax_documents d group by 1, 2`,
  );
  return {
    gst: sorted(gst.map((r) => [r.day, r.kind, Number(r.n), Number(r.taxable), Number(r.cgst), Number(r.sgst), Number(r.igst)])),
    sales: sorted(sales.map((r) => [r.day, r.method, Number(r.paise), Number(r.orders), Number(r.keychains)])),
    keychains: sorted(keychains.map((r) => [r.day, r.font, r.colour, Number(r.n)])),
    refunds: sorted(refunds.map((r) => [r.day, Number(r.paise), Number(r.n)])),
    customers: sorted(
      customers.map((r) => [r.day, r.email, Number(r.orders), r.first_placed, r.newcomer, r.previous_day, r.previous_newcomer_day]),
    ),
  };
}

/** The stored tallies in recountTallies' shapes (rows that came back to zero left out). */
export async function storedTallies(db: Db | Tx) {
  const sales = await rowsOf<Row>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, method, paid_paise, orders, keychains from dashboard_sales_days
        where paid_paise <> 0 or orders <> 0 or keychains <> 0`,
  );
  const keychains = await rowsOf<Row>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, font, colour, keychains from dashboard_keychain_days where keychains <> 0`,
  );
  const refunds = await rowsOf<Row>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, refunds_paise, refunds from dashboard_refund_days where refunds <> 0 or refunds_paise <> 0`,
  );
  const customers = await rowsOf<Row>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, c.email, d.orders,
               to_char(d.first_placed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as first_placed, d.newcomer,
               to_char(d.previous_day, 'YYYY-MM-DD') as previous_day, to_char(d.previous_newcomer_day, 'YYYY-MM-DD') as previous_newcomer_day
        from dashboard_customer_days d join dashboard_customers c on c.id = d.customer_id where d.orders <> 0`,
  );
  const gst = await rowsOf<Row>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, kind, documents, taxable_paise, cgst_paise, sgst_paise, igst_paise
        from dashboard_gst_days where documents <> 0`,
  );
  return {
    gst: sorted(
      gst.map((r) => [
        r.day,
        r.kind,
        Number(r.documents),
        Number(r.taxable_paise),
        Number(r.cgst_paise),
        Number(r.sgst_paise),
        Number(r.igst_paise),
      ]),
    ),
    sales: sorted(sales.map((r) => [r.day, r.method, Number(r.paid_paise), Number(r.orders), Number(r.keychains)])),
    keychains: sorted(keychains.map((r) => [r.day, r.font, r.colour, Number(r.keychains)])),
    refunds: sorted(refunds.map((r) => [r.day, Number(r.refunds_paise), Number(r.refunds)])),
    customers: sorted(
      customers.map((r) => [r.day, r.email, Number(r.orders), r.first_placed, r.newcomer, r.previous_day, r.previous_newcomer_day]),
    ),
  };
}
