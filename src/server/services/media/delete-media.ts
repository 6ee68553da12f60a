import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { STORED_NAME, storedNamesOf, type MediaStorage } from './media-storage';

/**
 * Deletes a media item (docs/product.md#admin-calls DELETE /api/admin/media/{id}): the row and its
 * image and thumbnail together or not at all. The files are removed inside the transaction that
 * deletes the row, so a storage failure rolls the delete back and answers 503 with the item still
 * listed; a file already missing counts as removed, so repeating the delete finishes the job
 * (docs/decisions/018-upload-storage.md).
 * @throws AppError NOT_FOUND when no item has this id; STORAGE_UNAVAILABLE when a file cannot be removed.
 */
export async function deleteMedia(db: Db, options: { storage: MediaStorage; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(mediaFiles).where(eq(mediaFiles.id, options.id)).returning();
    if (!row) throw new AppError('NOT_FOUND', `Media file ${options.id} not found`);
    // Variants and thumbnail first: if the image then fails, the item keeps its image and only loses previews.
    for (const name of storedNamesOf(row).reverse()) {
      if (name && STORED_NAME.test(name)) await options.storage.remove(name);
    }
  });
}
