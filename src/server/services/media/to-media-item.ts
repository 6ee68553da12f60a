import type { MediaItem, PublicMediaItem } from '#shared/schemas/media';
import type { mediaFiles } from '../../db/schema/index';
import { variantName } from './media-storage';

type MediaRow = typeof mediaFiles.$inferSelect;

/** The row's WebP variants with their URLs, beside the image's own URL. */
function variantsOf(row: MediaRow): MediaItem['variants'] {
  const folder = row.url.slice(0, row.url.lastIndexOf('/') + 1);
  return row.variantWidths.map((width) => ({ width, url: `${folder}${variantName(row.filename, width)}` }));
}

/** A media_files row as the admin lists it. */
export function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    filename: row.filename,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    originalSize: row.originalSize,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    width: row.width,
    height: row.height,
    variants: variantsOf(row),
    category: row.category as MediaItem['category'],
    identifier: row.identifier,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** A media_files row as the storefront reads it: no uploader's name, no dates. */
export function toPublicMediaItem(row: MediaRow): PublicMediaItem {
  return {
    id: row.id,
    filename: row.filename,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    size: row.size,
    originalSize: row.originalSize,
    width: row.width,
    height: row.height,
    variants: variantsOf(row),
    category: row.category as PublicMediaItem['category'],
    identifier: row.identifier,
  };
}
