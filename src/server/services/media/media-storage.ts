/**
 * Where media files live. Only the local disk exists today (`${DATA_DIR}/uploads`); an S3
 * implementation can slot in behind the same interface (docs/decisions/013-media-uploads.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Stored names: a random UUID, `-thumb` for thumbnails, and the re-encoded format's extension. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.(jpg|png|webp)$/;

/** Content types of the stored extensions. */
export const STORED_CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A place to keep media files by their stored name. */
export interface MediaStorage {
  /** Writes a new file; never overwrites. */
  save(name: string, data: Buffer): Promise<void>;
  /** Removes a file; a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** Opens a file for reading, or null when it does not exist. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** The public URL the file is served at. */
  urlOf(name: string): string;
}

/** Media on the local disk under `dir`, served by GET /uploads/:file. */
export function createLocalMediaStorage(dir: string): MediaStorage {
  const fileOf = (name: string): string => {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored media name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async save(name, data) {
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(fileOf(name), data, { flag: 'wx' });
    },
    async remove(name) {
      await fs.promises.rm(fileOf(name), { force: true });
    },
    async open(name) {
      try {
        const file = fileOf(name);
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
    urlOf(name) {
      return `/uploads/${name}`;
    },
  };
}
