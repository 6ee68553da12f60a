import { missingGlyphs, type Font } from '../../../geometry/index.js';
import { AppError } from '../../lib/app-error';

/** Runs of consecutive characters as ranges: ['a','b','c','x','0'] → 'a-c, x, 0'. */
function describeCharacters(chars: readonly string[]): string {
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= chars.length; i++) {
    const prev = chars[i - 1]!.charCodeAt(0);
    if (i < chars.length && chars[i]!.charCodeAt(0) === prev + 1) continue;
    const first = chars[start]!;
    const last = chars[i - 1]!;
    runs.push(i - start >= 3 ? `${first}-${last}` : chars.slice(start, i).join(', '));
    start = i;
  }
  return runs.join(', ');
}

/** The 400 message for a font that lacks keychain characters, naming them. */
export function missingGlyphsMessage(missing: readonly string[]): string {
  return `This font cannot print every keychain text: it has no letter or digit for ${describeCharacters(missing)}. Upload a font with all of A-Z, a-z and 0-9.`;
}

/**
 * Refuses a font that cannot print every keychain text: keychain text may hold any
 * of A-Z, a-z, 0-9 (docs/product.md#keychain-text), so an uploaded font must draw all 62, or an
 * order could be accepted that the printer cannot make. @throws AppError BAD_REQUEST naming the
 * missing characters.
 */
export function assertKeychainGlyphs(font: Font): void {
  const missing = missingGlyphs(font);
  if (missing.length > 0) throw new AppError('BAD_REQUEST', missingGlyphsMessage(missing));
}
