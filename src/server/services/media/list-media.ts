import { desc } from 'drizzle-orm';
import type { MediaItem, PublicMediaItem } from '#shared/schemas/media';
import { selectGalleryPhotos } from '#shared/media-rules';
import type { Db } from '../../db/client';
import { mediaFiles } from '../../db/schema/index';
import { toMediaItem, toPublicMediaItem } from './to-media-item';

async function allRows(db: Db) {
  return db.select().from(mediaFiles).orderBy(desc(mediaFiles.uploadedAt), desc(mediaFiles.id));
}

/** Every media item, newest first (GET /api/admin/media). */
export async function listMedia(db: Db): Promise<MediaItem[]> {
  return (await allRows(db)).map(toMediaItem);
}

/** Every media item in its public shape, newest first (GET /api/simple-media). */
export async function listPublicMedia(db: Db): Promise<PublicMediaItem[]> {
  return (await allRows(db)).map(toPublicMediaItem);
}

/**
 * The gallery photos chosen and ordered by the docs/product.md#gallery-and-samples rule (GET
 * /api/gallery-photos).
 */
export async function listGalleryPhotos(db: Db): Promise<PublicMediaItem[]> {
  return selectGalleryPhotos((await allRows(db)).map(toPublicMediaItem));
}
