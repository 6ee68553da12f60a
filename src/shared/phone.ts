/**
 * Indian mobile numbers, once for every consumer (docs/product.md#validation,
 * docs/product.md#limits): forms keep 10 bare digits and show "+91" beside the field; order
 * requests carry "+91 " + digits; labels show one +91. Typing and pasting go through one rule
 * (phoneDigits), so "09876543210", "919876543210" and "+91 98765 43210" all keep 9876543210. Used
 * by the order, dealer and profile schemas and by the client forms.
 */

/** A mobile number as forms and the dealer table keep it: exactly 10 digits, no prefix. */
export const INDIAN_MOBILE_DIGITS = /^\d{10}$/;

/** A mobile number as order requests carry it: "+91 " then 10 digits. */
export const INDIAN_MOBILE_WITH_PREFIX = /^\+91 \d{10}$/;

/** A whole number as people write it, once spaces, hyphens, dots and brackets are gone: +91, 91 or 0, then 10 digits. */
const WRITTEN_MOBILE = /^(?:\+91|91|0)?(\d{10})$/;

/**
 * The 10 digits of a whole Indian mobile number in any of the checkout's formats
 * ("9876543210", "98765 43210", "+91 98765 43210", "+91-98765-43210", "919876543210",
 * "09876543210"), or null when `text` is not one. Every schema reads phones through it, so a
 * number the checkout takes is taken everywhere (docs/decisions/088-one-phone-module.md).
 */
export function nationalMobileNumber(text: string): string | null {
  return WRITTEN_MOBILE.exec(text.trim().replace(/[\s\-.()]/g, ''))?.[1] ?? null;
}

/**
 * Keeps only digits, at most `max` of them (phone: 10, PIN code: 6; docs/product.md#dealer-inputs).
 */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** Digits of a phone field, at most 10. */
export const PHONE_DIGITS = 10;

/**
 * The 10-digit national number from what a person typed or pasted, kept while typing too:
 * non-digits are dropped, then leading zeros (a trunk prefix: no Indian mobile number starts
 * with 0), then a country code 91 once more than 10 digits follow it; the result is cut to 10
 * digits. Partial input stays partial ("9198" stays "9198", it may be a number starting 91).
 */
export function phoneDigits(text: string): string {
  let digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('91')) digits = digits.slice(2).replace(/^0+/, '');
  return digits.slice(0, PHONE_DIGITS);
}

/** A stored phone ("+91 9876543210", "09876543210", "9876543210") as a form's 10 digits, or fewer digits, or "". */
export function nationalPhoneDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : digits;
}

/** "9876543210" → "+91 9876543210": the order request's reading of a form's 10 digits. */
export function withIndiaPrefix(digits: string): string {
  return `+91 ${digits}`;
}

/**
 * The phone with exactly one +91, for labels and the admin (docs/product.md#admin-orders): stored
 * shop phones read "+91 98765 43210", dealer ones may be bare digits. "" → "N/A".
 */
export function formatIndianPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!trimmed) return 'N/A';
  const digits = trimmed.replace(/\D/g, '');
  if (/^\+?91[\s-]?/.test(trimmed) && digits.length === 12) return withIndiaPrefix(digits.slice(2));
  if (digits.length === 10) return withIndiaPrefix(digits);
  return trimmed.startsWith('+') ? trimmed : withIndiaPrefix(trimmed);
}
