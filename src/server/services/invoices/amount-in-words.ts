/**
 * Amounts in words for tax invoices (CGST Rules 2017, rule 46(j): the total in figures and in
 * words), in the Indian numbering system (lakh, crore) by the `to-words` library (en-IN).
 */
import { ToWords } from 'to-words';

const words = new ToWords({ localeCode: 'en-IN' });

/**
 * Paise in words as an Indian invoice prints them: 120000 → "Rupees One Thousand Two Hundred Only",
 * 12345650 → "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only".
 * @throws RangeError for a negative or fractional amount.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`paise must be a whole, non-negative amount, got ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = `Rupees ${words.convert(rupees)}`;
  return rest === 0 ? `${rupeeWords} Only` : `${rupeeWords} and ${words.convert(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
