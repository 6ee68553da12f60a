import { describe, expect, it } from 'vitest';
import {
  addAnotherUnitPrice,
  dealerCreditsPrice,
  quoteKeychains,
  showsSavingsInDropdown,
  showsSavingsInTotal,
  unitPriceForQuantity,
} from './pricing';

// docs/product.md#pricing-tiers tier table, in rupees
const TIERS: [number, number][] = [
  [1, 199],
  [2, 180],
  [3, 170],
  [4, 160],
  [5, 150],
  [6, 150],
  [9, 150],
  [10, 130],
  [11, 130],
  [50, 130],
];

describe('unitPriceForQuantity (docs/product.md#9-constants-and-limits)', () => {
  it.each(TIERS)('charges %i keychains ₹%i each', (quantity, rupees) => {
    expect(unitPriceForQuantity(quantity)).toBe(rupees * 100);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses quantity %s', (quantity) => {
    expect(() => unitPriceForQuantity(quantity)).toThrow(RangeError);
  });
});

describe('quoteKeychains (docs/product.md#9-constants-and-limits: total = unit × qty, savings = 199 × qty − total)', () => {
  it.each([
    [1, 19_900, 0],
    [2, 36_000, 3_800],
    [3, 51_000, 8_700],
    [4, 64_000, 15_600],
    [5, 75_000, 24_500],
    [9, 135_000, 44_100],
    [10, 130_000, 69_000],
  ])('quotes %i keychains: total %i paise, savings %i paise', (quantity, total, savings) => {
    const quote = quoteKeychains(quantity);
    expect(quote.total).toBe(total);
    expect(quote.savings).toBe(savings);
    expect(quote.original).toBe(19_900 * quantity);
  });
});

describe('savings notes (docs/product.md#9-constants-and-limits)', () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
    [10, true],
  ])('dropdown note for %i: %s', (quantity, shown) => {
    expect(showsSavingsInDropdown(quantity)).toBe(shown);
  });

  it.each([
    [1, false],
    [2, true],
    [3, true],
  ])('total note for %i: %s', (quantity, shown) => {
    expect(showsSavingsInTotal(quantity)).toBe(shown);
  });
});

describe('addAnotherUnitPrice (docs/product.md#9-constants-and-limits: the Add Another button shows 130 from quantity 9)', () => {
  it.each([
    [1, 18_000],
    [4, 15_000],
    [8, 15_000],
    [9, 13_000],
    [10, 13_000],
  ])('at quantity %i shows %i paise', (quantity, price) => {
    expect(addAnotherUnitPrice(quantity)).toBe(price);
  });
});

describe('dealerCreditsPrice (docs/product.md#9-constants-and-limits: ₹130 per credit)', () => {
  it('prices 10 credits at ₹1,300', () => {
    expect(dealerCreditsPrice(10)).toBe(130_000);
  });
  it('refuses zero credits', () => {
    expect(() => dealerCreditsPrice(0)).toThrow(RangeError);
  });
});
