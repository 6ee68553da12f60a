import { asc, eq } from 'drizzle-orm';
import { findColorCombination } from '#shared/catalog';
import { defaultFilamentName } from '#shared/filament';
import type { Db } from '../../db/client';
import { customizationOptions } from '../../db/schema/index';
import type { DesignColours, KeychainDesign } from '#shared/schemas/keychain-design';

/** A colour combination row as the print room needs it. */
export interface ColourRow {
  value: string;
  displayName: string;
  fontColor: string | null;
  backgroundColor: string | null;
  textFilamentName: string | null;
  plateFilamentName: string | null;
}

/** Every colour combination option, hidden ones too (an order placed before hiding still prints). */
export async function listColourRows(db: Db): Promise<ColourRow[]> {
  return db
    .select({
      value: customizationOptions.value,
      displayName: customizationOptions.displayName,
      fontColor: customizationOptions.fontColor,
      backgroundColor: customizationOptions.backgroundColor,
      textFilamentName: customizationOptions.textFilamentName,
      plateFilamentName: customizationOptions.plateFilamentName,
    })
    .from(customizationOptions)
    .where(eq(customizationOptions.type, 'color_combination'))
    .orderBy(asc(customizationOptions.sortOrder));
}

/** A stored design's colours and colour name: the design's own type (schemas/keychain-design.ts). */
export type { DesignColours } from '#shared/schemas/keychain-design';

/** A design's colours with the names of the filaments that print them. */
export interface DesignFilaments {
  /** "Light Pink PLA". */
  text: string;
  /** "Black PLA". */
  plate: string;
}

/**
 * The colours a stored keychain prints in: the catalogue colours stored on the order,
 * else, for rows from before that rule, the option by value, else the built-in colour by value,
 * else the spec's default yellow.
 */
export function designColours(design: KeychainDesign, rows: readonly ColourRow[]): DesignColours {
  if (design.colorCombination) return design.colorCombination;
  const option = rows.find((c) => c.value === design.textColor);
  const builtIn = findColorCombination(design.textColor);
  return {
    fontColor: option?.fontColor ?? builtIn.fontColor,
    backgroundColor: option?.backgroundColor ?? builtIn.backgroundColor,
    displayName: option?.displayName ?? builtIn.displayName,
  };
}

/**
 * The filaments a design prints in: the colour combination option's names (by the design's
 * colour value), else the nearest named colour of each hex (shared/filament.ts).
 */
export function designFilaments(design: KeychainDesign, colours: DesignColours, rows: readonly ColourRow[]): DesignFilaments {
  const option = rows.find((c) => c.value === design.textColor);
  // The option's names hold only while its colours are those the order stored.
  const same =
    option?.fontColor?.toLowerCase() === colours.fontColor.toLowerCase() &&
    option.backgroundColor?.toLowerCase() === colours.backgroundColor.toLowerCase();
  return {
    text: (same ? option.textFilamentName : null) ?? defaultFilamentName(colours.fontColor.toLowerCase()),
    plate: (same ? option.plateFilamentName : null) ?? defaultFilamentName(colours.backgroundColor.toLowerCase()),
  };
}
