import { HEX_COLOR_PATTERN, normalizeFontValue } from '#shared/catalog';
import type { StoredKeychainDesign } from '../../db/schema/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listCustomizationOptions } from './list-customization-options';
import { assertDesignsPrintable } from '../stl/printability-guard';

/** A keychain design as a client sends it; any colours it carries are ignored. */
export interface RequestedKeychainDesign {
  customText: string;
  fontFamily: string;
  textColor: string;
}

/** 'Font "comic-sans" is not available' (the spec's style for an option the shop does not sell). */
export function fontNotAvailableMessage(fontFamily: string): string {
  return `Font "${fontFamily}" is not available`;
}

/** 'Colour combination "teal" is not available'. */
export function colourNotAvailableMessage(textColor: string): string {
  return `Colour combination "${textColor}" is not available`;
}

/**
 * The catalogue is the truth: checks every design of an order against the fonts
 * and colour combinations shoppers are offered right now (active, and for fonts printable:
 * listCustomizationOptions), and returns the designs as they are stored: the catalogue's font
 * value, colour value and the catalogue row's fontColor, backgroundColor and displayName,
 * never a client's hex. Matching is exact on the option's value (fonts also after the
 * docs/product.md#validation normalisation, "Permanent Marker" → "permanent-marker").
 * Then the printability guard measures every design (printability-guard.ts).
 * @throws AppError BAD_REQUEST naming the first unknown, hidden or unprintable option, with one
 * issue per bad field; BAD_REQUEST 'Letters too thin to print…' for a design that cannot print.
 */
export async function resolveKeychainDesigns(
  db: Db,
  options: { keychains: readonly RequestedKeychainDesign[] },
): Promise<StoredKeychainDesign[]> {
  const offered = await listCustomizationOptions(db);
  const fonts = new Map(offered.filter((o) => o.type === 'font').map((o) => [o.value, o]));
  const colours = new Map(
    offered
      .filter(
        (o) =>
          o.type === 'color_combination' && HEX_COLOR_PATTERN.test(o.fontColor ?? '') && HEX_COLOR_PATTERN.test(o.backgroundColor ?? ''),
      )
      .map((o) => [o.value, o]),
  );
  const issues: { path: string; message: string }[] = [];
  const designs: StoredKeychainDesign[] = [];
  options.keychains.forEach((k, i) => {
    const font = fonts.get(k.fontFamily) ?? fonts.get(normalizeFontValue(k.fontFamily));
    const colour = colours.get(k.textColor);
    if (!font) issues.push({ path: `keychains.${i}.fontFamily`, message: fontNotAvailableMessage(k.fontFamily) });
    if (!colour) issues.push({ path: `keychains.${i}.textColor`, message: colourNotAvailableMessage(k.textColor) });
    if (!font || !colour) return;
    designs.push({
      customText: k.customText,
      fontFamily: font.value,
      textColor: colour.value,
      colorCombination: {
        fontColor: colour.fontColor!,
        backgroundColor: colour.backgroundColor!,
        displayName: colour.displayName,
      },
    });
  });
  if (issues.length > 0) throw new AppError('BAD_REQUEST', issues[0]!.message, { issues });
  await assertDesignsPrintable(db, designs);
  return designs;
}
