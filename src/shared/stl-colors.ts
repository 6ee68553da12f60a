/**
 * The STL generator page's own five colour combinations (docs/product.md#media), distinct from the
 * shop's built-in list in catalog.ts. An STL file carries no colour; these choose the 3D preview's
 * colours and the two objects' colours in the 3MF. Each pair is raised text (`fontColor`) on the
 * base plate (`backgroundColor`), named "<text>-<plate>" as the spec spells the values.
 */
import type { ColorCombination } from './catalog';

/** The STL page's colour combination values, in display order (docs/product.md#media). */
export const STL_COLOR_VALUES = ['blue-white', 'purple-blue', 'red-black', 'blue-yellow', 'green-white'] as const;

/** One of STL_COLOR_VALUES. */
export type StlColorValue = (typeof STL_COLOR_VALUES)[number];

/** The five combinations with hex pairs (Tailwind 600-700 tones for text, print-friendly plates). */
export const STL_COLOR_COMBINATIONS: readonly (ColorCombination & { value: StlColorValue })[] = [
  { name: 'blue-white', value: 'blue-white', displayName: 'Blue / White', fontColor: '#1d4ed8', backgroundColor: '#ffffff' },
  { name: 'purple-blue', value: 'purple-blue', displayName: 'Purple / Blue', fontColor: '#7e22ce', backgroundColor: '#bfdbfe' },
  { name: 'red-black', value: 'red-black', displayName: 'Red / Black', fontColor: '#dc2626', backgroundColor: '#111111' },
  { name: 'blue-yellow', value: 'blue-yellow', displayName: 'Blue / Yellow', fontColor: '#1d4ed8', backgroundColor: '#facc15' },
  { name: 'green-white', value: 'green-white', displayName: 'Green / White', fontColor: '#16a34a', backgroundColor: '#ffffff' },
];

/** The STL page's default combination (the first). */
export const DEFAULT_STL_COLOR: StlColorValue = 'blue-white';

/** True when `value` is one of the STL page's combinations. */
export function isStlColorValue(value: string): value is StlColorValue {
  return (STL_COLOR_VALUES as readonly string[]).includes(value);
}

/** The STL page's combination for `value`; unknown values give the default (blue-white). */
export function findStlColorCombination(value: string): ColorCombination & { value: StlColorValue } {
  return STL_COLOR_COMBINATIONS.find((c) => c.value === value) ?? STL_COLOR_COMBINATIONS[0]!;
}
