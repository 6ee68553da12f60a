import { HEX_COLOR_PATTERN, normalizeFontValue } from '#shared/catalog';
import type { KeychainChoice, KeychainDesign } from '#shared/schemas/keychain-design';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listCustomizationOptions, type OptionsCache } from './list-customization-options';
import { assertDesignsPrintable, type PrintabilityChecker } from '../stl/printability-guard';

/** 'Font "comic-sans" is not available' (the spec's style for an option the shop does not sell). */
export function fontNotAvailableMessage(fontFamily: string): string {
  return `Font "${fontFamily}" is not available`;
}

/** 'Colour combination "teal" is not available'. */
export function colourNotAvailableMessage(textColor: string): string {
  return `Colour combination "${textColor}" is not available`;
}

/**
 * The catalogue check alone, for orders and saved designs alike: every design's font and colour
 * combination must be offered right now (active, fonts printable: listCustomizationOptions);
 * returns the designs as stored, with the catalogue's values and colours, never a client's hex.
 * `issuePath(index, field)` names a bad field in the error (default `keychains.{i}.{field}`).
 * @throws AppError BAD_REQUEST naming the first unknown or hidden option, one issue per bad field.
 */
export async function matchDesignsToCatalogue(
  db: Db,
  options: {
    keychains: readonly KeychainChoice[];
    optionsCache: OptionsCache;
    issuePath?: (index: number, field: 'fontFamily' | 'textColor') => string;
  },
): Promise<KeychainDesign[]> {
  const issuePath = options.issuePath ?? ((i: number, field: string) => `keychains.${i}.${field}`);
  const offered = await listCustomizationOptions(db, options.optionsCache);
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
  const designs: KeychainDesign[] = [];
  options.keychains.forEach((k, i) => {
    const font = fonts.get(k.fontFamily) ?? fonts.get(normalizeFontValue(k.fontFamily));
    const colour = colours.get(k.textColor);
    if (!font) issues.push({ path: issuePath(i, 'fontFamily'), message: fontNotAvailableMessage(k.fontFamily) });
    if (!colour) issues.push({ path: issuePath(i, 'textColor'), message: colourNotAvailableMessage(k.textColor) });
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
  return designs;
}

/**
 * The catalogue is the truth (issue 12): checks every design of an order against the fonts
 * and colour combinations shoppers are offered right now (matchDesignsToCatalogue), and returns
 * the designs as they are stored: the catalogue's font value, colour value and the catalogue
 * row's fontColor, backgroundColor and displayName, never a client's hex. Any colours a client
 * sends are ignored. Then `printability` (the print engine's checker, required) measures every
 * design (printability-guard.ts).
 * @throws AppError BAD_REQUEST naming the first unknown, hidden or unprintable option, with one
 * issue per bad field; BAD_REQUEST 'Letters too thin to print…' for a design that cannot print.
 */
export async function resolveKeychainDesigns(
  db: Db,
  options: { keychains: readonly KeychainChoice[]; printability: PrintabilityChecker; optionsCache: OptionsCache },
): Promise<KeychainDesign[]> {
  const designs = await matchDesignsToCatalogue(db, { keychains: options.keychains, optionsCache: options.optionsCache });
  await assertDesignsPrintable(options.printability, designs);
  return designs;
}
