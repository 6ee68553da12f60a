import { describe, expect, it } from 'vitest';
import { decimalToPaise, formatRupees, paiseToDecimal } from './money';

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
