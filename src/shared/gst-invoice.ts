/**
 * GST arithmetic of the shop's tax invoices, bills of supply and credit notes: pure functions on
 * integer paise (CGST Rules 2017, rule 46 for the invoice's contents, rule 49 for a bill of
 * supply, rule 53 for a credit note; docs/decisions/050-invoice-numbering.md and
 * 105-equal-tax-halves.md; docs/product.md#invoice-amounts).
 *
 * Prices include GST. Per line, each half of the tax (CGST, SGST) is the rate's half of the
 * price's taxable value, rounded half up to the paisa; the taxable value is the price less both
 * halves, so CGST = SGST and taxable + taxes is the price exactly. Across states IGST is the sum
 * of the two halves: the same tax within or across states.
 */

/** The shop's calendar for financial years and invoice dates. */
export const INVOICE_TIME_ZONE = 'Asia/Kolkata';
/** Rule 46(b): an invoice number has at most 16 characters. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
/** The credit note series' prefix (its own series, docs/decisions/050-invoice-numbering.md). */
export const CREDIT_NOTE_PREFIX = 'CN';
/** Serial digits in a document number (`CH/25-26/000001`). */
export const SERIAL_DIGITS = 6;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The date in India (Asia/Kolkata, UTC+05:30 all year) of an instant: { year, month 1-12, day }. */
export function indianDate(instant: Date): { year: number; month: number; day: number } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * The Indian financial year (1 April to 31 March, Asia/Kolkata) an instant falls in, as its
 * short label: 2026-03-31 23:59 IST → "25-26", 2026-04-01 00:00 IST → "26-27".
 */
