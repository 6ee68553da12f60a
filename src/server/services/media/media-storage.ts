/**
 * Where media files live: `${DATA_DIR}/uploads`, or `uploads/` in the S3 bucket when S3_BUCKET
 * is set (docs/decisions/013-media-uploads.md, 023-several-instances.md). Either way they are
 * served by GET /uploads/:file, so their URLs do not depend on the storage.
 */
import type { Readable } from 'node:stream';
import { isTempName, type FileStore, type FileStores, type StoredFileInfo } from '../../lib/file-store/provider';

/**
 * Stored names: a random UUID, `-thumb` for thumbnails or `-{width}w` for responsive WebP
 * variants, and the re-encoded format's extension.
 */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb|-[1-9][0-9]{1,3}w)?\.(jpg|png|webp)$/;

/** Every stored file of a media row: image, thumbnail, variants (the image first). */
export function storedNamesOf(row: { filename: string; thumbnailFilename: string | null; variantWidths: number[] }): string[] {
  return [row.filename, row.thumbnailFilename, ...row.variantWidths.map((w) => variantName(row.filename, w))].filter(
    (name): name is string => !!name,
  );
}

/** The stored name of an image's WebP variant `width` px wide: `{uuid}-{width}w.webp`. */
export function variantName(filename: string, width: number): string {
  return `${filename.replace(/\.[a-z]+$/, '')}-${width}w.webp`;
}

/** Content types of the stored extensions. */
export const STORED_CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * A place to keep media files by their stored name. `save`, `remove` and `list` throw AppError
 * STORAGE_UNAVAILABLE when the storage fails, and `save` never leaves a partial file under `name`.
 */
export interface MediaStorage {
  /** Writes a new file (whole or not at all). */
  save(name: string, data: Buffer): Promise<void>;
  /** Removes a file; a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** Every file present, stored names or leftovers of interrupted writes, for the clean-up. */
  list(): Promise<StoredFileInfo[]>;
  /** Opens a file for reading, or null when it does not exist. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** The public URL the file is served at. */
  urlOf(name: string): string;
}

/** The media folder as a FileStore (stored names, and leftovers of interrupted writes for the clean-up). */
export function mediaFileStore(stores: FileStores): FileStore {
  return stores.folder('uploads', (name) => STORED_NAME.test(name) || isTempName(name));
}

/**
 * Media in the configured storage, served by GET /uploads/:file. `open` answers null for a
 * missing file and throws STORAGE_UNAVAILABLE when the storage fails.
 */
export function createMediaStorage(stores: FileStores): MediaStorage {
  const checked = (name: string): string => {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored media name: ${name}`);
    return name;
  };
  // Leftovers of interrupted writes may be removed (by the clean-up) but never written or served.
  const store = mediaFileStore(stores);
  return {
    save: (name, data) => store.write(checked(name), data),
    remove: (name) => store.remove(name),
    list: () => store.list(),
    open: (name) => (STORED_NAME.test(name) ? store.open(name) : Promise.resolve(null)),
    urlOf(name) {
      return `/uploads/${name}`;
    },
  };
}
