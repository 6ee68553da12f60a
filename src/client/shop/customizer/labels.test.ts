import { describe, expect, it } from 'vitest';
import { quantityOptionLabel, savingsText } from './labels';

describe('quantity option labels', () => {
  it('shows the per-unit price without a saving for 1 and 2', () => {
    expect(quantityOptionLabel(1)).toBe('1 pc · ₹199 each');
    expect(quantityOptionLabel(2)).toBe('2 pcs · ₹180 each');
  });

  it('adds the saving from quantity 3', () => {
    expect(quantityOptionLabel(3)).toBe('3 pcs · ₹170 each · Save ₹87');
    expect(quantityOptionLabel(10)).toBe('10 pcs · ₹130 each · Save ₹690');
  });
});

describe('savings under the total', () => {
  it('appears whenever the saving is positive', () => {
    expect(savingsText(1)).toBeNull();
    expect(savingsText(2)).toBe('You save ₹38');
    expect(savingsText(5)).toBe('You save ₹245');
  });
});