export function financialYearOf(instant: Date): string {
  const { year, month } = indianDate(instant);
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** The series a document's serial counts in: prefix and financial year (`CH/25-26`). */
export function documentSeries(prefix: string, financialYear: string): string {
  return `${prefix}/${financialYear}`;
}

/**
 * A document number: `CH/25-26/000001`.
 * @throws RangeError when the serial is not a positive integer of at most six digits or the number exceeds 16 characters.
 */
export function formatDocumentNumber(series: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial >= 10 ** SERIAL_DIGITS) throw new RangeError(`serial out of range: ${serial}`);
  const number = `${series}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new RangeError(`document number longer than 16 characters: ${number}`);
  return number;
}

/** A GST rate in per cent (18, 0.25…) as integer basis points (1800, 25). */
export function rateBasisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100);
  if (bp < 0 || Math.abs(bp - ratePercent * 100) > 1e-6) throw new RangeError(`not a GST rate: ${ratePercent}`);
  return bp;
}

/**
 * Splits a GST-inclusive price (paise) at `ratePercent` into one half of its tax and its taxable
 * value: half = round_half_up(price × (rate ÷ 2) ÷ (1 + rate)), the rate's half of the exact
 * taxable value price ÷ (1 + rate); taxable = price − 2 × half. 17000 at 18 % → { half 1297,
 * taxable 14406 }. Rule: docs/product.md#invoice-amounts, docs/decisions/105-equal-tax-halves.md.
 * @throws RangeError when the price is not whole, non-negative paise or the rate is not a GST rate.
 */
export function splitInclusivePrice(pricePaise: number, ratePercent: number): { taxable: number; half: number } {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) throw new RangeError(`price must be whole paise, got ${pricePaise}`);
  const bp = rateBasisPoints(ratePercent);
  const divisor = 10_000 + bp;
  // round_half_up(price × bp ÷ (2 × divisor)) in integers: floor((price × bp + divisor) ÷ (2 × divisor)).
  const half = Math.floor((pricePaise * bp + divisor) / (2 * divisor));
  return { taxable: pricePaise - 2 * half, half };
}

/** How a document taxes its lines. */
export type TaxTreatment = 'intra_state' | 'inter_state' | 'unregistered';

/** The tax of one line after the split. Paise. */
export interface TaxedAmounts {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * Taxes one GST-inclusive line (paise): two equal halves CGST = SGST within the seller's state,
 * IGST = their sum across states (the same taxable value and tax either way), no tax at all for
 * an unregistered seller (bill of supply: the whole price is the value).
 * Rule: docs/product.md#invoice-amounts.
 */
export function taxLine(pricePaise: number, ratePercent: number, treatment: TaxTreatment): TaxedAmounts {
  if (treatment === 'unregistered') return { taxable: pricePaise, cgst: 0, sgst: 0, igst: 0, total: pricePaise };
  const { taxable, half } = splitInclusivePrice(pricePaise, ratePercent);
  if (treatment === 'inter_state') return { taxable, cgst: 0, sgst: 0, igst: 2 * half, total: pricePaise };
  return { taxable, cgst: half, sgst: half, igst: 0, total: pricePaise };
}

/** CGST + SGST when the place of supply is the seller's state, IGST otherwise (IGST Act s. 7-8); none without a GSTIN. */
export function taxTreatment(options: { sellerRegistered: boolean; sellerStateCode: string; placeOfSupplyCode: string }): TaxTreatment {
  if (!options.sellerRegistered) return 'unregistered';
  return options.sellerStateCode === options.placeOfSupplyCode ? 'intra_state' : 'inter_state';
}

/** A line to tax: what it is and what it costs with GST. */
export interface InvoiceLineInput {
  description: string;
  hsnCode: string;
  quantity: number;
  /** The line's price including GST, paise, before any discount. */
  pricePaise: number;
  /** Paise of a discount shown on the invoice that this line carries (CGST Act s. 15(3)(a)); 0 when absent. */
  discountPaise?: number;
}

/** A taxed line as printed. Paise; `total` is what was paid for the line (gross − discount). */
export interface InvoiceLine extends TaxedAmounts {
  description: string;
  hsnCode: string;
  quantity: number;
  unit: 'NOS';
  ratePercent: number;
  /** The line's price before the discount, GST included. */
  gross: number;
  /** The discount shown on the invoice for this line. */
  discount: number;
}

/** Totals of a document: the sum of its lines. Paise. */
export type InvoiceTotals = TaxedAmounts;

/** Taxes every line and adds them up (the totals are sums of the rounded lines). */
export function computeInvoice(
  lines: readonly InvoiceLineInput[],
  options: { ratePercent: number; treatment: TaxTreatment },
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const ratePercent = options.treatment === 'unregistered' ? 0 : options.ratePercent;
  const taxed = lines.map((line) => ({
    description: line.description,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unit: 'NOS' as const,
    ratePercent,
    gross: line.pricePaise,
    discount: line.discountPaise ?? 0,
    // A discount shown on the invoice is not part of the value (CGST Act s. 15(3)(a)): tax the rest.
    ...taxLine(line.pricePaise - (line.discountPaise ?? 0), ratePercent, options.treatment),
  }));
  const totals = taxed.reduce<InvoiceTotals>(
    (sum, line) => ({
      taxable: sum.taxable + line.taxable,
      cgst: sum.cgst + line.cgst,
      sgst: sum.sgst + line.sgst,
      igst: sum.igst + line.igst,
      total: sum.total + line.total,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );
  return { lines: taxed, totals };
}

/**
 * Shares a total (paise) over `count` equal lines: the first `total mod count` lines carry one
 * paisa more, so the lines add up to the total exactly.
 */
export function shareEvenly(totalPaise: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  const base = Math.floor(totalPaise / count);
  const extra = totalPaise - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * Spreads a discount (paise) over lines in proportion to their gross prices (paise), rounded to
 * the paisa by largest remainder (ties to the earlier line), so the shares add up to the
 * discount exactly and no line takes more than its price (docs/product.md#discounts-on-the-invoice,
 * CGST Act s. 15(3)(a)).
 * @throws RangeError when the discount is negative, not whole, or more than the lines' sum.
 */
export function spreadDiscount(grossPaise: readonly number[], discountPaise: number): number[] {
  const sum = grossPaise.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0 || discountPaise > sum) {
    throw new RangeError(`discount must be whole paise between 0 and ${sum}, got ${discountPaise}`);
  }
  if (discountPaise === 0 || sum === 0) return grossPaise.map(() => 0);
  const shares = grossPaise.map((gross) => Math.floor((gross * discountPaise) / sum));
  const remainders = grossPaise.map((gross, i) => ({ i, rest: (gross * discountPaise) % sum }));
  let left = discountPaise - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
