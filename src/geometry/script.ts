// Which script a keychain text is written in (ISO 15924 codes, as HarfBuzz and the font
// catalogue name them): one script per keychain, plus ASCII digits, ZWJ/ZWNJ and combining
// marks, which belong to any (docs/decisions/045-text-by-grapheme-cluster.md).

/** The scripts the shop prints, ISO 15924. */
export const KEYCHAIN_SCRIPTS = ['Latn', 'Deva', 'Taml', 'Telu', 'Beng', 'Gujr', 'Knda', 'Mlym', 'Guru'] as const;

/** One of KEYCHAIN_SCRIPTS. */
export type KeychainScript = (typeof KEYCHAIN_SCRIPTS)[number];

const SCRIPT_PATTERNS: Record<KeychainScript, RegExp> = {
  Latn: /^\p{Script=Latin}$/u,
  Deva: /^\p{Script_Extensions=Devanagari}$/u,
  Taml: /^\p{Script_Extensions=Tamil}$/u,
  Telu: /^\p{Script_Extensions=Telugu}$/u,
  Beng: /^\p{Script_Extensions=Bengali}$/u,
  Gujr: /^\p{Script_Extensions=Gujarati}$/u,
  Knda: /^\p{Script_Extensions=Kannada}$/u,
  Mlym: /^\p{Script_Extensions=Malayalam}$/u,
  Guru: /^\p{Script_Extensions=Gurmukhi}$/u,
};

/** True for characters every script may hold: ASCII digits, ZWJ, ZWNJ and combining marks of no script of their own. */
function isCommon(ch: string): boolean {
  return /^[0-9\u200c\u200d]$/u.test(ch) || /^\p{Script=Inherited}$/u.test(ch);
}

/** The scripts of KEYCHAIN_SCRIPTS that `ch` belongs to (several for shared signs such as the danda). */
export function scriptsOf(ch: string): KeychainScript[] {
  return KEYCHAIN_SCRIPTS.filter((script) => SCRIPT_PATTERNS[script].test(ch));
}

/**
 * The one script `text` is written in: Latn for digits only; null when its letters mix
 * scripts or one is outside KEYCHAIN_SCRIPTS.
 */
export function textScript(text: string): KeychainScript | null {
  let candidates: KeychainScript[] | null = null;
  for (const ch of text) {
    if (isCommon(ch)) continue;
    const own = scriptsOf(ch);
    candidates = candidates === null ? own : candidates.filter((s) => own.includes(s));
    if (candidates.length === 0) return null;
  }
  return candidates === null ? 'Latn' : (candidates[0] ?? null);
}

/** A letter of each script whose height is that script's letter height (the Latin cap H, the Indic KA). */
export const SCRIPT_REFERENCE_LETTER: Record<KeychainScript, string> = {
  Latn: 'H',
  Deva: 'क',
  Taml: 'க',
  Telu: 'క',
  Beng: 'ক',
  Gujr: 'ક',
  Knda: 'ಕ',
  Mlym: 'ക',
  Guru: 'ਕ',
};

const SCRIPT_BLOCK_START: Record<Exclude<KeychainScript, 'Latn'>, number> = {
  Deva: 0x900,
  Beng: 0x980,
  Guru: 0xa00,
  Gujr: 0xa80,
  Taml: 0xb80,
  Telu: 0xc00,
  Knda: 0xc80,
  Mlym: 0xd00,
};

const LATIN_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The characters a font must draw to be offered for `script`: for Latin A-Z, a-z, 0-9; for an
 * Indic script its block's independent vowels and consonants (block offsets 0x05-0x39) and its
 * vowel signs and virama (0x3E-0x4D) that Unicode assigns, plus 0-9 (Unicode's block layout
 * follows ISCII, so the same offsets hold for all eight scripts).
 */
export function scriptCharacters(script: KeychainScript): string {
  if (script === 'Latn') return LATIN_CHARACTERS;
  const start = SCRIPT_BLOCK_START[script];
  let chars = '';
  for (let cp = start + 0x05; cp <= start + 0x4d; cp++) {
    if (cp > start + 0x39 && cp < start + 0x3e) continue;
    const ch = String.fromCodePoint(cp);
    if (/^[\p{L}\p{M}]$/u.test(ch)) chars += ch;
  }
  return `${chars}0123456789`;
}
