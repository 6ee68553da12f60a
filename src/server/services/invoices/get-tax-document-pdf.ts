/**
 * Finds an issued document for whoever may read it and renders it as PDF. The callers check
 * access first (the order's capability or owner, the dealer's bearer, the admin's session); an
 * order without the document, or another dealer's invoice, is "not found".
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxDocuments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { PdfFonts } from '../pdf/pdf-fonts';
import { renderTaxDocumentPdf } from './render-tax-document-pdf';

/** A rendered document: its number names the download. */
export interface TaxDocumentPdf {
  number: string;
  pdf: Uint8Array;
  /** `CH-25-26-000001.pdf` */
  filename: string;
}

async function render(row: typeof taxDocuments.$inferSelect, fonts: PdfFonts): Promise<TaxDocumentPdf> {
  return { number: row.number, pdf: await renderTaxDocumentPdf(row.content, fonts), filename: `${row.number.replace(/\//g, '-')}.pdf` };
}

/**
 * The invoice (or the credit note) of an order as PDF, drawn with the app's PDF `fonts`.
 * @throws AppError NOT_FOUND when the order has none (not paid, or not cancelled/refunded after payment).
 */
export async function getOrderTaxDocumentPdf(
  db: Db,
  options: { orderId: number; kind: 'invoice' | 'credit_note'; fonts: PdfFonts },
): Promise<TaxDocumentPdf> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, options.orderId), eq(taxDocuments.kind, options.kind)));
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      options.kind === 'invoice' ? 'This order has no invoice yet: it is issued when the order is paid' : 'This order has no credit note',
    );
  return render(row, options.fonts);
}

/**
 * A document by id as PDF, drawn with the app's PDF `fonts`; with `dealerId`, only that dealer's
 * invoices for credits.
 * @throws AppError NOT_FOUND for an unknown id or another dealer's document.
 */
export async function getTaxDocumentPdf(db: Db, options: { id: number; dealerId?: number; fonts: PdfFonts }): Promise<TaxDocumentPdf> {
  const where =
    options.dealerId === undefined
      ? eq(taxDocuments.id, options.id)
      : and(eq(taxDocuments.id, options.id), eq(taxDocuments.dealerId, options.dealerId));
  const [row] = await db.select().from(taxDocuments).where(where);
  if (!row) throw new AppError('NOT_FOUND', 'Invoice not found');
  return render(row, options.fonts);
}
