import { missingGlyphs, scriptCharacters, type Font, type KeychainScript } from '../../../geometry/index.js';
import { KEYCHAIN_SCRIPTS } from '#shared/keychain-scripts';
import { AppError } from '../../lib/app-error';

/** Runs of consecutive characters as ranges: ['a','b','c','x','0'] → 'a-c, x, 0'. */
function describeCharacters(chars: readonly string[]): string {
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= chars.length; i++) {
    const prev = chars[i - 1]!.codePointAt(0)!;
    if (i < chars.length && chars[i]!.codePointAt(0) === prev + 1) continue;
    const first = chars[start]!;
    const last = chars[i - 1]!;
    runs.push(i - start >= 3 ? `${first}-${last}` : chars.slice(start, i).join(', '));
    start = i;
  }
  return runs.join(', ');
}

/** The 400 message for a font that lacks keychain characters of its script, naming them. */
export function missingGlyphsMessage(missing: readonly string[], script: KeychainScript = 'Latn'): string {
  const needed = script === 'Latn' ? 'all of A-Z, a-z and 0-9' : `every ${KEYCHAIN_SCRIPTS[script]} letter and vowel sign, and 0-9`;
  return `This font cannot print every keychain text: it has no letter or digit for ${describeCharacters(missing)}. Upload a font with ${needed}.`;
}

/**
 * Refuses a font that cannot print every keychain text of its script: Latin keychain
 * text may hold any of A-Z, a-z, 0-9 (docs/product.md#keychain-text), an Indic one any letter and
 * vowel sign of its script and 0-9 (scriptCharacters, docs/decisions/044-fonts-per-script.md), so
 * an uploaded font must draw them all, or an order could be accepted that the printer cannot make.
 * @throws AppError BAD_REQUEST naming the missing characters.
 */
export function assertKeychainGlyphs(font: Font, script: KeychainScript = 'Latn'): void {
  const missing = missingGlyphs(font, scriptCharacters(script));
  if (missing.length > 0) throw new AppError('BAD_REQUEST', missingGlyphsMessage(missing, script));
}
