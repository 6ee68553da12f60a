/** The tiny en-IN plural rule agrees with Intl.PluralRules (docs/decisions/115-one-plural-rule.md). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countOf, pluralCategory, pluralWord } from './plural';

describe('plural', () => {
  const intl = new Intl.PluralRules('en-IN');

  it('picks the category Intl.PluralRules("en-IN") picks, for integers and fractions', () => {
    for (let n = -5; n <= 1000; n += 1) expect(pluralCategory(n)).toBe(intl.select(n));
    fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (n) => pluralCategory(n) === intl.select(n)));
  });

  it('writes "1 keychain", "0 keychains", "1 credit", "1,00,000 credits"', () => {
    expect(countOf(1, 'keychain')).toBe('1 keychain');
    expect(countOf(0, 'keychain')).toBe('0 keychains');
    expect(countOf(37, 'keychain')).toBe('37 keychains');
    expect(countOf(1, 'credit')).toBe('1 credit');
    expect(countOf(100000, 'credit')).toBe('1,00,000 credits');
    expect(countOf(1234567, 'credit')).toBe(`${(1234567).toLocaleString('en-IN')} credits`);
    expect(countOf(2, 'copy', 'copies')).toBe('2 copies');
    expect(pluralWord(1, 'credit')).toBe('credit');
    expect(pluralWord(5, 'credit')).toBe('credits');
  });
});
