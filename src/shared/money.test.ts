import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalToPaise, formatRupees, formatRupeesWithPaise, paiseToDecimal, paiseToRupeeInput, paiseToRupees } from './money';

describe('formatRupees (Indian numbering, docs/product.md#1-the-shop)', () => {
  it.each([
    [0, '₹0'],
    [19_900, '₹199'],
    [51_000, '₹510'],
    [130_000, '₹1,300'],
    [12_345_600, '₹1,23,456'],
    [1_234_567_800, '₹1,23,45,678'],
    [12_350, '₹123.50'],
  ])('formats %i paise as %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  // The browser's own en-IN currency format is the reference the hand-written one must match
  // (docs/decisions/098-short-tasks-after-first-paint.md).
  const intl = (digits: number) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const paise = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -(2 ** 50), max: 2 ** 50 }));

  it('writes every whole-paise amount as Intl en-IN does', () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(formatRupees(p)).toBe(intl(p % 100 === 0 ? 0 : 2).format(p / 100));
        expect(formatRupeesWithPaise(p)).toBe(intl(2).format(p / 100));
      }),
      { numRuns: 2000 },
    );
    for (const p of [-1, -99, -100, -12_345_678, 100_000, 99_999_999, 100_000_000]) {
      expect(formatRupees(p)).toBe(intl(p % 100 === 0 ? 0 : 2).format(p / 100));
    }
  });

  it('rounds a fraction of a paisa and refuses what is not an amount', () => {
    expect(formatRupees(12_349.6)).toBe('₹123.50');
    expect(formatRupees(-0.4)).toBe('₹0');
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatRupeesWithPaise(1.5)).toThrow(RangeError);
  });
});

describe('decimal rupees ↔ paise', () => {
  it.each([
    [51_000, '510.00'],
    [5, '0.05'],
    [199_99, '199.99'],
    [-250, '-2.50'],
    [0, '0.00'],
    [500_000_000, '5000000.00'],
  ])('%i paise ↔ %s', (paise, decimal) => {
    expect(paiseToDecimal(paise)).toBe(decimal);
    expect(decimalToPaise(decimal)).toBe(paise);
  });

  it('reads numbers and one-decimal strings', () => {
    expect(decimalToPaise(510)).toBe(51_000);
    expect(decimalToPaise('12.5')).toBe(1_250);
  });

  it.each(['abc', '1.234', '', '1e3'])('refuses %j', (text) => {
    expect(() => decimalToPaise(text)).toThrow(RangeError);
  });
});

describe('paiseToRupeeInput (the text of a rupee input field)', () => {
  it.each([
    [4_000, '40'],
    [1_250, '12.50'],
    [5, '0.05'],
    [0, '0'],
  ])('%i paise → %j, and back', (paise, text) => {
    expect(paiseToRupeeInput(paise)).toBe(text);
    expect(decimalToPaise(text)).toBe(paise);
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => paiseToRupeeInput(12.5)).toThrow(RangeError);
  });
});

describe('paiseToRupees (rupee numbers of the JSON fields that carry them)', () => {
  it('gives rupee numbers for the JSON fields that carry them', () => {
    expect(paiseToRupees(51_050)).toBe(510.5);
    expect(paiseToRupees(13_000)).toBe(130);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });
});

describe('paise columns at the edge (docs/decisions/123-money-in-paise-in-the-database.md)', () => {
  it.each([
    [19_900, '199.00'],
    [17_050, '170.50'],
    [1, '0.01'],
    [9_999_999, '99999.99'],
    [9_999_999_999, '99999999.99'],
  ])('a stored %i paise is the API rupee string %s and back', (paise, decimal) => {
    expect(paiseToDecimal(paise)).toBe(decimal);
    expect(decimalToPaise(decimal)).toBe(paise);
  });

  it('round-trips every whole paise a bigint column holds exactly in JavaScript', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        const decimal = paiseToDecimal(paise);
        expect(decimal).toMatch(/^-?\d+\.\d\d$/);
        expect(decimalToPaise(decimal)).toBe(paise);
      }),
    );
  });

  it('refuses a fraction of a paisa rather than round it', () => {
    expect(() => paiseToDecimal(0.5)).toThrow(RangeError);
  });
});
