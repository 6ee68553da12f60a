/**
 * One keychain's font and colours as people read them, the same on e-mails, invoices, labels and
 * screens (docs/product.md#customization-options): the catalogue's font display name and
 * the colour combination's name, "Baloo 2, Light Blue"; never a slug, a hex code or a colour
 * guessed from one. The print room adds its filament names beside it, not instead of it.
 */
import { BUILT_IN_FONTS, findColorCombination } from './catalog';

/** What keychainStyle reads of a design. */
export interface StyledDesign {
  fontFamily: string;
  textColor: string;
  colorCombination?: { displayName: string } | null;
}

/**
 * "Baloo 2, Light Blue". `fontNames` maps font values to display names (the shop's fonts, hidden
 * ones too); a font missing there takes the built-in name, else its value title-cased
 * ("permanent-marker" → "Permanent Marker"). The colour is the ordered combination's name, else
 * the built-in combination of `textColor`.
 */
export function keychainStyle(design: StyledDesign, fontNames: ReadonlyMap<string, string> = new Map()): string {
  const font =
    fontNames.get(design.fontFamily) ??
    BUILT_IN_FONTS.find((f) => f.value === design.fontFamily)?.displayName ??
    design.fontFamily.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const colour = design.colorCombination?.displayName ?? findColorCombination(design.textColor).displayName;
  return `${font}, ${colour}`;
}
