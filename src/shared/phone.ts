/**
 * Indian mobile numbers, once for every consumer (spec §5, §9): forms keep 10 bare digits and
 * show "+91" beside the field; order requests carry "+91 " + digits; labels show one +91.
 * Used by the order, dealer and profile schemas and by the client forms (issue 15).
 */

/** A mobile number as forms and the dealer table keep it: exactly 10 digits, no prefix. */
export const INDIAN_MOBILE_DIGITS = /^\d{10}$/;

/** A mobile number as order requests carry it: "+91 " then 10 digits. */
export const INDIAN_MOBILE_WITH_PREFIX = /^\+91 \d{10}$/;

/** Keeps only digits, at most `max` of them (phone: 10, PIN code: 6; spec §5 "digits only while typing"). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * Digits of a pasted phone number: "+91 98765 43210" and "098765 43210" keep their last ten
 * digits (the +91 prefix is shown beside the field), anything else its first ten.
 */
export function pastedPhoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if ((digits.length === 12 && digits.startsWith('91')) || (digits.length === 11 && digits.startsWith('0'))) return digits.slice(-10);
  return digits.slice(0, 10);
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
 * The phone with exactly one +91, for labels and the admin (spec §2): stored shop phones read
 * "+91 98765 43210", dealer ones may be bare digits. "" → "N/A".
 */
export function formatIndianPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!trimmed) return 'N/A';
  const digits = trimmed.replace(/\D/g, '');
  if (/^\+?91[\s-]?/.test(trimmed) && digits.length === 12) return withIndiaPrefix(digits.slice(2));
  if (digits.length === 10) return withIndiaPrefix(digits);
  return trimmed.startsWith('+') ? trimmed : withIndiaPrefix(trimmed);
}
