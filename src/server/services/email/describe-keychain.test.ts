import { describe, expect, it } from 'vitest';
import { colourName } from '#shared/colour-name';
import { describeKeychain } from './order-emails';

const FONTS = new Map([['pacifico', 'Pacifico']]);

describe('a keychain in an e-mail', () => {
  it('reads "Pacifico, Light Pink on Black": display names, never slugs or hex codes', () => {
    const design = {
      customText: 'Meera',
      fontFamily: 'pacifico',
      textColor: 'light-pink',
      colorCombination: { fontColor: '#f9a8d4', backgroundColor: '#1f1f1f', displayName: 'Light Pink' },
    };
    expect(describeKeychain(design, FONTS)).toEqual({ text: 'Meera', style: 'Pacifico, Light Pink on Black' });
  });

  it('names an unknown font from its value and a built-in colour by its name', () => {
    expect(describeKeychain({ customText: 'A', fontFamily: 'permanent-marker', textColor: 'green' }, FONTS).style).toBe(
      'Permanent Marker, Green on Black',
    );
  });

  it.each([
    ['#000000', 'Black'],
    ['#ffffff', 'White'],
    ['#0f172a', 'Black'],
    ['#dc2626', 'Red'],
    ['not-hex', ''],
  ])('colourName(%s) is %j', (hex, name) => {
    expect(colourName(hex)).toBe(name);
  });
});
