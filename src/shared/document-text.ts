/**
 * What the shop's PDFs (tax invoices, credit notes, shipping labels) can draw, as one rule for
 * the forms, the server and the PDF engine (docs/decisions/102-every-indian-name-prints.md):
 * - Latin, Greek and Cyrillic letters, digits, punctuation and "₹": DejaVu Sans, as PDF text;
 * - the shop's Indian keychain scripts, Arabic script (Urdu, Kashmiri, Sindhi; right to left),
 *   Ol Chiki (Santali) and Meetei Mayek (Manipuri): HarfBuzz-shaped outlines of a face per script.
 * A name or an address holding anything else could only print as "�", so the forms ask for it
 * in English letters for the courier (docs/product.md#document-scripts). The PDF engine's test
 * checks every character this rule accepts against the fonts themselves.
 */
import { KEYCHAIN_SCRIPTS, scriptsOf, type KeychainScript } from './keychain-scripts';
import { splitLetters } from './keychain-text';

/** The document scripts' table: the one script table's Indian scripts, then the others (see DOCUMENT_SCRIPTS). */
function documentScriptTable() {
  const { Latn: _latin, ...indian } = KEYCHAIN_SCRIPTS;
  return { ...indian, Arab: 'Arabic (Urdu, Kashmiri, Sindhi)', Olck: 'Ol Chiki', Mtei: 'Meetei Mayek' } as const;
}

/**
 * The scripts the PDFs draw from a face of their own, with their English names (ISO 15924 codes):
 * the Indian keychain scripts as the one script table names them (docs/decisions/097-one-script-table.md),
 * then Arabic script, Ol Chiki and Meetei Mayek.
 */
// Pure: a storefront module that reads only the text rules leaves the table out of its chunk.
export const DOCUMENT_SCRIPTS = /* @__PURE__ */ documentScriptTable() satisfies Record<
  Exclude<KeychainScript, 'Latn'> | 'Arab' | 'Olck' | 'Mtei',
  string
>;

/** One of DOCUMENT_SCRIPTS. */
export type DocumentScript = keyof typeof DOCUMENT_SCRIPTS;

/** The codes of DOCUMENT_SCRIPTS, in its order. */
// Pure: a storefront module that imports this file for a type or a builder leaves it out of its chunk.
export const DOCUMENT_SCRIPT_CODES = /* @__PURE__ */ Object.keys(DOCUMENT_SCRIPTS) as readonly DocumentScript[];

/**
 * The characters of the scripts that are not keychain scripts: Arabic's blocks (Arabic,
 * Supplement, Extended-A, presentation forms; not the Arabic mathematical symbols), Ol Chiki and
 * Meetei Mayek with its extensions.
 */
const OTHER_SCRIPT_CHARS: Record<'Arab' | 'Olck' | 'Mtei', RegExp> = {
  Arab: /^(?=\p{Script_Extensions=Arabic})[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]$/u,
  Olck: /^\p{Script_Extensions=Ol_Chiki}$/u,
  Mtei: /^\p{Script_Extensions=Meetei_Mayek}$/u,
};

/** The blocks of the Indian keychain scripts (Devanagari to Malayalam); their extension blocks (Vedic signs, Grantha, Tamil Supplement) have no face here. */
const INDIC_BLOCKS = /^[\u0900-\u0D7F]$/u;

/**
 * Characters of those blocks that their faces lack (signs added to Unicode after the fonts, rare
 * fractions and currency marks, archaic letters), and Arabic presentation forms Noto Naskh Arabic
 * lacks: refused, so that the forms never accept what would print as "�".
 */
const UNDRAWN =
  /^[\u0980\u09F4-\u09F6\u09FB-\u09FE\u0A76\u0AFA-\u0AFF\u0B55\u0C5C\u0C80\u0C84\u0CDC\u0CDD\u0CF3\u0D00\u0D04\u0D3B\u0D3C\u0D4E\u0D4F\u0D54-\u0D56\u0D58-\u0D5E\u0D76-\u0D78\uFBC3-\uFBD2\uFD90\uFD91\uFDC8-\uFDCE]$/u;

/**
 * What DejaVu Sans draws as text (a subset of its character map, checked against it by the PDF
 * engine's test): Basic Latin to Latin Extended-B, IPA and most spacing modifiers, the common
 * combining diacritics, Greek, Cyrillic, Latin Extended Additional, general punctuation, the
 * currency signs up to "₹" and letter-like symbols; never an unassigned code point.
 */
const TEXT_CHARS =
  /^(?=\P{Cn})[\u0020-\u007E\u00A0-\u02E9\u02EC-\u02EE\u02F3\u02F7\u0300-\u034F\u0351-\u0353\u0357\u0358\u035A\u035C-\u0362\u0370-\u03FF\u0400-\u04FF\u1E00-\u1EFB\u2010-\u2027\u2030-\u205E\u20A0-\u20B5\u20B8-\u20BA\u20BD\u2100-\u2109\u210B-\u2149\u214B\u214E]$/u;

/** The document scripts `ch` belongs to (several for a shared sign such as the danda). */
export function documentScriptsOf(ch: string): DocumentScript[] {
  if (UNDRAWN.test(ch) || /^\p{Cn}$/u.test(ch)) return [];
  const own: DocumentScript[] = INDIC_BLOCKS.test(ch)
    ? scriptsOf(ch).filter((s): s is Exclude<KeychainScript, 'Latn'> => s !== 'Latn')
    : [];
  for (const script of ['Arab', 'Olck', 'Mtei'] as const) if (OTHER_SCRIPT_CHARS[script].test(ch)) own.push(script);
  return own;
}

/** True when the PDFs draw `ch` as text (DejaVu Sans) or from a script face. */
export function isDocumentCharacter(ch: string): boolean {
  return (TEXT_CHARS.test(ch) && !/\p{Script=Arabic}/u.test(ch)) || documentScriptsOf(ch).length > 0 || /^[\t\n\r\u200c\u200d]$/u.test(ch);
}

/**
 * The letters (grapheme clusters) of `text` the PDFs cannot draw, each once, in order: a letter
 * with a character of no document script, or a vowel sign or other mark with no letter before it
 * (HarfBuzz would draw it on a dotted circle). Empty when the whole text prints.
 */
export function undrawableLetters(text: string): string[] {
  const found = new Set<string>();
  for (const letter of splitLetters(text.normalize('NFC'))) {
    const [first = '', ...rest] = Array.from(letter);
    const base = /^\p{M}$/u.test(first) ? [] : documentScriptsOf(first);
    const lonelyMark = [first, ...rest].some(
      (ch) => /^\p{M}$/u.test(ch) && documentScriptsOf(ch).length > 0 && !documentScriptsOf(ch).some((s) => base.includes(s)),
    );
    if (lonelyMark || !Array.from(letter).every(isDocumentCharacter)) found.add(letter);
  }
  return [...found];
}

/**
 * The field message for text the invoices and courier labels cannot print (docs/product.md#document-scripts),
 * naming the letters.
 */
export function documentTextMessage(letters: readonly string[]): string {
  return `Please write this in English letters for the courier: our labels and invoices cannot print ${letters.join(' ')}`;
}

/** The message for `text` when part of it cannot be printed on the shop's documents, else null. */
export function documentTextProblem(text: string): string | null {
  const letters = undrawableLetters(text);
  return letters.length > 0 ? documentTextMessage(letters) : null;
}
