import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { MediaStorage } from './media-storage';

/**
 * Deletes a media item (spec §7 DELETE /api/admin/media/{id}): the row first, then its image
 * and thumbnail once the delete has committed.
 * @throws AppError NOT_FOUND when no item has this id.
 */
export async function deleteMedia(db: Db, options: { storage: MediaStorage; id: number }): Promise<void> {
  const [row] = await db.delete(mediaFiles).where(eq(mediaFiles.id, options.id)).returning();
  if (!row) throw new AppError('NOT_FOUND', `Media file ${options.id} not found`);
  const names = [row.filename, row.thumbnailFilename].filter((n): n is string => Boolean(n));
  await Promise.all(names.map((name) => options.storage.remove(name)));
}
