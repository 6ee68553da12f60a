import { describe, expect, it } from 'vitest';
import { BUILT_IN_COLORS, cssFontFamily, findColorCombination, uploadedFontFamily } from './catalog';

describe('cssFontFamily', () => {
  it('uses the self-hosted family of a built-in font', () => {
    expect(cssFontFamily('permanent-marker')).toBe("'Permanent Marker', cursive");
  });
  it('uses the registered face of an admin-uploaded font file', () => {
    const fonts = [{ value: 'open-sans', displayName: 'Open Sans', fontFile: '0a1b2c.woff' }];
    expect(uploadedFontFamily('0a1b2c.woff')).toBe('chaabi-font-0a1b2c');
    expect(cssFontFamily('open-sans', fonts)).toBe("'chaabi-font-0a1b2c', 'Bangers', cursive");
  });
  it('falls back to Bangers for an unknown font (docs/product.md#9-constants-and-limits)', () => {
    expect(cssFontFamily('slackey')).toBe("'Bangers', cursive");
  });
});

describe('findColorCombination', () => {
  it('defaults to yellow #fbbf24 on #000000 (docs/product.md#3-data)', () => {
    expect(findColorCombination('no-such-colour')).toEqual(BUILT_IN_COLORS[0]);
    expect(BUILT_IN_COLORS[0]).toMatchObject({ value: 'yellow', fontColor: '#fbbf24', backgroundColor: '#000000' });
  });
});
