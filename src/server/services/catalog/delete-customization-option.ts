import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Config } from '../../env';
import { customizationOptions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { fontFilePath } from './font-file-store';
import { invalidateOptionsCache } from './list-customization-options';

/**
 * Deletes an option (spec §7 DELETE) and, after the commit, its uploaded font file. Orders that
 * used it keep their own copy of the colour; to hide a font but keep printing pending orders in
 * it, deactivate it instead (docs/decisions/012-admin-fonts.md).
 */
export async function deleteCustomizationOption(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  options: { id: number },
): Promise<{ success: true; id: number }> {
  const [deleted] = await db.delete(customizationOptions).where(eq(customizationOptions.id, options.id)).returning();
  if (!deleted) throw new AppError('NOT_FOUND', 'Customization option not found');
  invalidateOptionsCache(db);
  const file = deleted.fontFile ? fontFilePath(config, deleted.fontFile) : null;
  if (file) await fs.rm(file, { force: true });
  return { success: true, id: deleted.id };
}
