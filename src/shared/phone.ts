/**
 * The one phone parser of the shop, client and server (spec §5: an Indian mobile number is 10
 * digits; the +91 prefix is shown beside the field). Typing and pasting go through the same
 * rule, so "09876543210", "919876543210" and "+91 98765 43210" all keep 9876543210.
 */

/** Digits of a phone field, at most 10. */
export const PHONE_DIGITS = 10;

/**
 * The 10-digit national number from what a person typed or pasted, kept while typing too:
 * non-digits are dropped, then leading zeros (a trunk prefix: no Indian mobile number starts
 * with 0), then a country code 91 once more than 10 digits follow it; the result is cut to 10
 * digits. Partial input stays partial ("9198" stays "9198", it may be a number starting 91).
 * Issue 13 item 4.
 */
export function phoneDigits(text: string): string {
  let digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('91')) digits = digits.slice(2).replace(/^0+/, '');
  return digits.slice(0, PHONE_DIGITS);
}
