import { asc, eq } from 'drizzle-orm';
import { findColorCombination } from '#shared/catalog';
import type { Db } from '../../db/client';
import { customizationOptions } from '../../db/schema/index';
import type { StoredKeychainDesign } from '../../db/schema/orders';

/** A colour combination row as the print room needs it. */
export interface ColourRow {
  value: string;
  displayName: string;
  fontColor: string | null;
  backgroundColor: string | null;
}

/** Every colour combination option, hidden ones too (an order placed before hiding still prints). */
export async function listColourRows(db: Db): Promise<ColourRow[]> {
  return db
    .select({
      value: customizationOptions.value,
      displayName: customizationOptions.displayName,
      fontColor: customizationOptions.fontColor,
      backgroundColor: customizationOptions.backgroundColor,
    })
    .from(customizationOptions)
    .where(eq(customizationOptions.type, 'color_combination'))
    .orderBy(asc(customizationOptions.sortOrder));
}

/** A stored design's colours and colour name. */
export interface DesignColours {
  fontColor: string;
  backgroundColor: string;
  displayName: string;
}

/**
 * The colours a stored keychain prints in: the catalogue colours stored on the order,
 * else, for rows from before that rule, the option by value, else the built-in colour by value,
 * else the spec's default yellow.
 */
export function designColours(design: StoredKeychainDesign, rows: readonly ColourRow[]): DesignColours {
  if (design.colorCombination) return design.colorCombination;
  const option = rows.find((c) => c.value === design.textColor);
  const builtIn = findColorCombination(design.textColor);
  return {
    fontColor: option?.fontColor ?? builtIn.fontColor,
    backgroundColor: option?.backgroundColor ?? builtIn.backgroundColor,
    displayName: option?.displayName ?? builtIn.displayName,
  };
}
