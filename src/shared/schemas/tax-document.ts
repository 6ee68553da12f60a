/**
 * What a tax invoice, bill of supply or credit note prints (CGST Rules 2017, rules 46, 49, 53),
 * stored whole on the document so a later change of settings or address never rewrites it.
 */
import { z } from 'zod';

const Party = z.object({
  name: z.string(),
  address: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  gstin: z.string().nullable(),
});

const Line = z.object({
  description: z.string(),
  hsnCode: z.string(),
  quantity: z.number().int(),
  unit: z.literal('NOS'),
  ratePercent: z.number(),
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
  /** Before the discount, GST included; absent on documents issued before discounts existed. */
  gross: z.number().int().optional(),
  /** The discount this line carries (CGST Act s. 15(3)(a)). */
  discount: z.number().int().optional(),
});

/** The printed content of a document; amounts in paise. */
export const TaxDocumentContent = z.object({
  /** "Tax Invoice", "Bill of Supply" or "Credit Note". */
  title: z.enum(['Tax Invoice', 'Bill of Supply', 'Credit Note']),
  number: z.string(),
  /** ISO instant of issue; printed as the date in India. */
  issuedAt: z.string(),
  seller: Party.extend({ legalName: z.string(), email: z.string(), phone: z.string() }),
  buyer: Party.extend({ email: z.string().nullable(), phone: z.string().nullable() }),
  placeOfSupply: z.object({ stateCode: z.string(), stateName: z.string() }),
  treatment: z.enum(['intra_state', 'inter_state', 'unregistered']),
  lines: z.array(Line),
  totals: z.object({
    taxable: z.number().int(),
    cgst: z.number().int(),
    sgst: z.number().int(),
    igst: z.number().int(),
    total: z.number().int(),
  }),
  amountInWords: z.string(),
  /** The discounts the invoice shows, each with its code when a coupon gave it (paise). */
  discounts: z.array(z.object({ label: z.string(), code: z.string().nullable(), amountPaise: z.number().int() })).optional(),
  /** What the document is for: "Order #12", "Keychain credits, purchase #7". */
  reference: z.string(),
  /**
   * How the buyer pays (docs/product.md#cash-on-delivery): "Paid online", or "Cash on delivery"
   * with what the courier collects; absent on documents issued before it was printed.
   */
  paymentMode: z.string().optional(),
  /** A credit note names the invoice it reverses (rule 53(1)(e)). */
  originalInvoice: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  reason: z.string().nullable(),
});
export type TaxDocumentContent = z.infer<typeof TaxDocumentContent>;

/** A document as lists show it (My Account, the dealer's purchases, the admin's order card). */
export const TaxDocumentSummary = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  totalPaise: z.number().int(),
});
export type TaxDocumentSummary = z.infer<typeof TaxDocumentSummary>;

/** GET /api/admin/reports/gst.csv query: a calendar month `YYYY-MM` (dates in India). */
export const GstReportQuery = z.object({
  month: z.string({ error: 'month is required (YYYY-MM)' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM, for example 2026-11'),
});
export type GstReportQuery = z.infer<typeof GstReportQuery>;

/** GET /api/dealer/invoices/:id.pdf path. */
export const TaxDocumentIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
