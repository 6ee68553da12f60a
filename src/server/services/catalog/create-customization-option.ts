import { defaultFilamentName } from '#shared/filament';
import { and, count, eq } from 'drizzle-orm';
import type { CreateOptionRequest, CustomizationOption, OptionType } from '#shared/schemas/customization';
import type { Db } from '../../db/client';
import { customizationOptions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from './db-errors';
import { toCustomizationOption, type OptionsCache } from './list-customization-options';

const TYPE_LABEL: Record<OptionType, string> = { font: 'A font', color_combination: 'A color combination' };

/** The 409 for a (type, value) pair that exists already. */
export function duplicateOptionError(type: OptionType, value: string): AppError {
  return new AppError('CONFLICT', `${TYPE_LABEL[type]} with the value "${value}" already exists`);
}

/**
 * Adds a font or colour combination (docs/product.md#api POST). value defaults to name; sortOrder
 * to the number of options of that type + 1 (docs/product.md#defaults); fonts carry no colours; a
 * colour combination's filament names default to the nearest named colours (shared/filament.ts).
 */
export async function createCustomizationOption(
  db: Db,
  input: CreateOptionRequest,
  engines: { optionsCache: OptionsCache },
): Promise<CustomizationOption> {
  const value = input.value || input.name;
  const colors =
    input.type === 'color_combination'
      ? {
          fontColor: input.fontColor,
          backgroundColor: input.backgroundColor,
          textFilamentName: input.textFilamentName ?? defaultFilamentName(input.fontColor.toLowerCase()),
          plateFilamentName: input.plateFilamentName ?? defaultFilamentName(input.backgroundColor.toLowerCase()),
        }
      : { fontColor: null, backgroundColor: null, textFilamentName: null, plateFilamentName: null };
  let row: typeof customizationOptions.$inferSelect | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: customizationOptions.id })
        .from(customizationOptions)
        .where(and(eq(customizationOptions.type, input.type), eq(customizationOptions.value, value)));
      if (existing) throw duplicateOptionError(input.type, value);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(customizationOptions)
        .where(eq(customizationOptions.type, input.type));
      const [inserted] = await tx
        .insert(customizationOptions)
        .values({
          type: input.type,
          name: input.name,
          value,
          displayName: input.displayName,
          cssClass: input.cssClass ?? null,
          ...colors,
          // An uploaded file is checked against it (save-font-file.ts); it changes only until then (decision 094).
          ...(input.type === 'font' ? { script: input.script ?? 'Latn' } : {}),
          sortOrder: input.sortOrder ?? n + 1,
          isActive: input.isActive ?? true,
        })
        .returning();
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateOptionError(input.type, value);
    throw error;
  }
  engines.optionsCache.invalidate();
  return toCustomizationOption(row!);
}
