import { randomUUID } from 'node:crypto';
import type { MediaCategory, MediaItem } from '#shared/schemas/media';
import { MEDIA_MESSAGES } from '#shared/schemas/media';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { MediaStorage } from './media-storage';
import { processImage, sanitiseOriginalName } from './process-image';
import { toMediaItem } from './to-media-item';

/** One uploaded file as read from the request (already capped at 10 MB while streaming). */
export interface UploadedFile {
  data: Buffer;
  originalName: string | undefined;
}

/**
 * Stores uploaded images (spec §7 POST /api/admin/media/upload). All files are checked and
 * re-encoded before anything is written, so one bad file stores none; the rows commit together,
 * and files already written are removed again if the insert fails.
 * @throws AppError BAD_REQUEST for no files or any file that is not an accepted image.
 */
export async function uploadMedia(
  db: Db,
  options: { storage: MediaStorage; files: UploadedFile[]; category: MediaCategory; identifier: string | null },
): Promise<MediaItem[]> {
  if (options.files.length === 0) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.noFiles);
  const processed = [];
  for (const file of options.files) {
    processed.push({ file, image: await processImage(file.data) });
  }

  const { storage } = options;
  const written: string[] = [];
  try {
    const values: (typeof mediaFiles.$inferInsert)[] = [];
    for (const { file, image } of processed) {
      const id = randomUUID();
      const filename = `${id}.${image.extension}`;
      const thumbnailFilename = `${id}-thumb.webp`;
      await storage.save(filename, image.data);
      written.push(filename);
      await storage.save(thumbnailFilename, image.thumbnail);
      written.push(thumbnailFilename);
      values.push({
        filename,
        originalName: sanitiseOriginalName(file.originalName),
        mimeType: image.mimeType,
        size: image.data.length,
        originalSize: file.data.length,
        url: storage.urlOf(filename),
        thumbnailFilename,
        thumbnailUrl: storage.urlOf(thumbnailFilename),
        width: image.width,
        height: image.height,
        category: options.category,
        identifier: options.identifier || null,
      });
    }
    const rows = await db.transaction((tx) => tx.insert(mediaFiles).values(values).returning());
    return rows.map(toMediaItem);
  } catch (error) {
    await Promise.allSettled(written.map((name) => storage.remove(name)));
    throw error;
  }
}
