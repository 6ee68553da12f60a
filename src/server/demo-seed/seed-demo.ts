/**
 * `npm run seed:demo -- --orders 100000` (docs/product.md#demo-data): fills a database with a year
 * of plausible history in one transaction, in batched multi-row inserts. It refuses a database
 * that already has orders unless `force` is given, so a real shop's data is never mixed with it.
 * The dashboard's tally triggers are off while it loads and the tallies are recounted once at the
 * end, in the same transaction (docs/decisions/194-dashboard-tallies-rebuild.md).
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BusinessSettingsRequest } from '#shared/schemas/business-settings';
import { defaultFilamentName } from '#shared/filament';
import type { Db, Tx } from '../db/client';
import * as schema from '../db/schema/index';
import { getBusinessSettings, updateBusinessSettings } from '../services/settings/business-settings';
import { numberDocuments } from './documents';
import { generateDemo } from './generate';
import { rowsOf } from '../services/admin/dashboard-sales';

/** What seedDemo wrote, row counts per table. */
export type DemoSummary = Record<string, number>;

/** The seller a fresh demo database gets when none is saved (a registered LLP in Pune). */
const DEMO_SELLER = {
  legalName: 'Chaabi Prints LLP',
  tradeName: 'Chaabi',
  address: '4 FC Road, Pune 411004',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  email: 'accounts@chaabi.in',
  phone: '9876543210',
  grievanceOfficer: { name: 'Asha Rao', designation: 'Grievance Officer', email: 'grievance@chaabi.in', phone: '9876543210' },
};

const TABLES_WITH_IDS = [
  'orders',
  'payments',
  'refunds',
  'shipments',
  'dealers',
  'dealer_credit_transactions',
  'plates',
  'tax_documents',
] as const;

/** The dashboard's row triggers (drizzle/0032_dashboard_tallies.sql; the orders one recreated by 0036 for cash on delivery), by table. */
const TALLY_TRIGGERS = [
  ['orders', 'dashboard_orders_tally'],
  ['payments', 'dashboard_payments_tally'],
  ['refunds', 'dashboard_refunds_tally'],
  ['tax_documents', 'dashboard_gst_tally'],
] as const;

async function setTallyTriggers(tx: Tx, state: 'enable' | 'disable'): Promise<void> {
  for (const [table, trigger] of TALLY_TRIGGERS) {
    await tx.execute(sql.raw(`alter table ${table} ${state} trigger ${trigger}`));
  }
}

async function insertBatched(tx: Tx, table: PgTable, rows: object[], batch: number): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await tx.insert(table).values(rows.slice(i, i + batch));
  }
}

/**
 * Writes `orders` orders of history ending at `now` (seeded by `seed`). Throws when the database
 * already has orders and `force` is not set; on any error nothing is written (one transaction).
 * The transaction holds the orders, payments, refunds and tax documents tables against other
 * writers until it commits (a seed is for a shop nobody is using). `db` must allow long queries:
 * the recount takes seconds at 100,000 orders (scripts/seed-demo.ts opens it so).
 */
export async function seedDemo(
  db: Db,
  options: { orders: number; now: Date; seed?: number; force?: boolean; log?: (line: string) => void },
): Promise<DemoSummary> {
  const log = options.log ?? (() => {});
  const [existing] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from orders`);
  if (Number(existing?.n ?? 0) > 0 && !options.force) {
    throw new Error(`The database already has ${existing!.n} orders: the demo data is for an empty shop (pass --force to add it anyway)`);
  }
  let settings = await getBusinessSettings(db);
  if (!settings.configured) {
    await updateBusinessSettings(db, { settings: BusinessSettingsRequest.parse(DEMO_SELLER) });
    settings = await getBusinessSettings(db);
  }
  const options_ = await db.select().from(schema.customizationOptions);
  const catalogue = {
    fonts: options_.filter((o) => o.type === 'font').map((o) => ({ value: o.value, displayName: o.displayName, script: o.script })),
    colours: options_
      .filter((o) => o.type === 'color_combination' && o.fontColor && o.backgroundColor)
      .map((o) => ({
        value: o.value,
        displayName: o.displayName,
        fontColor: o.fontColor!,
        backgroundColor: o.backgroundColor!,
        textFilament: o.textFilamentName ?? defaultFilamentName(o.fontColor!),
        plateFilament: o.plateFilamentName ?? defaultFilamentName(o.backgroundColor!),
      })),
  };
  const next: Record<string, number> = {};
  for (const table of TABLES_WITH_IDS) {
    const [row] = await rowsOf<{ n: number | string }>(db, sql`select coalesce(max(id), 0)::int + 1 as n from ${sql.identifier(table)}`);
    next[table] = Number(row!.n);
  }
  const counters = await db.select().from(schema.documentCounters);
  log(`Generating ${options.orders} orders…`);
  const rows = generateDemo({
    orders: options.orders,
    now: options.now,
    seed: options.seed ?? 20261127,
    seller: settings,
    catalogue,
    ids: {
      order: next.orders!,
      payment: next.payments!,
      refund: next.refunds!,
      shipment: next.shipments!,
      dealer: next.dealers!,
      ledger: next.dealer_credit_transactions!,
      plate: next.plates!,
    },
  });
  const numbered = numberDocuments(rows.documents, settings, next.tax_documents!, new Map(counters.map((c) => [c.series, c.lastSerial])));
  await db.transaction(async (tx) => {
    // Row by row, the tally triggers made each batch slower than the last (the same few day and
    // customer rows updated thousands of times in one transaction): off while loading, then one
    // set-based recount. The ALTERs lock the four tables until commit, so no other writer's
    // change can slip past the triggers.
    await tx.execute(sql`set local statement_timeout = 0`);
    await setTallyTriggers(tx, 'disable');
    const steps: [string, PgTable, object[], number][] = [
      ['dealers', schema.dealers, rows.dealers, 500],
      ['orders', schema.orders, rows.orders, 1000],
      ['dealer_credit_transactions', schema.dealerCreditTransactions, rows.ledger, 2000],
      ['payments', schema.payments, rows.payments, 2000],
      ['refunds', schema.refunds, rows.refunds, 2000],
      ['tax_documents', schema.taxDocuments, numbered.rows, 500],
      ['shipments', schema.shipments, rows.shipments, 2000],
      ['plates', schema.plates, rows.plates, 2000],
      ['plate_keychains', schema.plateKeychains, rows.plateKeychains, 5000],
    ];
    for (const [name, table, list, batch] of steps) {
      log(`  ${name}: ${list.length} rows`);
      await insertBatched(tx, table, list, batch);
    }
    for (const [series, lastSerial] of numbered.lastSerials) {
      await tx
        .insert(schema.documentCounters)
        .values({ series, lastSerial })
        .onConflictDoUpdate({ target: schema.documentCounters.series, set: { lastSerial } });
    }
    for (const table of TABLES_WITH_IDS) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
      );
    }
    log('  dashboard tallies: recounted');
    await tx.execute(sql`select dashboard_tallies_rebuild()`);
    await setTallyTriggers(tx, 'enable');
  });
  // Fresh statistics and visibility map, so the plans and index-only scans of a real shop apply at once.
  await db.execute(sql`vacuum analyze`);
  return {
    orders: rows.orders.length,
    payments: rows.payments.length,
    refunds: rows.refunds.length,
    taxDocuments: numbered.rows.length,
    shipments: rows.shipments.length,
    dealers: rows.dealers.length,
    ledger: rows.ledger.length,
    plates: rows.plates.length,
    plateKeychains: rows.plateKeychains.length,
  };
}
