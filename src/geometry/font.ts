import opentype, { type Font } from 'opentype.js';
import { GeometryError } from './errors.js';

/**
 * The shop's built-in fonts (docs/product.md#screens); the default and fallback is bangers
 * (docs/product.md#defaults).
 */
export const BUILT_IN_FONTS = ['bangers', 'chewy', 'pacifico', 'permanent-marker', 'knewave'] as const;

/** One of BUILT_IN_FONTS. */
export type BuiltInFontName = (typeof BUILT_IN_FONTS)[number];

/** True when `name` is a built-in font value. */
export function isBuiltInFont(name: string): name is BuiltInFontName {
  return (BUILT_IN_FONTS as readonly string[]).includes(name);
}

/**
 * Package-relative path of a built-in font's WOFF file (opentype.js 1.3.4 reads WOFF, not WOFF2),
 * e.g. '@fontsource/bangers/files/bangers-latin-400-normal.woff'; in Vite import it with `?url`.
 */
export function builtInFontFile(name: BuiltInFontName): string {
  return `@fontsource/${name}/files/${name}-latin-400-normal.woff`;
}

/** Parses a TTF, OTF or WOFF file; throws GeometryError INVALID_FONT when opentype.js cannot read it. */
export function loadFont(buffer: ArrayBuffer): Font {
  let font: Font;
  try {
    font = opentype.parse(buffer);
  } catch (error) {
    throw new GeometryError('INVALID_FONT', `The font file could not be read: ${(error as Error).message}`);
  }
  if (!font.supported || font.unitsPerEm <= 0) {
    throw new GeometryError('INVALID_FONT', 'The font file has no usable outlines.');
  }
  return font;
}

export type { Font };

/**
 * The characters every shop font must draw: keychain text is [A-Za-z0-9]
 * (docs/product.md#keychain-text, docs/product.md#limits).
 */
export const KEYCHAIN_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The characters of `chars` the font cannot print: no glyph (opentype.js maps it to glyph 0,
 * .notdef) or a glyph with no outline. Order as in `chars`, each once.
 */
export function missingGlyphs(font: Font, chars: string = KEYCHAIN_CHARACTERS): string[] {
  const missing: string[] = [];
  for (const ch of new Set(Array.from(chars))) {
    if (font.charToGlyphIndex(ch) === 0) {
      missing.push(ch);
      continue;
    }
    const glyph = font.charToGlyph(ch);
    if (glyph.getPath(0, 0, 100).commands.length === 0) missing.push(ch);
  }
  return missing;
}
