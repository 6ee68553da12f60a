/**
 * The rows of the tax documents the shop issues, once numbered (CGST Rules 2017, rules 46, 49 and
 * 53; docs/decisions/050-invoice-numbering.md): an invoice from the seller's settings and a draft,
 * a credit note from the invoice it reverses. Pure: issue-tax-document.ts and credit-note.ts
 * number and insert them one at a time, the demo data set (src/server/demo-seed) in batches, so
 * both write the same documents.
 */
import type { InvoiceLineInput } from '#shared/gst-invoice';
import type { BusinessSettings } from '#shared/schemas/business-settings';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';
import type { taxDocuments } from '../../db/schema/index';
import { amountInWords } from './amount-in-words';
import { invoiceFigures, taxAmountColumns } from './invoice-figures';

/** A tax_documents row ready to insert. */
export type TaxDocumentValues = typeof taxDocuments.$inferInsert;

/** Where a document stands in its series: `series` (`CH/25-26`), its `serial` there, and `now`, its date of issue. */
export interface DocumentNumbering {
  series: string;
  serial: number;
  number: string;
  now: Date;
}

/** An invoice before its number: the buyer, the lines (paise, GST included) and what it belongs to. */
export interface InvoiceDraft {
  buyer: TaxDocumentContent['buyer'];
  lines: InvoiceLineInput[];
  reference: string;
  paymentMode?: string;
  discounts?: TaxDocumentContent['discounts'];
  orderId?: number | null;
  creditTransactionId?: number | null;
  dealerId?: number | null;
}

function sellerOf(settings: BusinessSettings): TaxDocumentContent['seller'] {
  return {
    name: settings.tradeName,
    legalName: settings.legalName,
    address: settings.address,
    stateCode: settings.stateCode,
    stateName: settings.stateName,
    gstin: settings.gstin,
    email: settings.email,
    phone: settings.phone,
  };
}

/**
 * The row of invoice `draft` from the seller of `settings`, numbered by `numbering`: its treatment,
 * taxed lines and totals from invoiceFigures (docs/product.md#invoice-amounts), amounts in paise.
 */
export function invoiceValues(settings: BusinessSettings, draft: InvoiceDraft, numbering: DocumentNumbering): TaxDocumentValues {
  const { series, serial, number, now } = numbering;
  const place = { stateCode: draft.buyer.stateCode, stateName: draft.buyer.stateName };
  const { treatment, title, lines, totals } = invoiceFigures(settings, place.stateCode, draft.lines);
  const content: TaxDocumentContent = {
    title,
    number,
    issuedAt: now.toISOString(),
    seller: sellerOf(settings),
    buyer: draft.buyer,
    placeOfSupply: place,
    treatment,
    lines,
    totals,
    amountInWords: amountInWords(totals.total),
    ...(draft.discounts?.length ? { discounts: draft.discounts } : {}),
    reference: draft.reference,
    ...(draft.paymentMode ? { paymentMode: draft.paymentMode } : {}),
    originalInvoice: null,
    reason: null,
  };
  return {
    kind: 'invoice',
    number,
    series,
    serial,
    issuedAt: now,
    createdAt: now,
    orderId: draft.orderId ?? null,
    creditTransactionId: draft.creditTransactionId ?? null,
    dealerId: draft.dealerId ?? null,
    buyerGstin: draft.buyer.gstin,
    placeOfSupplyCode: place.stateCode,
    ...taxAmountColumns(totals),
    content,
  };
}

/** The invoice a credit note reverses, as its row holds it. */
export type CreditedInvoice = Pick<
  typeof taxDocuments.$inferSelect,
  'id' | 'orderId' | 'dealerId' | 'buyerGstin' | 'placeOfSupplyCode' | 'content'
>;

/**
 * The row of a credit note against `invoice`, numbered by `numbering` (its own series, rule 53):
 * its lines and totals (paise) are `credited` when given (a share of the invoice), else the
 * invoice's own; `refundId` ties it to a refund.
 */
export function creditNoteValues(
  invoice: CreditedInvoice,
  options: { reason: string; refundId?: number; credited?: Pick<TaxDocumentContent, 'lines' | 'totals'> },
  numbering: DocumentNumbering,
): TaxDocumentValues {
  const { series, serial, number, now } = numbering;
  const original = invoice.content;
  const { lines, totals } = options.credited ?? original;
  const content: TaxDocumentContent = {
    ...original,
    title: 'Credit Note',
    number,
    issuedAt: now.toISOString(),
    lines,
    totals,
    amountInWords: options.credited ? amountInWords(totals.total) : original.amountInWords,
    // A share of the invoice credits what was paid per line; the invoice's discount list is its own.
    discounts: options.credited ? undefined : original.discounts,
    originalInvoice: { number: original.number, issuedAt: original.issuedAt },
    reason: options.reason,
  };
  return {
    kind: 'credit_note',
    number,
    series,
    serial,
    issuedAt: now,
    createdAt: now,
    orderId: invoice.orderId,
    dealerId: invoice.dealerId,
    invoiceId: invoice.id,
    refundId: options.refundId,
    buyerGstin: invoice.buyerGstin,
    placeOfSupplyCode: invoice.placeOfSupplyCode,
    ...taxAmountColumns(totals),
    content,
  };
}
