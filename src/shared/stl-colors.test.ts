import { describe, expect, it } from 'vitest';
import { DEFAULT_STL_COLOR, STL_COLOR_COMBINATIONS, STL_COLOR_VALUES, findStlColorCombination, isStlColorValue } from './stl-colors';

describe('STL page colour combinations (docs/product.md#3-data)', () => {
  it('lists the spec five in order', () => {
    expect(STL_COLOR_COMBINATIONS.map((c) => c.value)).toEqual(['blue-white', 'purple-blue', 'red-black', 'blue-yellow', 'green-white']);
    expect(STL_COLOR_VALUES).toEqual(STL_COLOR_COMBINATIONS.map((c) => c.value));
  });

  it('holds #rrggbb hex pairs with distinct text and plate colours', () => {
    for (const c of STL_COLOR_COMBINATIONS) {
      expect(c.fontColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.fontColor).not.toBe(c.backgroundColor);
      expect(c.name).toBe(c.value);
    }
  });

  it('finds by value and falls back to the default', () => {
    expect(findStlColorCombination('red-black').fontColor).toBe('#dc2626');
    expect(findStlColorCombination('nope').value).toBe(DEFAULT_STL_COLOR);
    expect(isStlColorValue('green-white')).toBe(true);
    expect(isStlColorValue('yellow')).toBe(false);
  });
});
