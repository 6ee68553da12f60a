/**
 * Credit notes (CGST Rules 2017, rule 53; CGST Act s. 34): the one way a credit note row is
 * written (numbered in its own series `CN/25-26/000001` from the locked counter, dated by the
 * shop's clock, tied to its invoice), and the credit note that reverses an invoice in full when an
 * order is cancelled (docs/product.md#refunds; docs/decisions/112-a-credit-note-per-refund.md).
 */
import { and, eq } from 'drizzle-orm';
import { CREDIT_NOTE_PREFIX, documentSeries, financialYearOf, formatDocumentNumber } from '#shared/gst-invoice';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';
import type { Tx } from '../../db/client';
import { taxDocuments } from '../../db/schema/index';
import { creditNoteValues } from './tax-document-rows';
import { allocateSerial, type TaxDocumentRow } from './issue-tax-document';

/**
 * Writes a credit note against `invoice`, dated `now`: its lines and totals (paise) are `credited`
 * when given (a share of the invoice), else the invoice's own; `refundId` ties it to a refund.
 */
export async function insertCreditNote(
  tx: Tx,
  options: {
    invoice: TaxDocumentRow;
    reason: string;
    now: Date;
    refundId?: number;
    credited?: Pick<TaxDocumentContent, 'lines' | 'totals'>;
  },
): Promise<TaxDocumentRow> {
  const { invoice, now } = options;
  const series = documentSeries(CREDIT_NOTE_PREFIX, financialYearOf(now));
  const serial = await allocateSerial(tx, series);
  const number = formatDocumentNumber(series, serial);
  const [row] = await tx
    .insert(taxDocuments)
    .values(creditNoteValues(invoice, options, { series, serial, number, now }))
    .returning();
  return row!;
}

/**
 * Issues the credit note that reverses a paid order's invoice in full, inside the transaction
 * that cancels the order. Nothing when the order has no invoice (never paid); one credit note per
 * invoice: a second call returns the first.
 */
export async function issueCreditNote(tx: Tx, options: { orderId: number; reason: string; now: Date }): Promise<TaxDocumentRow | null> {
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, options.orderId), eq(taxDocuments.kind, 'invoice')));
  if (!invoice) return null;
  const [existing] = await tx.select().from(taxDocuments).where(eq(taxDocuments.invoiceId, invoice.id));
  if (existing) return existing;
  return insertCreditNote(tx, { invoice, reason: options.reason, now: options.now });
}
