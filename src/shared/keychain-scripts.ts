/**
 * Which script a keychain text is written in (ISO 15924 codes, as HarfBuzz and the font
 * catalogue name them): one script per keychain, plus ASCII digits, ZWJ/ZWNJ and combining
 * marks, which belong to any (docs/decisions/045-text-by-grapheme-cluster.md). The one table of
 * the shop's scripts: the text rules (`keychain-text.ts`) and the geometry engine both read it,
 * so this module imports nothing (docs/decisions/097-one-script-table.md).
 */

/** The scripts the shop prints (ISO 15924), with their English names, in the catalogue's order. */
export const KEYCHAIN_SCRIPTS = {
  Latn: 'Latin',
  Deva: 'Devanagari',
  Taml: 'Tamil',
  Telu: 'Telugu',
  Beng: 'Bengali',
  Gujr: 'Gujarati',
  Knda: 'Kannada',
  Mlym: 'Malayalam',
  Guru: 'Gurmukhi',
  Orya: 'Odia',
} as const;

/** One of KEYCHAIN_SCRIPTS. */
export type KeychainScript = keyof typeof KEYCHAIN_SCRIPTS;

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
  Orya: /^\p{Script_Extensions=Oriya}$/u,
};

/** The codes of KEYCHAIN_SCRIPTS, in its order. */
export const KEYCHAIN_SCRIPT_CODES = Object.keys(KEYCHAIN_SCRIPTS) as readonly KeychainScript[];

/** True for a character every script may hold: an ASCII digit, ZWNJ, ZWJ or a mark of no script of its own. */
export function isCommonCharacter(ch: string): boolean {
  return /^(?:[0-9\u200c\u200d]|\p{Script=Inherited})$/u.test(ch);
}

/** The scripts of KEYCHAIN_SCRIPTS that the character `ch` belongs to (several for shared signs such as the danda). */
export function scriptsOf(ch: string): KeychainScript[] {
  return KEYCHAIN_SCRIPT_CODES.filter((script) => SCRIPT_PATTERNS[script].test(ch));
}

/**
 * The one script `text` is written in: Latn for digits only; null when its letters mix
 * scripts or one is outside KEYCHAIN_SCRIPTS.
 */
export function keychainTextScript(text: string): KeychainScript | null {
  let candidates: KeychainScript[] | null = null;
  for (const ch of text) {
    if (isCommonCharacter(ch)) continue;
    const own = scriptsOf(ch);
    candidates = candidates === null ? own : candidates.filter((s) => own.includes(s));
    if (candidates.length === 0) return null;
  }
  return candidates === null ? 'Latn' : (candidates[0] ?? null);
}
