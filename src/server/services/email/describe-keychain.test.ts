/** One keychain style on e-mails and invoices: the catalogue's display names (docs/product.md#customization-options). */
import { describe, expect, it } from 'vitest';
import { keychainStyle } from '#shared/keychain-style';
import { describeKeychainLine } from '../invoices/issue-tax-document';
import { describeKeychain } from './order-emails';

const FONTS = new Map([['pacifico', 'Pacifico']]);

describe('a keychain on an e-mail and an invoice', () => {
  it('reads "Pacifico, Light Pink": display names, never slugs, hex codes or a colour guessed from one', () => {
    const design = {
      customText: 'Meera',
      fontFamily: 'pacifico',
      textColor: 'light-pink',
      colorCombination: { fontColor: '#f9a8d4', backgroundColor: '#1f1f1f', displayName: 'Light Pink' },
    };
    expect(describeKeychain(design, FONTS)).toEqual({ text: 'Meera', style: 'Pacifico, Light Pink' });
  });

  it('names the combination as the catalogue does, whatever its plate colour (a navy plate is not "on Black")', () => {
    const design = {
      customText: 'Kavya',
      fontFamily: 'baloo-2',
      textColor: 'light-blue',
      colorCombination: { fontColor: '#7dd3fc', backgroundColor: '#1e3a8a', displayName: 'Light Blue' },
    };
    // The e-mail, the invoice line and the screens read the same words from one function.
    expect(describeKeychain(design, new Map()).style).toBe('Baloo 2, Light Blue');
    expect(describeKeychainLine(design, new Map())).toBe("Keychain 'Kavya' — Baloo 2, Light Blue");
    expect(keychainStyle(design)).toBe('Baloo 2, Light Blue');
  });

  it('names an unknown font from its value and a built-in colour by its name', () => {
    expect(describeKeychain({ customText: 'A', fontFamily: 'permanent-marker', textColor: 'green' }, FONTS).style).toBe(
      'Permanent Marker, Green',
    );
    expect(keychainStyle({ fontFamily: 'my-shop-font', textColor: 'yellow' })).toBe('My Shop Font, Yellow');
  });
});
