/**
 * The month's GST figures for the accountant, as one CSV with three sections (the figures GSTR-1
 * asks for): every invoice and credit note (table 4/5/9B), B2C supplies by place of supply and
 * rate (table 7, net of credit notes), and the HSN summary (table 12). Months are calendar
 * months in India (Asia/Kolkata). Credit notes count negative so each column adds up to the
 * month's net figure. Rupees with two decimals.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { gstStateByCode } from '#shared/gst-states';
import { paiseToDecimal } from '#shared/money';
import type { Db } from '../../db/client';
import { orders, taxDocuments } from '../../db/schema/index';
import { formatCsvDate } from '../../lib/csv';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instants a calendar month `YYYY-MM` starts and ends at in India. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}

interface Sums {
  quantity: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** The header of the report's documents section, one column per field of a tax invoice or credit note. */
export const GST_DOCUMENT_COLUMNS = [
  'Type',
  'Number',
  'Date',
  'Buyer GSTIN',
  'Place of supply code',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Against invoice',
  'Discount',
  'Coupon code',
  // Online, or cash on delivery (whose invoice is issued at dispatch: docs/product.md#cash-on-delivery).
  'Payment method',
] as const;

const zero = (): Sums => ({ quantity: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
const rupees = (paise: number) => paiseToDecimal(paise);

/**
 * The GST report of `month` (`YYYY-MM`) as CSV text (UTF-8 with BOM).
 * Sections are separated by a blank line and start with a title row.
 */
export async function exportGstCsv(db: Db, options: { month: string }): Promise<string> {
  const { from, to } = monthBounds(options.month);
  const joined = await db
    .select({ document: taxDocuments, paymentMethod: orders.paymentMethod })
    .from(taxDocuments)
    .leftJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.series), asc(taxDocuments.serial));
  const rows = joined.map((j) => j.document);
  const methodOf = new Map(joined.map((j) => [j.document.id, j.paymentMethod]));

  const documents: unknown[][] = [[`Documents issued in ${options.month}`], [...GST_DOCUMENT_COLUMNS]];
  const b2c = new Map<string, Sums & { code: string; rate: number }>();
  const hsn = new Map<string, Sums & { code: string; rate: number }>();
  for (const row of rows) {
    const sign = row.kind === 'credit_note' ? -1 : 1;
    const content = row.content;
    documents.push([
      content.title,
      row.number,
      formatCsvDate(row.issuedAt),
      row.buyerGstin ?? '',
      row.placeOfSupplyCode,
      gstStateByCode(row.placeOfSupplyCode)?.name ?? '',
      rupees(sign * row.taxablePaise),
      rupees(sign * row.cgstPaise),
      rupees(sign * row.sgstPaise),
      rupees(sign * row.igstPaise),
      rupees(sign * row.totalPaise),
      content.originalInvoice?.number ?? '',
      // Discounts shown on the document, already out of its taxable value (CGST Act s. 15(3)(a)).
      rupees(sign * content.lines.reduce((sum, line) => sum + (line.discount ?? 0), 0)),
      content.discounts?.find((d) => d.code)?.code ?? '',
      // Dealer credits are bought online; a shop order says how it is paid.
      methodOf.get(row.id) === 'cod' ? 'Cash on delivery' : 'Online',
    ]);
    for (const line of content.lines) {
      const add = (map: Map<string, Sums & { code: string; rate: number }>, code: string) => {
        const key = `${code}|${line.ratePercent}`;
        const sums = map.get(key) ?? { ...zero(), code, rate: line.ratePercent };
        sums.quantity += sign * line.quantity;
        sums.taxable += sign * line.taxable;
        sums.cgst += sign * line.cgst;
        sums.sgst += sign * line.sgst;
        sums.igst += sign * line.igst;
        sums.total += sign * line.total;
        map.set(key, sums);
      };
      if (!row.buyerGstin) add(b2c, row.placeOfSupplyCode);
      add(hsn, line.hsnCode);
    }
  }
  const byCodeAndRate = (a: { code: string; rate: number }, b: { code: string; rate: number }) =>
    a.code.localeCompare(b.code) || a.rate - b.rate;

  const b2cRows: unknown[][] = [
    [`B2C supplies in ${options.month} by place of supply and rate (net of credit notes)`],
    ['Place of supply code', 'Place of supply', 'Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total'],
    ...[...b2c.values()]
      .sort(byCodeAndRate)
      .map((s) => [
        s.code,
        gstStateByCode(s.code)?.name ?? '',
        s.rate,
        rupees(s.taxable),
        rupees(s.cgst),
        rupees(s.sgst),
        rupees(s.igst),
        rupees(s.total),
      ]),
  ];
  const hsnRows: unknown[][] = [
    [`HSN summary for ${options.month} (net of credit notes)`],
    ['HSN', 'UQC', 'Total quantity', 'Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total value'],
    ...[...hsn.values()]
      .sort(byCodeAndRate)
      .map((s) => [s.code, 'NOS', s.quantity, s.rate, rupees(s.taxable), rupees(s.cgst), rupees(s.sgst), rupees(s.igst), rupees(s.total)]),
  ];
  // No cell holds typed free text (numbers, codes, dates, state names), and escaping formulas
  // would turn a credit note's "-168.64" into text.
  return stringify([...documents, [], ...b2cRows, [], ...hsnRows], { bom: true });
}
