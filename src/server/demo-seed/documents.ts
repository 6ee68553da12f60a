/**
 * The demo data set's invoices and credit notes, written by the invoice services' own builders
 * (services/invoices/tax-document-rows.ts, which issue-tax-document.ts and credit-note.ts insert):
 * the series of the financial year of the issue date, and serials given in issue order per series
 * after every document is known, so the numbers are gap-free and rise with the date.
 */
import { CREDIT_NOTE_PREFIX, documentSeries, financialYearOf, formatDocumentNumber } from '#shared/gst-invoice';
import type { InvoiceLineInput } from '#shared/gst-invoice';
import type { BusinessSettings } from '#shared/schemas/business-settings';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';
import { invoiceFigures } from '../services/invoices/invoice-figures';
import { creditNoteValues, invoiceValues, type CreditedInvoice, type TaxDocumentValues } from '../services/invoices/tax-document-rows';

/** A document before its number: who for, what, when; `against` is the invoice a credit note reverses. */
export interface DraftDocument {
  kind: 'invoice' | 'credit_note';
  issuedAt: Date;
  buyer: TaxDocumentContent['buyer'];
  lines: InvoiceLineInput[];
  /** A credit note's lines when it credits a share of its invoice (else it reverses the invoice in full). */
  creditedLines?: InvoiceLineInput[];
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
 * A shop order's invoice, issued at `issuedAt`: its keychains (described by `describe`) share
 * `money.total` less the COD fee (paise) evenly, the odd paise on the first lines, and the fee is a
 * line of its own.
 */
export function shopOrderInvoice(
  orderId: number,
  issuedAt: Date,
  buyer: DraftDocument['buyer'],
  keychains: KeychainDesign[],
  describe: (k: KeychainDesign) => string,
  hsnCode: string,
  money: { total: number; codFee: number; paymentMode: string },
): DraftDocument {
  const goods = money.total - money.codFee;
  const base = Math.floor(goods / keychains.length);
  const lines = keychains.map((k, i) => ({
    description: describe(k),
    hsnCode,
    quantity: 1,
    pricePaise: base + (i < goods - base * keychains.length ? 1 : 0),
  }));
  if (money.codFee > 0) {
    lines.push({ description: 'Cash on delivery fee', hsnCode, quantity: 1, pricePaise: money.codFee });
  }
  return {
    kind: 'invoice',
    issuedAt,
    buyer,
    lines,
    reference: `Order #${orderId}`,
    reason: null,
    paymentMode: money.paymentMode,
    orderId,
    creditTransactionId: null,
    dealerId: null,
    refundId: null,
    against: null,
  };
}

/**
 * Numbers the drafts in issue order (ids from `firstId`, serials after `lastSerials`, a map of
 * series to the last serial already issued) and returns the rows and each series' last serial.
 */
export function numberDocuments(
  drafts: DraftDocument[],
  seller: BusinessSettings,
  firstId: number,
  lastSerials: Map<string, number>,
): { rows: TaxDocumentValues[]; lastSerials: Map<string, number> } {
  const sorted = [...drafts].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || (a.kind === 'invoice' ? -1 : 1));
  const serials = new Map(lastSerials);
  const rows: TaxDocumentValues[] = [];
  const written = new Map<DraftDocument, CreditedInvoice>();
  let id = firstId;
  for (const draft of sorted) {
    const prefix = draft.kind === 'invoice' ? seller.invoicePrefix : CREDIT_NOTE_PREFIX;
    const series = documentSeries(prefix, financialYearOf(draft.issuedAt));
    const serial = (serials.get(series) ?? 0) + 1;
    serials.set(series, serial);
    draft.id = id++;
    draft.number = formatDocumentNumber(series, serial);
    const numbering = { series, serial, number: draft.number, now: draft.issuedAt };
    const invoice = draft.against ? written.get(draft.against) : undefined;
    let values: TaxDocumentValues;
    if (draft.kind === 'invoice') {
      values = invoiceValues(seller, draft, numbering);
    } else {
      if (!invoice) throw new Error(`The credit note of ${draft.reference} comes before its invoice`);
      const credited = draft.creditedLines && invoiceFigures(seller, invoice.placeOfSupplyCode, draft.creditedLines);
      values = creditNoteValues(
        invoice,
        { reason: draft.reason ?? '', refundId: draft.refundId ?? undefined, ...(credited ? { credited } : {}) },
        numbering,
      );
    }
    const row = { ...values, id: draft.id };
    written.set(draft, {
      id: row.id,
      orderId: row.orderId ?? null,
      dealerId: row.dealerId ?? null,
      buyerGstin: row.buyerGstin ?? null,
      placeOfSupplyCode: row.placeOfSupplyCode,
      content: row.content,
    });
    rows.push(row);
  }
  return { rows, lastSerials: serials };
}
