import { GeometryError } from './errors.js';

/** The two colours of a keychain as hex (#RGB or #RRGGBB, case-insensitive). */
export interface KeychainColors {
  fontColor: string;
  backgroundColor: string;
}

/**
 * The spec's default colour combination, "yellow": #fbbf24 text on #000000
 * (docs/product.md#defaults).
 */
export const DEFAULT_KEYCHAIN_COLORS: Readonly<KeychainColors> = Object.freeze({
  fontColor: '#fbbf24',
  backgroundColor: '#000000',
});

/** Normalises #RGB / #RRGGBB (with or without '#') to lower-case #rrggbb; throws GeometryError INVALID_COLOR. */
export function normalizeHexColor(hex: string): string {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (digits === undefined) throw new GeometryError('INVALID_COLOR', `"${hex}" is not a hex colour like #fbbf24.`);
  const full = digits.length === 3 ? digits.replace(/./g, (c) => c + c) : digits;
  return `#${full.toLowerCase()}`;
}

/** Both colours normalised to #rrggbb; throws GeometryError INVALID_COLOR. */
export function normalizeKeychainColors(colors: KeychainColors): KeychainColors {
  return { fontColor: normalizeHexColor(colors.fontColor), backgroundColor: normalizeHexColor(colors.backgroundColor) };
}
