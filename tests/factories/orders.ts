/** Request bodies for tests: valid by default, one field overridden at a time. */

/** A valid POST /api/orders body (3 keychains, ₹510 by the tier table). */
export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerEmail: 'asha@example.in',
    customerName: 'Asha Verma',
    customerPhone: '+91 9876543210',
    modelId: 1,
    keychains: [
      {
        customText: 'Asha',
        fontFamily: 'bangers',
        textColor: 'yellow',
        colorCombination: { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' },
      },
      { customText: 'Ravi', fontFamily: 'pacifico', textColor: 'green' },
      { customText: 'Meera8', fontFamily: 'chewy', textColor: 'orange' },
    ],
    shippingAddress: {
      street: '12 MG Road',
      addressLine2: 'Flat 4',
      city: 'Pune',
      state: 'Maharashtra',
      zipCode: '411001',
      country: 'India',
    },
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
