/**
 * COD remittances (docs/product.md#cash-on-delivery): each import of a courier's remittance (a
 * file the admin uploads, or the courier's report fetched by its API) and every line of it with
 * what became of it. An order's cash is matched once: at most one `matched` line per order (a
 * partial unique index), whatever number of imports, parallel or repeated, carry its AWB.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** One import: where it came from and who made it. */
export const codRemittanceImports = pgTable(
  'cod_remittance_imports',
  {
    id: serial('id').primaryKey(),
    /** 'file' (an upload), 'courier' (fetched from the courier's API) or 'entry' (one line typed by staff). */
    source: text('source').notNull(),
    fileName: text('file_name'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cod_remittance_imports_source_check', sql`${t.source} in ('file', 'courier', 'entry')`)],
);

/**
 * One line of an import: `matched` applied the cash to its order and completed it, `short` applied
 * it and left the order open with its shortfall; the others were reported and
 * changed nothing (a duplicate, a wrong amount, an unknown AWB, an order not awaiting COD cash,
 * or a row the file could not give).
 */
export const codRemittanceLines = pgTable(
  'cod_remittance_lines',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => codRemittanceImports.id, { onDelete: 'cascade' }),
    /** The row in the file (header = 1); null for a line fetched from the courier. */
    row: integer('row'),
    awb: text('awb'),
    amountPaise: integer('amount_paise'),
    utr: text('utr'),
    /** YYYY-MM-DD (India), as the courier wrote it. */
    remittedOn: text('remitted_on'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'cod_remittance_lines_outcome_check',
      sql`${t.outcome} in ('matched', 'short', 'duplicate', 'amount_mismatch', 'unknown_awb', 'not_cod', 'unreadable')`,
    ),
    // Each order's cash is matched once (docs/product.md#cash-on-delivery).
    uniqueIndex('cod_remittance_lines_matched_order_idx')
      .on(t.orderId)
      .where(sql`${t.outcome} = 'matched'`),
    // One bank transfer (UTR) pays an order's cash once, whether it completed it or left it short
    // (docs/decisions/218-cod-shortfall-stays-open.md).
    uniqueIndex('cod_remittance_lines_order_utr_idx')
      .on(t.orderId, sql`upper(${t.utr})`)
      .where(sql`${t.outcome} in ('matched', 'short')`),
    index('cod_remittance_lines_import_id_idx').on(t.importId),
  ],
);
