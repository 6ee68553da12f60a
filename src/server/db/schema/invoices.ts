/**
 * Tax invoices, bills of supply and credit notes (CGST Rules 2017, rules 46, 49 and 53), and the
 * counters that number them without gaps (docs/decisions/050-invoice-numbering.md).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';
import { dealerCreditTransactions } from './dealer-ledger';
import { dealers } from './dealers';
import { orders } from './orders';
import { refunds } from './refunds';

/**
 * One row per series (`CH/25-26`, `CN/25-26`): the last serial issued. Taken with
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` inside the transaction that records the payment or
 * refund, so the row stays locked until that commit and a rollback gives the number back.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').primaryKey(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [check('document_counters_last_serial_check', sql`${t.lastSerial} >= 1`)],
);

/** An issued invoice or credit note: the numbers the reports add up, and everything it printed. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    /** 'invoice' (a tax invoice or a bill of supply) or 'credit_note'. */
    kind: text('kind').notNull(),
    /** `CH/25-26/000001`: series and a six-digit serial (rule 46(b): at most 16 characters). */
    number: text('number').notNull().unique(),
    series: text('series').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** The dealer's purchase intent (ledger row) an invoice for credits is for. */
    creditTransactionId: integer('credit_transaction_id').references(() => dealerCreditTransactions.id, { onDelete: 'restrict' }),
    /** The dealer who bought the credits (null once the dealer is deleted: the invoice stays). */
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    /** The invoice a credit note reverses. */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    /** The refund a credit note is for (one each); null for a credit note issued without a refund. */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    buyerGstin: text('buyer_gstin'),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    /** Paise. */
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The whole document as printed (seller and buyer snapshots, lines, words). */
    content: jsonb('content').$type<TaxDocumentContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('tax_documents_serial_check', sql`${t.serial} >= 1`),
    uniqueIndex('tax_documents_series_serial_idx').on(t.series, t.serial),
    // One invoice per order; an order may have several credit notes (one per refund).
    uniqueIndex('tax_documents_order_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null and ${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_credit_transaction_idx')
      .on(t.creditTransactionId, t.kind)
      .where(sql`${t.creditTransactionId} is not null`),
    // An order's latest credit note on the Orders tab's cards.
    index('tax_documents_order_credit_note_idx')
      .on(t.orderId, t.id)
      .where(sql`${t.kind} = 'credit_note'`),
    index('tax_documents_invoice_idx').on(t.invoiceId),
    uniqueIndex('tax_documents_refund_idx')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    index('tax_documents_issued_at_idx').on(t.issuedAt),
    index('tax_documents_dealer_idx').on(t.dealerId),
  ],
);
