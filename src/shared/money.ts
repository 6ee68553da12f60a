/** Money helpers. Code keeps money as integer paise; rupees appear only at the edges (spec §1). */

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats paise as rupees in the Indian numbering system: 12345600 → "₹1,23,456";
 * amounts with paise keep two decimals (12350 → "₹123.50").
 */
export function formatRupees(paise: number): string {
  if (!Number.isFinite(paise)) throw new RangeError(`not a finite amount: ${paise}`);
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesWithPaise.format(paise / 100);
}

/** Converts whole paise to a decimal rupee string for `numeric(10,2)` columns: 51000 → "510.00". */
export function paiseToDecimal(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses a decimal rupee string or number ("510.00", 510) into integer paise. */
export function decimalToPaise(rupees: string | number): number {
  const text = typeof rupees === 'number' ? rupees.toFixed(2) : rupees.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a rupee amount: ${rupees}`);
  const [, sign, whole, frac = ''] = match;
  const paise = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return sign === '-' ? -paise : paise;
}

/**
 * Paise as a rupee number for the spec's JSON fields that carry rupees as numbers (the cart's
 * prices, a credit purchase's amount): 51050 → 510.5.
 */
export function paiseToRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  return paise / 100;
}

/**
 * A `numeric(10,2)` value as PostgreSQL or a SUM returns it ("1300", "1300.5", 1300.5) in the
 * API's two-decimal form ("1300.00", "1300.50"), exactly (through paise, never a float).
 */
export function toRupeeDecimal(rupees: string | number): string {
  return paiseToDecimal(decimalToPaise(rupees));
}

/** Formats paise as rupees with paise always shown, Indian grouping: 12345600 → "₹1,23,456.00" (invoices). */
export function formatRupeesWithPaise(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  return rupeesWithPaise.format(paise / 100);
}
