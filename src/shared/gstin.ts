/**
 * GSTIN, India's 15-character GST identification number: two digits of state code (shared/
 * gst-states), the holder's PAN (five letters, four digits, a letter), the entity number
 * (1-9 or A-Z), the letter Z, and a check character computed with the mod-36 scheme GSTN
 * publishes (CBIC's GSTIN format; the same scheme as ISO 7064 "mod 36, 2" hybrid weights 1, 2).
 */
import { gstStateByCode } from './gst-states';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN (upper case, [0-9A-Z]). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN is refused, or null when it is well formed with a right check character and a known state code. */
export function gstinProblem(gstin: string): string | null {
  if (!FORMAT.test(gstin)) return 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character';
  if (!gstStateByCode(gstin.slice(0, 2))) return 'GSTIN must start with a valid GST state code';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14))
    return 'GSTIN check character does not match: please check for a typing mistake';
  return null;
}
