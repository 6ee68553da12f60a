/**
 * Free text that people type (names, addresses, instructions, option names, saved designs,
 * dealer and profile fields): NFC-normalised, and refused when it holds a character that
 * changes what a printer or a packer reads without being seen. The rule is by Unicode general
 * category, not a list (docs/decisions/035-free-text-by-unicode-category.md):
 * - Cc controls (multi-line fields keep tab, line feed and carriage return), Cf format
 *   characters (bidirectional overrides and isolates, the "Trojan Source" class of
 *   CVE-2021-42574; zero-width spaces, the soft hyphen, invisible operators, the TAG block,
 *   the byte order mark), Co private use, Cn unassigned, Cs lone surrogates, Zl and Zp
 *   (U+2028, U+2029);
 * - Variation_Selector and Default_Ignorable_Code_Point (variation selectors, Hangul fillers,
 *   the combining grapheme joiner);
 * - U+2800 BRAILLE PATTERN BLANK, a symbol (So) that shows as a blank in every font, so a name
 *   of it looks empty on a parcel (docs/decisions/110-every-typed-field-under-one-rule.md);
 * - except ZWNJ U+200C and ZWJ U+200D next to a letter or sign of an Indic script, where they
 *   choose a conjunct's form (क्‍ष): Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil,
 *   Telugu, Kannada, Malayalam.
 */
import { z } from 'zod';

/** The message shown under a field that holds such a character. */
export const UNSAFE_TEXT_MESSAGE = 'Remove invisible or control characters';

/** Letters and signs (marks: the virama a joiner follows) of the Indic scripts. */
const INDIC = String.raw`(?:(?=[\p{L}\p{M}])[\p{sc=Deva}\p{sc=Beng}\p{sc=Guru}\p{sc=Gujr}\p{sc=Orya}\p{sc=Taml}\p{sc=Telu}\p{sc=Knda}\p{sc=Mlym}])`;
/** A joiner is allowed when an Indic letter or sign stands right before or right after it. */
const LONE_JOINER = String.raw`(?<!${INDIC})[\u200C\u200D](?!${INDIC})`;
const REFUSED = String.raw`[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Variation_Selector}\p{Default_Ignorable_Code_Point}\u2800]`;

const UNSAFE_SINGLE_LINE = new RegExp(String.raw`${LONE_JOINER}|(?![\u200C\u200D])${REFUSED}`, 'u');
const UNSAFE_MULTI_LINE = new RegExp(String.raw`${LONE_JOINER}|(?![\t\n\r\u200C\u200D])${REFUSED}`, 'u');

/** True when `text` holds a character of a refused category (above), or a joiner outside Indic text. */
export function hasUnsafeCharacters(text: string, options: { multiLine?: boolean } = {}): boolean {
  return (options.multiLine ? UNSAFE_MULTI_LINE : UNSAFE_SINGLE_LINE).test(text);
}

/**
 * Adds the free-text rule to a string schema: NFC normalisation, then the refusal above with
 * UNSAFE_TEXT_MESSAGE. Use it on every field a person types that is stored or printed.
 */
export function freeText(schema: z.ZodString, options: { multiLine?: boolean } = {}): z.ZodString {
  return schema.normalize('NFC').refine((value) => !hasUnsafeCharacters(value, options), UNSAFE_TEXT_MESSAGE);
}

/**
 * Makes stored text safe to copy into a plain-text document (the job sheet): every refused
 * character (line breaks included) becomes U+FFFD, visibly, so a value saved before the
 * free-text rule cannot reorder or hide what the printer reads.
 */
export function toPlainTextField(text: string): string {
  return text.normalize('NFC').replace(new RegExp(UNSAFE_SINGLE_LINE.source, 'gu'), '\uFFFD');
}
