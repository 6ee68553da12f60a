import { eq } from 'drizzle-orm';
import { FONT_FILE_NAME_PATTERN, OPTION_NOT_FOUND_MESSAGE } from '#shared/schemas/customization';
import type { Db } from '../../db/client';
import type { FileStores } from '../../lib/file-store/provider';
import { customizationOptions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { fontFileStore } from '../storage/font-file-store';
import type { OptionsCache } from './list-customization-options';
import { assertFontNotInUse } from './assert-font-not-in-use';

/**
 * Deletes an option (docs/product.md#admin-calls DELETE) with its uploaded font file, together or
 * not at all: the file is removed inside the transaction that deletes the row, so a storage failure
 * rolls the delete back (503) and a file already missing counts as removed (docs/decisions/018).
 * Orders that used it keep their own copy of the colour. A font that paid orders not yet printed
 * use is kept (409): the admin hides it instead (docs/decisions/040-fonts-in-use-are-kept.md).
 * @throws AppError NOT_FOUND; CONFLICT for a font in use; STORAGE_UNAVAILABLE when the font file cannot be removed.
 */
export async function deleteCustomizationOption(
  db: Db,
  stores: FileStores,
  options: { id: number; optionsCache: OptionsCache },
): Promise<{ success: true; id: number }> {
  const deleted = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(customizationOptions).where(eq(customizationOptions.id, options.id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', OPTION_NOT_FOUND_MESSAGE);
    if (current.type === 'font') await assertFontNotInUse(tx, current);
    const [row] = await tx.delete(customizationOptions).where(eq(customizationOptions.id, options.id)).returning();
    if (!row) throw new AppError('NOT_FOUND', OPTION_NOT_FOUND_MESSAGE);
    if (row.fontFile && FONT_FILE_NAME_PATTERN.test(row.fontFile)) await fontFileStore(stores).remove(row.fontFile);
    return row;
  });
  options.optionsCache.invalidate();
  return { success: true, id: deleted.id };
}
