/** Request bodies for tests: valid by default, one field overridden at a time. */
import { BUILT_IN_COLORS } from '#shared/catalog';

/** Where the test orders ship: one address line, Pune (docs/product.md#validation: India only). */
export const PUNE_ADDRESS = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' };

/** The same address with a second line, in the spec's field order. */
export const PUNE_ADDRESS_WITH_FLAT = {
  street: PUNE_ADDRESS.street,
  addressLine2: 'Flat 4',
  city: PUNE_ADDRESS.city,
  state: PUNE_ADDRESS.state,
  zipCode: PUNE_ADDRESS.zipCode,
  country: PUNE_ADDRESS.country,
};

/** Three keychains of built-in fonts and colours, without stored colours: ₹510 by the tier table (3 × ₹170). */
export function threeKeychains(): { customText: string; fontFamily: string; textColor: string }[] {
  return [
    { customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' },
    { customText: 'Ravi', fontFamily: 'pacifico', textColor: 'green' },
    { customText: 'Meera', fontFamily: 'chewy', textColor: 'orange' },
  ];
}

/** A keychain with the colours an order stores beside it: the built-in combination's hex pair. */
export function keychainWithColours(
  customText: string,
  fontFamily: string,
  textColor: string,
  displayName?: string,
): {
  customText: string;
  fontFamily: string;
  textColor: string;
  colorCombination: { fontColor: string; backgroundColor: string; displayName: string };
} {
  const colour = BUILT_IN_COLORS.find((c) => c.value === textColor);
  if (!colour) throw new Error(`no built-in colour ${textColor}`);
  return {
    customText,
    fontFamily,
    textColor,
    colorCombination: {
      fontColor: colour.fontColor,
      backgroundColor: colour.backgroundColor,
      displayName: displayName ?? colour.displayName,
    },
  };
}

/** A valid POST /api/orders body (3 keychains, ₹510 by the tier table). */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerEmail: 'asha@example.in',
    customerName: 'Asha Verma',
    customerPhone: '+91 9876543210',
    modelId: 1,
    keychains: [
      keychainWithColours('Asha', 'bangers', 'yellow'),
      { customText: 'Ravi', fontFamily: 'pacifico', textColor: 'green' },
      { customText: 'Meera8', fontFamily: 'chewy', textColor: 'orange' },
    ],
    shippingAddress: { ...PUNE_ADDRESS_WITH_FLAT },
    ...overrides,
  };
}

/** Every string field of `body` as a dotted path (for "put X in every field" tests). */
export function stringPaths(body: unknown, prefix = ''): string[] {
  if (typeof body === 'string') return [prefix];
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) => stringPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** A deep copy of `body` with the string at `path` replaced by `f(old)`. */
export function withString(body: Record<string, unknown>, path: string, f: (old: string) => string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  node[last] = f(node[last] as string);
  return copy;
}
