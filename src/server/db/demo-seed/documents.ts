/**
 * The demo data set's invoices and credit notes, built as the invoice services build them
 * (services/invoices/issue-tax-document.ts, credit-note.ts): invoiceFigures over the lines, the
 * series of the financial year of the issue date, and serials given in issue order per series
 * after every document is known, so the numbers are gap-free and rise with the date.
 */
import { CREDIT_NOTE_PREFIX, documentSeries, financialYearOf, formatDocumentNumber } from '#shared/gst-invoice';
import type { InvoiceLineInput } from '#shared/gst-invoice';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';
import { amountInWords } from '../../services/invoices/amount-in-words';
import { invoiceFigures, taxAmountColumns } from '../../services/invoices/invoice-figures';
import type { taxDocuments } from '../schema/index';

/** The seller as the business settings hold it. */
export interface DemoSeller {
  legalName: string;
  address: string;
  stateCode: string;
  stateName: string;
  gstin: string | null;
  email: string;
  phone: string;
  hsnCode: string;
  gstRatePercent: number;
  invoicePrefix: string;
}

/** A document before its number: who for, what, when; `against` is the invoice a credit note reverses. */
export interface DraftDocument {
  kind: 'invoice' | 'credit_note';
  issuedAt: Date;
  buyer: TaxDocumentContent['buyer'];
  lines: InvoiceLineInput[];
  reference: string;
  reason: string | null;
  /** How a shop order was paid, as the invoice prints it (issue-tax-document.ts paymentModeOf). */
  paymentMode?: string;
  orderId: number | null;
  creditTransactionId: number | null;
  dealerId: number | null;
  refundId: number | null;
  against: DraftDocument | null;
  /** Set by numberDocuments. */
  id?: number;
  number?: string;
}

/**
 * Numbers the drafts in issue order (ids from `firstId`, serials after `lastSerials`, a map of
 * series to the last serial already issued) and returns the rows and each series' last serial.
 */
export function numberDocuments(
  drafts: DraftDocument[],
  seller: DemoSeller,
  firstId: number,
  lastSerials: Map<string, number>,
): { rows: (typeof taxDocuments.$inferInsert)[]; lastSerials: Map<string, number> } {
  const sorted = [...drafts].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || (a.kind === 'invoice' ? -1 : 1));
  const serials = new Map(lastSerials);
  const rows: (typeof taxDocuments.$inferInsert)[] = [];
  let id = firstId;
  for (const draft of sorted) {
    const prefix = draft.kind === 'invoice' ? seller.invoicePrefix : CREDIT_NOTE_PREFIX;
    const series = documentSeries(prefix, financialYearOf(draft.issuedAt));
    const serial = (serials.get(series) ?? 0) + 1;
    serials.set(series, serial);
    draft.id = id++;
    draft.number = formatDocumentNumber(series, serial);
    const place = { stateCode: draft.buyer.stateCode, stateName: draft.buyer.stateName };
    const { treatment, title, lines, totals } = invoiceFigures(seller, place.stateCode, draft.lines);
    const original = draft.against;
    const content: TaxDocumentContent = {
      title: draft.kind === 'credit_note' ? 'Credit Note' : title,
      number: draft.number,
      issuedAt: draft.issuedAt.toISOString(),
      seller: {
        legalName: seller.legalName,
        name: seller.legalName,
        address: seller.address,
        stateCode: seller.stateCode,
        stateName: seller.stateName,
        gstin: seller.gstin,
        email: seller.email,
        phone: seller.phone,
      },
      buyer: draft.buyer,
      placeOfSupply: place,
      treatment,
      lines,
      totals,
      amountInWords: amountInWords(totals.total),
      reference: draft.reference,
      originalInvoice: original ? { number: original.number!, issuedAt: original.issuedAt.toISOString() } : null,
      reason: draft.reason,
      ...(draft.paymentMode ? { paymentMode: draft.paymentMode } : {}),
    };
    rows.push({
      id: draft.id,
      kind: draft.kind,
      number: draft.number,
      series,
      serial,
      issuedAt: draft.issuedAt,
      createdAt: draft.issuedAt,
      orderId: draft.orderId,
      creditTransactionId: draft.creditTransactionId,
      dealerId: draft.dealerId,
      invoiceId: original?.id ?? null,
      refundId: draft.refundId,
      buyerGstin: draft.buyer.gstin,
      placeOfSupplyCode: place.stateCode,
      ...taxAmountColumns(totals),
      content,
    });
  }
  return { rows, lastSerials: serials };
}
