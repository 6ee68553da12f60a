/**
 * What a tax invoice charges and how (docs/product.md#place-of-supply, docs/product.md#invoice-amounts,
 * docs/product.md#gstin; CGST Rules 2017, rules 46 and 49): the one place that turns a seller, a
 * place of supply and the lines into the document's treatment, title, taxed lines and totals, for
 * the invoices the shop issues and the demo data's alike.
 */
import {
  computeInvoice,
  taxTreatment,
  type InvoiceLine,
  type InvoiceLineInput,
  type InvoiceTotals,
  type TaxTreatment,
} from '#shared/gst-invoice';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';

/** The seller as the business settings hold it: GSTIN (null without one), GST state code, GST rate in percent. */
export interface InvoiceSeller {
  gstin: string | null;
  stateCode: string;
  gstRatePercent: number;
}

/**
 * The invoice of `lines` (prices in paise, GST included) from `seller` to a buyer whose place of
 * supply is `placeOfSupplyCode`: CGST + SGST within the seller's state, IGST across states, and a
 * bill of supply without tax when the seller has no GSTIN. Totals are the sums of the rounded lines.
 */
export function invoiceFigures(
  seller: InvoiceSeller,
  placeOfSupplyCode: string,
  lines: readonly InvoiceLineInput[],
): { treatment: TaxTreatment; title: TaxDocumentContent['title']; lines: InvoiceLine[]; totals: InvoiceTotals } {
  const treatment = taxTreatment({ sellerRegistered: seller.gstin !== null, sellerStateCode: seller.stateCode, placeOfSupplyCode });
  const taxed = computeInvoice(lines, { ratePercent: seller.gstRatePercent, treatment });
  return { treatment, title: treatment === 'unregistered' ? 'Bill of Supply' : 'Tax Invoice', ...taxed };
}

/** The amount columns of a tax_documents row for a document's `totals` (paise). */
export function taxAmountColumns(totals: InvoiceTotals): {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
} {
  return { taxablePaise: totals.taxable, cgstPaise: totals.cgst, sgstPaise: totals.sgst, igstPaise: totals.igst, totalPaise: totals.total };
}
