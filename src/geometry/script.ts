// The engine's side of the shop's scripts: each script's reference letter and the characters a
// font must draw for it. Which script a text is written in is the one table of
// src/shared/keychain-scripts.ts, the only module of ours the engine imports: it imports nothing
// itself (docs/decisions/097-one-script-table.md).
import type { KeychainScript } from '#shared/keychain-scripts';

/** The scripts (KEYCHAIN_SCRIPTS: their ISO 15924 codes, in the catalogue's order) and which of them a text is written in (textScript). */
export {
  KEYCHAIN_SCRIPT_CODES as KEYCHAIN_SCRIPTS,
  keychainTextScript as textScript,
  scriptsOf,
  type KeychainScript,
} from '#shared/keychain-scripts';

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
  Orya: 'କ',
};

const SCRIPT_BLOCK_START: Record<Exclude<KeychainScript, 'Latn'>, number> = {
  Deva: 0x900,
  Beng: 0x980,
  Guru: 0xa00,
  Gujr: 0xa80,
  Orya: 0xb00,
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
 * follows ISCII, so the same offsets hold for all nine scripts).
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
