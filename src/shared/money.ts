/**
 * Money helpers. Code and database keep money as integer paise; rupees appear only at the edges
 * (the API's rupee fields, CSV files, courier payloads and what people read), and every conversion
 * between the two is one of these functions (docs/product.md#money,
 * docs/decisions/123-money-in-paise-in-the-database.md).
 */

/**
 * Whole rupees with the Indian numbering system's separators: the last three digits, then
 * groups of two ("12345678" → "1,23,45,678"; CLDR's en-IN pattern `#,##,##0`).
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * "₹" and whole paise as rupees, as `Intl.NumberFormat('en-IN', {style: 'currency', currency:
 * 'INR'})` writes them (money.test.ts compares the two over random amounts). Not through Intl
 * itself: its first use loads ICU's locale data, a 14 ms task on a fast desktop and several
 * times that on a phone, on every page that shows a price (docs/decisions/098-short-tasks-after-first-paint.md).
 */
function rupeeText(paise: number, withPaise: boolean): string {
  const abs = Math.abs(paise);
  const whole = groupIndian(String(Math.floor(abs / 100)));
  const text = withPaise ? `₹${whole}.${String(abs % 100).padStart(2, '0')}` : `₹${whole}`;
  return paise < 0 ? `-${text}` : text;
}

/**
 * Formats paise as rupees in the Indian numbering system: 12345600 → "₹1,23,456";
 * amounts with paise keep two decimals (12350 → "₹123.50").
 */
export function formatRupees(paise: number): string {
  if (!Number.isFinite(paise)) throw new RangeError(`not a finite amount: ${paise}`);
  // Money is whole paise (docs/product.md#money); a fraction of a paisa is rounded, never shown.
  const whole = Math.round(paise);
  return rupeeText(whole, whole % 100 !== 0);
}

/**
 * Whole paise as a two-decimal rupee string, the form of the API's rupee fields, the CSV exports'
 * "(INR)" columns and Shiprocket's amounts: 51000 → "510.00", 1 → "0.01", -17050 → "-170.50".
 * @throws RangeError when `paise` is not an integer.
 */
export function paiseToDecimal(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Whole paise as the text of a rupee input field, as an admin form shows a saved amount: whole
 * rupees bare, otherwise two decimals (4000 → "40", 1250 → "12.50"). decimalToPaise reads it back.
 * @throws RangeError when `paise` is not an integer.
 */
export function paiseToRupeeInput(paise: number): string {
  return paiseToDecimal(paise).replace(/\.00$/, '');
}

/**
 * Parses a rupee amount that comes from outside (a client's claimed total, a refund typed in
 * rupees, an API rupee field read by the client: "510.00", "510.5", 510) into integer paise, exactly.
 * @throws RangeError for anything but an optional minus, digits and at most two decimals.
 */
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

/** Formats paise as rupees with paise always shown, Indian grouping: 12345600 → "₹1,23,456.00" (invoices). */
export function formatRupeesWithPaise(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  return rupeeText(paise, true);
}
