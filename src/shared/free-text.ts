/**
 * Free text that people type (names, addresses, instructions, option names): NFC-normalised,
 * and refused when it holds characters that change what a printer or a packer reads without
 * being seen: C0/C1 control characters, bidirectional overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C: the "Trojan Source" class,
 * CVE-2021-42574), zero-width characters (U+200B-U+200D, U+2060, U+FEFF), and lone UTF-16
 * surrogates. Multi-line fields may keep line breaks and tabs.
 */
import { z } from 'zod';

/** The message shown under a field that holds such a character. */
export const UNSAFE_TEXT_MESSAGE = 'Remove invisible or control characters';

const UNSAFE_SINGLE_LINE =
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_MULTI_LINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a control, bidi, zero-width character or a lone surrogate. */
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
 * Makes stored text safe to copy into a plain-text document (the job sheet): every control,
 * bidi or zero-width character and lone surrogate becomes U+FFFD, visibly, so a value saved
 * before the free-text rule cannot reorder or hide what the printer reads. Line breaks too.
 */
export function toPlainTextField(text: string): string {
  return text.normalize('NFC').replace(new RegExp(UNSAFE_SINGLE_LINE.source, 'g'), '\uFFFD');
}
