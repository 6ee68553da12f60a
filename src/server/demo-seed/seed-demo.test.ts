/**
 * The demo data set (docs/product.md#demo-data) on PGlite and PostgreSQL: it fills an empty
 * database with consistent history (gap-free document numbers the invoice services continue,
 * balances that match the ledger, every state), and refuses a database that has orders.
 */
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '#tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { allocateSerial } from '../services/invoices/issue-tax-document';
import { documentCounters, taxDocuments } from '../db/schema/index';
import { seedDemo } from './seed-demo';
import { recountTallies, storedTallies } from '#tests/support/dashboard-recount';
import { SALES_CHANNELS } from '../services/admin/dashboard-sales';

let database: TestDatabase;
withTestDatabase((d) => {
  database = d;
});
const db = () => database.db;
const NOW = new Date('2026-11-27T06:00:00Z');

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result: unknown = await db().execute(query);
  return (result as { rows: T[] }).rows[0]!;
}

describe('npm run seed:demo', () => {
  it('fills an empty database with a year of orders, payments, invoices, refunds, dealers and plates', async () => {
    const summary = await seedDemo(db(), { orders: 600, now: NOW, seed: 7 });
    expect(summary.orders).toBe(600);
    expect(summary.payments).toBeGreaterThan(400);
    expect(summary.taxDocuments).toBeGreaterThan(400);
    expect(summary.plateKeychains).toBeGreaterThan(600);
    const span = await one<{ first: string; last: string }>(
      sql`select min(created_at)::text as first, max(created_at)::text as last from orders`,
    );
    expect(Date.parse(span.first)).toBeGreaterThanOrEqual(NOW.getTime() - 366 * 86_400_000);
    expect(Date.parse(span.last)).toBeLessThanOrEqual(NOW.getTime());
    const paid = await one<{ n: number }>(
      sql`select count(*)::int as n from orders o where o.order_type = 'direct' and o.payment_status in ('completed', 'refunded')
          and not exists (select 1 from tax_documents d where d.order_id = o.id and d.kind = 'invoice')`,
    );
    expect(paid.n).toBe(0);
  });

  it('pays a fifth of the direct orders cash on delivery, at every step: pending, collected, remitted, returned', async () => {
    const cod = await one<{
      cod: number;
      direct: number;
      to_collect: number;
      collected: number;
      remitted: number;
      returned: number;
      short: number;
      off_rules: number;
    }>(
      sql`select count(*) filter (where payment_method = 'cod')::int as cod, count(*)::int as direct,
                 count(*) filter (where payment_method = 'cod' and payment_status = 'cod_pending' and order_status in ('pending', 'confirmed', 'processing', 'shipped'))::int as to_collect,
                 count(*) filter (where payment_method = 'cod' and payment_status = 'cod_collected' and cod_collected_at is not null and cod_remitted_at is null)::int as collected,
                 count(*) filter (where payment_method = 'cod' and payment_status = 'completed' and cod_remitted_at >= cod_collected_at and cod_utr is not null)::int as remitted,
                 count(*) filter (where payment_method = 'cod' and order_status = 'returned' and rto_loss_paise > 0 and cod_collected_at is null)::int as returned,
                 count(*) filter (where payment_method = 'cod' and cod_collected_paise <> cod_collect_paise)::int as short,
                 count(*) filter (where payment_method = 'cod' and (total_paise > 200000 or cod_fee_paise <> 4000 or cod_collect_paise <> total_paise))::int as off_rules
          from orders where order_type = 'direct'`,
    );
    expect(cod.cod / cod.direct).toBeGreaterThanOrEqual(0.15);
    expect(cod.cod / cod.direct).toBeLessThanOrEqual(0.25);
    expect(cod.to_collect).toBeGreaterThan(0);
    expect(cod.collected).toBeGreaterThan(0);
    expect(cod.remitted).toBeGreaterThan(cod.collected);
    expect(cod.returned).toBeGreaterThan(0);
    expect(cod.off_rules).toBe(0);
    expect(cod.short).toBeLessThan(cod.remitted);
    // Each shipped COD order has its invoice, issued at dispatch (no payment for it), and a returned one its credit note.
    const documents = await one<{ without_invoice: number; not_at_dispatch: number; returned_without_note: number; paid_online: number }>(
      sql`select count(*) filter (where o.order_status in ('shipped', 'delivered', 'returning', 'returned')
                   and not exists (select 1 from tax_documents d where d.order_id = o.id and d.kind = 'invoice'))::int as without_invoice,
                 count(*) filter (where exists (select 1 from tax_documents d join shipments s on s.order_id = o.id
                   where d.order_id = o.id and d.kind = 'invoice' and d.issued_at <> s.created_at))::int as not_at_dispatch,
                 count(*) filter (where o.order_status = 'returned'
                   and not exists (select 1 from tax_documents d where d.order_id = o.id and d.kind = 'credit_note'))::int as returned_without_note,
                 count(*) filter (where exists (select 1 from payments p where p.order_id = o.id))::int as paid_online
          from orders o where o.payment_method = 'cod'`,
    );
    expect(documents).toEqual({ without_invoice: 0, not_at_dispatch: 0, returned_without_note: 0, paid_online: 0 });
    // The dashboard counts the cash: COD money in the payment mix's tallies.
    const tallied = await one<{ paise: number; orders: number }>(
      sql`select coalesce(sum(paid_paise), 0)::bigint as paise, coalesce(sum(orders), 0)::int as orders from dashboard_sales_days where method = 'cod'`,
    );
    const cash = await one<{ paise: number; orders: number }>(
      sql`select coalesce(sum(cod_collected_paise), 0)::bigint as paise, count(cod_collected_at)::int as orders from orders where payment_method = 'cod'`,
    );
    expect(Number(tallied.paise)).toBe(Number(cash.paise));
    expect(tallied.orders).toBe(cash.orders);
  });

  it('numbers invoices and credit notes without gaps, in date order, and leaves the counters where the services go on', async () => {
    const docs = await db().select().from(taxDocuments).orderBy(asc(taxDocuments.series), asc(taxDocuments.serial));
    const bySeries = new Map<string, typeof docs>();
    for (const d of docs) bySeries.set(d.series, [...(bySeries.get(d.series) ?? []), d]);
    expect([...bySeries.keys()].some((s) => s.startsWith('CN/'))).toBe(true);
    const counters = new Map((await db().select().from(documentCounters)).map((c) => [c.series, c.lastSerial]));
    for (const [series, list] of bySeries) {
      expect(list.map((d) => d.serial)).toEqual(list.map((_, i) => i + 1));
      const times = list.map((d) => d.issuedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(counters.get(series)).toBe(list.length);
    }
    const [series, list] = [...bySeries.entries()].find(([s]) => s.startsWith('CH/'))!;
    // The next number the services take; rolled back, so no gap is left behind.
    let next = 0;
    await db()
      .transaction(async (tx) => {
        next = await allocateSerial(tx, series);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(next).toBe(list.length + 1);
  });

  it("leaves the dashboard's tallies equal to a count from scratch, and their triggers on again", async () => {
    expect(await storedTallies(db())).toEqual(await recountTallies(db(), SALES_CHANNELS));
    const triggers = await one<{ off: number; on: number }>(
      sql`select count(*) filter (where tgenabled = 'D')::int as off, count(*) filter (where tgenabled = 'O')::int as on
          from pg_trigger where tgname in ('dashboard_orders_tally', 'dashboard_payments_tally', 'dashboard_refunds_tally', 'dashboard_gst_tally')`,
    );
    expect(triggers).toEqual({ off: 0, on: 4 });
  });

  it("keeps each dealer's balance equal to the sum of the ledger rows that moved it", async () => {
    const mismatches = await one<{ n: number }>(
      sql`select count(*)::int as n from dealers d
          where d.keychain_credits <> coalesce((select sum(t.amount) from dealer_credit_transactions t where t.dealer_id = d.id and t.balance_after is not null), 0)`,
    );
    expect(mismatches.n).toBe(0);
    const negative = await one<{ n: number }>(sql`select count(*)::int as n from dealer_credit_transactions where balance_after < 0`);
    expect(negative.n).toBe(0);
  });

  it('refuses a database that already has orders, and writes nothing', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from orders`);
    await expect(seedDemo(db(), { orders: 10, now: NOW })).rejects.toThrow(/already has 600 orders.*--force/);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from orders`)).n).toBe(before.n);
  });

  it('adds to it when forced, going on from the last ids and serials', async () => {
    await seedDemo(db(), { orders: 50, now: NOW, seed: 8, force: true });
    const after = await one<{ n: number; ids: number }>(sql`select count(*)::int as n, count(distinct id)::int as ids from orders`);
    expect(after).toEqual({ n: 650, ids: 650 });
    const gaps = await one<{ n: number }>(
      sql`select count(*)::int as n from (select series, max(serial) - count(*) as gap from tax_documents group by series) g where g.gap <> 0`,
    );
    expect(gaps.n).toBe(0);
    // The recount covers the orders already there and the new ones alike.
    expect(await storedTallies(db())).toEqual(await recountTallies(db(), SALES_CHANNELS));
  });
});
