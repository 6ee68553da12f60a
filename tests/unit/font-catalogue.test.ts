/**
 * The built-in font list once: the shop's catalogue (shared/catalog BUILT_IN_FONTS,
 * which the seed, the client and the STL tool's messages read) and the geometry engine's
 * own list (it may import nothing of ours) must name the same fonts in the same order, and the
 * catalogue's font-name rule is the one the customization form and the STL tool apply.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FONTS as CATALOGUE_FONTS, normalizeFontValue } from '#shared/catalog';
import { normalizeFontName } from '#shared/schemas/customization';
import { BUILT_IN_FONTS as ENGINE_FONTS, isBuiltInFont } from '#geometry/index';

describe('built-in fonts', () => {
  it('the engine builds exactly the catalogue fonts, in order', () => {
    expect([...ENGINE_FONTS]).toEqual(CATALOGUE_FONTS.map((f) => f.value));
    for (const font of CATALOGUE_FONTS) expect(isBuiltInFont(font.value), font.value).toBe(true);
  });

  it('every catalogue font value is already normalised', () => {
    for (const font of CATALOGUE_FONTS) expect(normalizeFontValue(font.displayName)).toBe(font.value);
  });

  it('the customization form names fonts by the catalogue rule', () => {
    for (const name of ['Open Sans', '  Permanent   Marker ', 'bangers', 'DejaVu Serif Bold']) {
      expect(normalizeFontName(name)).toBe(normalizeFontValue(name));
    }
    expect(normalizeFontValue('  Permanent   Marker ')).toBe('permanent-marker');
  });
});
