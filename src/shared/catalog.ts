/**
 * Built-in fonts and colour combinations (docs/product.md#customization-options,
 * docs/product.md#defaults). The seed writes these into `customization_options`; the client falls
 * back to them when the option list cannot be loaded (docs/product.md#admin-messages). Hex pairs
 * are recorded in docs/decisions/002-built-in-colours.md.
 */
import type { KeychainScript } from './keychain-text';

/** A built-in font: `value` is the stored fontFamily, `cssFamily` the @fontsource family. */
export interface BuiltInFont {
  name: string;
  value: string;
  displayName: string;
  cssFamily: string;
  cssClass: string;
  /** @fontsource package that ships the font files. */
  fontsourcePackage: string;
  /** The script the font is offered for (ISO 15924; docs/decisions/044-fonts-per-script.md). */
  script: KeychainScript;
}

/** A colour combination: raised text (`fontColor`) on the base plate (`backgroundColor`). */
export interface ColorCombination {
  name: string;
  value: string;
  displayName: string;
  fontColor: string;
  backgroundColor: string;
}

const indicFont = (value: string, displayName: string, script: KeychainScript): BuiltInFont => ({
  name: value,
  value,
  displayName,
  cssFamily: displayName,
  cssClass: `font-${value}`,
  fontsourcePackage: `@fontsource/${value}`,
  script,
});

/**
 * The self-hosted built-in fonts, in display order (docs/product.md#customization-options): five
 * Latin display faces, then a heavy face for each of India's scripts
 * (docs/decisions/044-fonts-per-script.md).
 */
export const BUILT_IN_FONTS: readonly BuiltInFont[] = [
  {
    name: 'bangers',
    value: 'bangers',
    displayName: 'Bangers',
    cssFamily: 'Bangers',
    cssClass: 'font-bangers',
    fontsourcePackage: '@fontsource/bangers',
    script: 'Latn',
  },
  {
    name: 'chewy',
    value: 'chewy',
    displayName: 'Chewy',
    cssFamily: 'Chewy',
    cssClass: 'font-chewy',
    fontsourcePackage: '@fontsource/chewy',
    script: 'Latn',
  },
  {
    name: 'pacifico',
    value: 'pacifico',
    displayName: 'Pacifico',
    cssFamily: 'Pacifico',
    cssClass: 'font-pacifico',
    fontsourcePackage: '@fontsource/pacifico',
    script: 'Latn',
  },
  {
    name: 'permanent-marker',
    value: 'permanent-marker',
    displayName: 'Permanent Marker',
    cssFamily: 'Permanent Marker',
    cssClass: 'font-permanent-marker',
    fontsourcePackage: '@fontsource/permanent-marker',
    script: 'Latn',
  },
  {
    name: 'knewave',
    value: 'knewave',
    displayName: 'Knewave',
    cssFamily: 'Knewave',
    cssClass: 'font-knewave',
    fontsourcePackage: '@fontsource/knewave',
    script: 'Latn',
  },
  indicFont('baloo-2', 'Baloo 2', 'Deva'),
  indicFont('baloo-thambi-2', 'Baloo Thambi 2', 'Taml'),
  indicFont('noto-sans-telugu', 'Noto Sans Telugu', 'Telu'),
  indicFont('baloo-da-2', 'Baloo Da 2', 'Beng'),
  indicFont('baloo-bhai-2', 'Baloo Bhai 2', 'Gujr'),
  indicFont('baloo-tamma-2', 'Baloo Tamma 2', 'Knda'),
  indicFont('baloo-chettan-2', 'Baloo Chettan 2', 'Mlym'),
  indicFont('baloo-paaji-2', 'Baloo Paaji 2', 'Guru'),
  indicFont('baloo-bhaina-2', 'Baloo Bhaina 2', 'Orya'),
];

/**
 * The fonts of `fonts` that can draw `script` (a font without a script is Latin). Digits-only
 * text is Latin, and every font has digits, so it may use any font.
 */
export function fontsForScript<F extends { script?: string | null }>(
  fonts: readonly F[],
  script: KeychainScript | null,
  digitsOnly = false,
): F[] {
  if (digitsOnly || script === null) return [...fonts];
  return fonts.filter((f) => (f.script ?? 'Latn') === script);
}

/**
 * docs/product.md#admin-inputs: a font name is lowercased and spaces become hyphens ("Permanent
 * Marker" → "permanent-marker").
 */
export function normalizeFontValue(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * A #RRGGBB colour, as every colour combination stores its two colours
 * (docs/product.md#customization-options).
 */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The answer to a colour that is not #RRGGBB on an order or a proof. */
export const HEX_COLOR_MESSAGE = 'Colour must be a hex value like #fbbf24';

/** Default font value (docs/product.md#defaults: bangers; also the fallback for unknown fonts). */
export const DEFAULT_FONT = 'bangers';

/**
 * Built-in colour combinations; the first is the default (docs/product.md#customization-options:
 * yellow #fbbf24 on #000000).
 */
export const BUILT_IN_COLORS: readonly ColorCombination[] = [
  { name: 'yellow', value: 'yellow', displayName: 'Yellow', fontColor: '#fbbf24', backgroundColor: '#000000' },
  { name: 'light-blue', value: 'light-blue', displayName: 'Light Blue', fontColor: '#7dd3fc', backgroundColor: '#0f172a' },
  { name: 'light-pink', value: 'light-pink', displayName: 'Light Pink', fontColor: '#f9a8d4', backgroundColor: '#1f1f1f' },
  { name: 'green', value: 'green', displayName: 'Green', fontColor: '#4ade80', backgroundColor: '#052e16' },
  { name: 'orange', value: 'orange', displayName: 'Orange', fontColor: '#fb923c', backgroundColor: '#1c1917' },
];

/** Default colour value (docs/product.md#defaults: yellow). */
export const DEFAULT_COLOR = 'yellow';

/** The CSS family an admin-uploaded font file is registered under (one per file, so a replaced file never lingers). */
export function uploadedFontFamily(fontFile: string): string {
  return `chaabi-font-${fontFile.replace(/\.[a-z0-9]+$/i, '')}`;
}

/**
 * The CSS font-family stack for a font value: built-in fonts by their @fontsource family,
 * admin-uploaded fonts by their registered file family; unknown values fall back to Bangers
 * (docs/product.md#uploads).
 */
export function cssFontFamily(
  fontValue: string,
  fonts: readonly { value: string; displayName: string; fontFile?: string | null }[] = BUILT_IN_FONTS,
): string {
  const builtIn = BUILT_IN_FONTS.find((f) => f.value === fontValue);
  if (builtIn) return `'${builtIn.cssFamily}', cursive`;
  const custom = fonts.find((f) => f.value === fontValue);
  if (custom?.fontFile) return `'${uploadedFontFamily(custom.fontFile)}', 'Bangers', cursive`;
  if (custom) return `'${custom.displayName}', 'Bangers', cursive`;
  return `'Bangers', cursive`;
}

/** Finds a colour combination by value in `colors`, falling back to the built-in default. */
export function findColorCombination(value: string, colors: readonly ColorCombination[] = BUILT_IN_COLORS): ColorCombination {
  return colors.find((c) => c.value === value) ?? BUILT_IN_COLORS.find((c) => c.value === value) ?? BUILT_IN_COLORS[0]!;
}
