import { randomUUID } from 'node:crypto';
import { inArray, or } from 'drizzle-orm';
import type { MediaCategory, MediaItem } from '#shared/schemas/media';
import { MEDIA_MESSAGES } from '#shared/schemas/media';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { storedNamesOf, variantName, type MediaStorage } from './media-storage';
import { processImage, sanitiseOriginalName } from './process-image';
import { toMediaItem } from './to-media-item';

/** One uploaded file, received into a temporary file (already capped at 10 MB while streaming). */
export interface UploadedFile {
  /** The temporary file; the caller removes it afterwards. */
  path: string;
  /** Bytes as uploaded (docs/product.md#uploads rules read this size). */
  size: number;
  originalName: string | undefined;
}

/**
 * Stores uploaded images (docs/product.md#admin-calls POST /api/admin/media/upload). Each file is
 * checked and re-encoded from its temporary file, and its image and thumbnail are written (whole,
 * by random names nobody links to yet); then all rows are inserted in one transaction. One bad
 * file, a storage failure or a failed insert removes every file written, so no row is without
 * its files and no file without its row (a removal that fails too leaves a nameless file for
 * cleanOrphanMedia). docs/decisions/018-upload-storage.md.
 * @throws AppError BAD_REQUEST for no files or any file that is not an accepted image;
 *   STORAGE_UNAVAILABLE when the files cannot be written.
 */
export async function uploadMedia(
  db: Db,
  options: { storage: MediaStorage; files: UploadedFile[]; category: MediaCategory; identifier: string | null },
): Promise<MediaItem[]> {
  if (options.files.length === 0) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.noFiles);
  const { storage } = options;
  const written: string[] = [];
  try {
    const values: (typeof mediaFiles.$inferInsert)[] = [];
    for (const file of options.files) {
      const image = await processImage(file.path);
      const id = randomUUID();
      const filename = `${id}.${image.extension}`;
      const thumbnailFilename = `${id}-thumb.webp`;
      await storage.save(filename, image.data);
      written.push(filename);
      await storage.save(thumbnailFilename, image.thumbnail);
      written.push(thumbnailFilename);
      for (const variant of image.variants) {
        const name = variantName(filename, variant.width);
        await storage.save(name, variant.data);
        written.push(name);
      }
      values.push({
        filename,
        originalName: sanitiseOriginalName(file.originalName),
        mimeType: image.mimeType,
        size: image.data.length,
        originalSize: file.size,
        url: storage.urlOf(filename),
        thumbnailFilename,
        thumbnailUrl: storage.urlOf(thumbnailFilename),
        width: image.width,
        height: image.height,
        variantWidths: image.variants.map((v) => v.width),
        category: options.category,
        identifier: options.identifier || null,
      });
    }
    const rows = await db.transaction((tx) => tx.insert(mediaFiles).values(values).returning());
    return rows.map(toMediaItem);
  } catch (error) {
    await removeUnclaimed(db, storage, written);
    throw error;
  }
}

/**
 * Removes the files no row names. A failed insert can still have committed (the answer to
 * COMMIT lost), so the rows are asked first; when the database cannot answer, the files stay
 * for cleanOrphanFiles, which removes them an hour later if still nameless.
 */
async function removeUnclaimed(db: Db, storage: MediaStorage, names: string[]): Promise<void> {
  if (names.length === 0) return;
  let claimed: Set<string | null>;
  try {
    const rows = await db
      .select({ filename: mediaFiles.filename, thumbnailFilename: mediaFiles.thumbnailFilename, variantWidths: mediaFiles.variantWidths })
      .from(mediaFiles)
      .where(or(inArray(mediaFiles.filename, names), inArray(mediaFiles.thumbnailFilename, names)));
    claimed = new Set(rows.flatMap((row) => storedNamesOf(row)));
  } catch {
    return;
  }
  await Promise.allSettled(names.filter((name) => !claimed.has(name)).map((name) => storage.remove(name)));
}
