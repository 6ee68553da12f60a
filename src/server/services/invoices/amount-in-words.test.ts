import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('writes rupees the Indian way, with lakh and crore', () => {
    expect(amountInWords(120_000)).toBe('Rupees One Thousand Two Hundred Only');
    expect(amountInWords(12_345_650)).toBe('Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only');
    expect(amountInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(amountInWords(19_901)).toBe('Rupees One Hundred Ninety Nine and One Paisa Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });
  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
