import { and, eq, ne } from 'drizzle-orm';
import {
  FONT_SCRIPT_FIXED_MESSAGE,
  normalizeFontName,
  OPTION_NOT_FOUND_MESSAGE,
  type CustomizationOption,
  type OptionType,
  type UpdateOptionRequest,
} from '#shared/schemas/customization';
import type { Db } from '../../db/client';
import { customizationOptions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { duplicateOptionError } from './create-customization-option';
import { isUniqueViolation } from './db-errors';
import { isFontBuildable } from './is-font-buildable';
import { toCustomizationOption, type OptionsCache } from './list-customization-options';

/**
 * Changes an option (docs/product.md#api PUT). The type never changes; a font's name and value are
 * normalised (docs/product.md#validation) and its colour fields ignored. Orders keep their own copy
 * of a colour. A font's script changes only while it has no font file and is not built in
 * (docs/decisions/094-font-script-until-its-file.md); a colour combination's script is ignored.
 * @throws AppError NOT_FOUND, CONFLICT (value taken; script of a font that prints).
 */
export async function updateCustomizationOption(
  db: Db,
  options: { id: number; changes: UpdateOptionRequest; optionsCache: OptionsCache },
): Promise<CustomizationOption> {
  const { id, changes } = options;
  let type: OptionType | undefined;
  let value: string | undefined;
  let row: typeof customizationOptions.$inferSelect | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(customizationOptions).where(eq(customizationOptions.id, id));
      if (!current) throw new AppError('NOT_FOUND', OPTION_NOT_FOUND_MESSAGE);
      type = current.type as OptionType;
      const isFont = type === 'font';
      const set: Partial<typeof customizationOptions.$inferInsert> = { ...changes };
      if (isFont) {
        delete set.fontColor;
        delete set.backgroundColor;
        delete set.textFilamentName;
        delete set.plateFilamentName;
        if (set.name !== undefined) set.name = normalizeFontName(set.name);
        if (set.value !== undefined) set.value = normalizeFontName(set.value);
        // The file of a font that prints was checked against its script (save-font-file.ts).
        if (set.script !== undefined && set.script !== current.script && isFontBuildable(current)) {
          throw new AppError('CONFLICT', FONT_SCRIPT_FIXED_MESSAGE);
        }
      } else {
        delete set.script;
      }
      value = set.value;
      if (value !== undefined && value !== current.value) {
        const [clash] = await tx
          .select({ id: customizationOptions.id })
          .from(customizationOptions)
          .where(and(eq(customizationOptions.type, current.type), eq(customizationOptions.value, value), ne(customizationOptions.id, id)));
        if (clash) throw duplicateOptionError(type, value);
      }
      // Nothing left to change (an empty body, or only fields this type ignores): the row as it is.
      if (Object.values(set).every((v) => v === undefined)) return current;
      const [updated] = await tx.update(customizationOptions).set(set).where(eq(customizationOptions.id, id)).returning();
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error) && type && value) throw duplicateOptionError(type, value);
    throw error;
  }
  options.optionsCache.invalidate();
  return toCustomizationOption(row!);
}
