import { describe, expect, it } from 'vitest';
import { decimalToPaise, formatRupees, paiseToDecimal, paiseToRupees, toRupeeDecimal } from './money';

describe('formatRupees (Indian numbering, spec §1)', () => {
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
});

describe('decimal rupees ↔ paise', () => {
  it.each([
    [51_000, '510.00'],
    [5, '0.05'],
    [199_99, '199.99'],
    [-250, '-2.50'],
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

describe('paiseToRupees and toRupeeDecimal (the only other conversions)', () => {
  it('gives rupee numbers for the JSON fields that carry them', () => {
    expect(paiseToRupees(51_050)).toBe(510.5);
    expect(paiseToRupees(13_000)).toBe(130);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });

  it.each([
    ['1300', '1300.00'],
    ['1300.5', '1300.50'],
    [1300.5, '1300.50'],
    ['0.1', '0.10'],
  ] as const)('normalises the numeric value %j to %s exactly', (value, decimal) => {
    expect(toRupeeDecimal(value)).toBe(decimal);
  });
});
