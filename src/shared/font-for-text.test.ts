/** The font a keychain's text is checked in moves with the text (docs/decisions/044-fonts-per-script.md). */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FONTS } from './catalog';
import { fontForText, fontsForText } from './font-for-text';

const values = (fonts: readonly { value: string }[]) => fonts.map((f) => f.value);

describe('fontsForText and fontForText', () => {
  it('offers for text of only spaces exactly what it offers for empty text', () => {
    for (const blank of [' ', '   ', '\t', '\u00a0'])
      expect(values(fontsForText(BUILT_IN_FONTS, blank))).toEqual(values(fontsForText(BUILT_IN_FONTS, '')));
  });

  it('switches to a font of the new script in the same change, and keeps a font that draws the text', () => {
    const tamil = fontForText(BUILT_IN_FONTS, 'கௌசல்யா', 'bangers');
    expect(BUILT_IN_FONTS.find((f) => f.value === tamil)!.script).toBe('Taml');
    expect(fontForText(BUILT_IN_FONTS, 'Asha', 'pacifico')).toBe('pacifico');
    expect(fontForText(BUILT_IN_FONTS, 'Asha', tamil)).toBe(values(fontsForText(BUILT_IN_FONTS, 'Asha'))[0]);
    expect(values(fontsForText(BUILT_IN_FONTS, 'Asha'))).toContain('bangers');
  });
});
