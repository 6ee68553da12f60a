/**
 * Keychain text rules (docs/product.md#keychain-text, docs/product.md#limits;
 * docs/decisions/045-text-by-grapheme-cluster.md). Text is NFC and counted in letters: extended
 * grapheme clusters as one pinned segmenter (unicode-segmenter, exact version in package.json)
 * splits them, the same in the browser and on the server. A keychain holds one script plus the
 * digits 0-9; ZWJ and ZWNJ are kept (the Marathi eyelash ra needs ZWJ). Every message of the
 * rule lives in this file.
 */
import { countGraphemes, splitGraphemes } from 'unicode-segmenter/grapheme';
import { isCommonCharacter, keychainTextScript, scriptsOf } from './keychain-scripts';

/**
 * Longest keychain text in the customizer, dealer order and STL tools, in letters
 * (docs/product.md#limits).
 */
export const MAX_KEYCHAIN_TEXT = 13;
/**
 * Longest text the checkout order schema accepts, in letters (docs/product.md#checkout-order
 * conflict note: 15).
 */
export const MAX_ORDER_TEXT = 15;
/** Longest text on the Blender test page, in letters (docs/product.md#limits). */
export const MAX_BLENDER_TEXT = 20;
/** Most code points in any keychain text, whatever its letters: a bound on the work and the mesh. */
export const MAX_TEXT_CODE_POINTS = 40;

/**
 * Helper text under every keychain text input (docs/product.md#keychain-text, counted in letters).
 */
export const KEYCHAIN_TEXT_HELPER = 'Maximum 13 letters, only letters and numbers';

/** The STL tool's messages (docs/product.md#stl-inputs), and the ones the scripts add. */
export const STL_TEXT_MESSAGES = {
  required: 'Text is required',
  tooLong: 'Text must be 13 letters or less',
  spaces: 'Spaces not allowed - text must be a single piece',
  symbols: 'Only letters and numbers allowed',
} as const;

/** The checkout's length message (docs/product.md#checkout-order conflict note: 15). */
export const ORDER_TEXT_TOO_LONG = 'Text must be 15 letters or less';

/** Too many letters for a cap other than 13 or 15 (the Blender page's 20). */
export function textTooLongMessage(maxLength: number): string {
  if (maxLength === MAX_KEYCHAIN_TEXT) return STL_TEXT_MESSAGES.tooLong;
  if (maxLength === MAX_ORDER_TEXT) return ORDER_TEXT_TOO_LONG;
  return `Text must be ${maxLength} letters or less`;
}

/** Messages that say exactly what cannot be printed. */
export const KEYCHAIN_TEXT_MESSAGES = {
  cannotPrint: (chars: string) => `${STL_TEXT_MESSAGES.symbols}: cannot print ${chars}`,
  mixedScripts: (first: string, second: string) =>
    `Use one script per keychain (numbers 0-9 go with any): ${first} and ${second} cannot be mixed`,
  needsLetter: (mark: string) => `"${mark}" needs a letter before it: it cannot stand alone`,
  halfLetter: (text: string) => `"${text}" is only half a letter: add the letter it joins`,
  tooManyCodePoints: 'Too long to print: use fewer letters',
  notNfc: 'Text must be NFC-normalised',
} as const;

export { KEYCHAIN_SCRIPTS, keychainTextScript, type KeychainScript } from './keychain-scripts';

/** A letter, mark, ASCII digit, ZWNJ or ZWJ: what a keychain may hold at all. */
const PRINTABLE = /^(?:[\p{L}\p{M}0-9\u200c\u200d])$/u;
/** The Indic viramas (halant, pulli, chandrakkala…): a cluster that ends in one is a dead consonant. */
const VIRAMA = /[\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d4d]$/u;

/** The text's letters (extended grapheme clusters, unicode-segmenter). */
export function splitLetters(text: string): string[] {
  return Array.from(splitGraphemes(text));
}

/** How many letters (extended grapheme clusters) `text` has: what counters and limits count. */
export function countLetters(text: string): number {
  return countGraphemes(text);
}

function quoted(chars: readonly string[]): string {
  return [...new Set(chars)].map((ch) => (ch.trim() === '' ? 'spaces' : `"${ch}"`)).join(', ');
}

/**
 * The first broken rule of an NFC text, as a message for the field, or null when the text may
 * be printed (the font and the shaper have the last word: a glyph the font lacks is refused by
 * the engine). Order: required, spaces, characters, scripts, letter count, code points, a lone
 * vowel sign or virama, a text of half letters only.
 */
export function keychainTextProblem(text: string, maxLength: number = MAX_KEYCHAIN_TEXT): string | null {
  if (text.trim().length === 0) return STL_TEXT_MESSAGES.required;
  if (text.normalize('NFC') !== text) return KEYCHAIN_TEXT_MESSAGES.notNfc;
  if (/\s/u.test(text)) return STL_TEXT_MESSAGES.spaces;
  const chars = Array.from(text);
  const unprintable = chars.filter((ch) => !PRINTABLE.test(ch) || (!isCommonCharacter(ch) && scriptsOf(ch).length === 0));
  if (unprintable.length > 0) return KEYCHAIN_TEXT_MESSAGES.cannotPrint(quoted(unprintable));
  if (keychainTextScript(text) === null) {
    const first = chars.find((ch) => !isCommonCharacter(ch)) ?? '';
    const firstScripts = scriptsOf(first);
    const other = chars.find((ch) => !isCommonCharacter(ch) && !scriptsOf(ch).some((s) => firstScripts.includes(s))) ?? '';
    return KEYCHAIN_TEXT_MESSAGES.mixedScripts(`"${first}"`, `"${other}"`);
  }
  const letters = splitLetters(text);
  if (letters.length > maxLength) return textTooLongMessage(maxLength);
  if (chars.length > MAX_TEXT_CODE_POINTS) return KEYCHAIN_TEXT_MESSAGES.tooManyCodePoints;
  const lone = letters.find((letter) => /^[\p{M}\u200c\u200d]/u.test(letter));
  if (lone) return KEYCHAIN_TEXT_MESSAGES.needsLetter(lone);
  const scriptLetters = letters.filter((letter) => !/^[0-9]$/.test(letter));
  if (scriptLetters.length > 0 && scriptLetters.every((letter) => VIRAMA.test(letter))) return KEYCHAIN_TEXT_MESSAGES.halfLetter(text);
  return null;
}

/**
 * Tidies typed keychain text (docs/product.md#keychain-text) without dropping what cannot be
 * printed (the field says so through keychainTextProblem): NFC, at most `maxLength` letters and
 * MAX_TEXT_CODE_POINTS code points, cut only between letters, and a lowercase Latin first letter
 * upper-cased.
 */
export function sanitizeKeychainText(input: string, maxLength: number = MAX_KEYCHAIN_TEXT): string {
  let out = '';
  let codePoints = 0;
  let count = 0;
  for (const letter of splitGraphemes(input.normalize('NFC'))) {
    const size = Array.from(letter).length;
    if (count >= maxLength || codePoints + size > MAX_TEXT_CODE_POINTS) break;
    out += count === 0 && /^\p{Ll}/u.test(letter) && /^\p{Script=Latin}/u.test(letter) ? letter.toUpperCase() : letter;
    codePoints += size;
    count++;
  }
  return out;
}

/**
 * Validates STL text without changing it (docs/product.md#stl-inputs); returns the first broken
 * rule's message, or null when the text is printable.
 */
export function validateStlText(text: string, maxLength: number = MAX_KEYCHAIN_TEXT): string | null {
  return keychainTextProblem(text, maxLength);
}
