/**
 * The dashboard's figures that are not sales (docs/product.md#dashboard): GST output tax from the
 * invoices and credit notes issued, the dealers' credits, and the print room's work.
 */
import { sql } from 'drizzle-orm';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard';
import type { Db, Tx } from '../../db/client';
import type { DashboardRange } from './dashboard-range';
import { rowsOf } from './dashboard-sales';

type Row = Record<string, string | number | null>;
const bounds = (range: DashboardRange) => ({ start: range.start.toISOString(), end: range.end.toISOString() });

/**
 * Output tax of the documents issued in the range (CGST Rules 2017, rules 46 and 53): invoices
 * add, credit notes subtract, so the figure is what the month's returns declare. Paise. Read from
 * the per-India-day tally of tax documents (docs/decisions/186-dashboard-tallies-per-india-day.md).
 */
export async function gstFigures(db: Db | Tx, range: DashboardRange): Promise<DashboardResponse['gst']> {
  const sign = sql`case when d.kind = 'credit_note' then -1 else 1 end`;
  const [row] = await rowsOf<Row>(
    db,
    sql`select
          coalesce(sum(${sign} * d.cgst_paise), 0)::bigint as cgst,
          coalesce(sum(${sign} * d.sgst_paise), 0)::bigint as sgst,
          coalesce(sum(${sign} * d.igst_paise), 0)::bigint as igst,
          coalesce(sum(${sign} * d.taxable_paise), 0)::bigint as taxable,
          coalesce(sum(d.documents) filter (where d.kind = 'invoice'), 0)::int as invoices,
          coalesce(sum(d.documents) filter (where d.kind = 'credit_note'), 0)::int as credit_notes
        from dashboard_gst_days d
        where d.day between ${range.from}::date and ${range.to}::date`,
  );
  return {
    cgstPaise: Number(row?.cgst ?? 0),
    sgstPaise: Number(row?.sgst ?? 0),
    igstPaise: Number(row?.igst ?? 0),
    taxablePaise: Number(row?.taxable ?? 0),
    invoices: Number(row?.invoices ?? 0),
    creditNotes: Number(row?.credit_notes ?? 0),
  };
}

/**
 * Dealer credits (docs/decisions/060-dealer-credit-ledger.md), from the ledger rows that moved a
 * balance: bought and used in the range, adjusted by staff, and unused at the range's end (the
 * credits the shop still owes keychains for) over the dealers that still exist.
 */
export async function dealerFigures(db: Db | Tx, range: DashboardRange): Promise<DashboardResponse['dealers']> {
  const { start, end } = bounds(range);
  const [row] = await rowsOf<Row>(
    db,
    sql`select
          coalesce(sum(t.amount) filter (where t.type = 'purchase' and t.created_at >= ${start}::timestamptz), 0)::int as sold,
          coalesce(sum(t.payment_amount_paise) filter (where t.type = 'purchase' and t.created_at >= ${start}::timestamptz), 0)::bigint as sold_paise,
          coalesce(-sum(t.amount) filter (where t.type = 'order' and t.created_at >= ${start}::timestamptz), 0)::int as used,
          coalesce(sum(t.amount) filter (where t.type not in ('purchase', 'order') and t.created_at >= ${start}::timestamptz), 0)::int as adjusted,
          coalesce(sum(t.amount) filter (where t.dealer_id is not null), 0)::bigint as outstanding
        from dealer_credit_transactions t
        where t.balance_after is not null and t.created_at < ${end}::timestamptz`,
  );
  return {
    creditsSold: Number(row?.sold ?? 0),
    creditsSoldPaise: Number(row?.sold_paise ?? 0),
    creditsUsed: Number(row?.used ?? 0),
    creditsAdjusted: Number(row?.adjusted ?? 0),
    creditsOutstanding: Number(row?.outstanding ?? 0),
  };
}

/**
 * The print room (docs/print-room.md): plates printed and keychains failed at the quality check
 * in the range, keychains put on a plate in the range again after failing, and now: paid
 * orders not yet in the print room (`confirmed`), orders in it not yet shipped (`processing`)
 * and when the oldest of those was placed.
 */
export async function printRoomFigures(db: Db | Tx, range: DashboardRange): Promise<DashboardResponse['printRoom']> {
  const { start, end } = bounds(range);
  const [row] = await rowsOf<Row>(
    db,
    sql`select
          (select count(*) from plates p where p.printed_at >= ${start}::timestamptz and p.printed_at < ${end}::timestamptz)::int as plates,
          (select count(*) from plate_keychains k join plates p on p.id = k.plate_id
             where k.result = 'failed' and p.checked_at >= ${start}::timestamptz and p.checked_at < ${end}::timestamptz)::int as failed,
          -- From the few failed keychains (plate_keychains_failed_idx) to their later plates, one
          -- index probe each ("offset 0" keeps it a per-row probe), instead of every keychain of
          -- the range's plates (docs/decisions/180-back-office-plans-at-100000-orders.md).
          (select count(*) from (
             select distinct r.order_id, r.keychain_index, r.plate_id from plate_keychains f
             cross join lateral (
               select r.order_id, r.keychain_index, r.plate_id from plate_keychains r
               where r.order_id = f.order_id and r.keychain_index = f.keychain_index and r.plate_id > f.plate_id offset 0) r
             where f.result = 'failed') k join plates p on p.id = k.plate_id
             where p.created_at >= ${start}::timestamptz and p.created_at < ${end}::timestamptz)::int as reprinted,
          (select count(*) from orders o where o.order_status = 'confirmed')::int as to_print,
          (select count(*) from orders o where o.order_status = 'processing')::int as to_ship,
          -- Each status's oldest is the first entry of orders_status_created_idx; min() over both
          -- statuses at once walked every order by date instead.
          least((select min(o.created_at) from orders o where o.order_status = 'confirmed'),
                (select min(o.created_at) from orders o where o.order_status = 'processing')) as oldest`,
  );
  const oldest = row?.oldest;
  return {
    platesPrinted: Number(row?.plates ?? 0),
    keychainsFailed: Number(row?.failed ?? 0),
    keychainsReprinted: Number(row?.reprinted ?? 0),
    ordersToPrint: Number(row?.to_print ?? 0),
    ordersToShip: Number(row?.to_ship ?? 0),
    oldestWaitingAt: oldest == null ? null : new Date(oldest).toISOString(),
  };
}
