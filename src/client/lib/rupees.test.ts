import { describe, expect, it } from 'vitest';
import { apiPaise, rupees } from './rupees';

describe('rupees: the API rupee fields on screen (docs/product.md#money)', () => {
  it.each([
    ['1300.00', '₹1,300'],
    ['170.50', '₹170.50'],
    ['0.01', '₹0.01'],
    ['123456.00', '₹1,23,456'],
    [510.5, '₹510.50'],
  ] as const)('shows %j as %s', (amount, text) => {
    expect(rupees(amount)).toBe(text);
  });

  it('reads paise exactly and shows an unreadable amount as ₹0', () => {
    expect(apiPaise('99999999.99')).toBe(9_999_999_999);
    expect(apiPaise('oops')).toBe(0);
    expect(rupees('1.234')).toBe('₹0');
  });
});
