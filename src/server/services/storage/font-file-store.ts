/**
 * Where uploaded font files live: `${DATA_DIR}/fonts/<32 hex>.{ttf|otf|woff}`, or
 * `fonts/` in the S3 bucket (docs/decisions/012-admin-fonts.md, 023-several-instances.md),
 * taken from the FileStores the composition root built (docs/decisions/247-file-stores-in-composition-root.md).
 * Names are random, so a file never changes once written.
 */
import { FONT_FILE_NAME_PATTERN } from '#shared/schemas/customization';
import type { FileStore, FileStores } from '../../lib/file-store/provider';

/** A font container we accept, found by its first four bytes. */
export type FontFormat = 'ttf' | 'otf' | 'woff';

/** The Content-Type of each format (RFC 8081). */
export const FONT_CONTENT_TYPES: Record<FontFormat, string> = { ttf: 'font/ttf', otf: 'font/otf', woff: 'font/woff' };

/** The font folder as a FileStore: whole files only, storage failures as STORAGE_UNAVAILABLE. */
export function fontFileStore(stores: FileStores): FileStore {
  return stores.folder('fonts', (name) => FONT_FILE_NAME_PATTERN.test(name));
}

/** Bytes of S3 font files kept in memory (most recently used first out last), at most this many in all. */
const S3_FONT_CACHE_BYTES = 16 * 1024 * 1024;
const s3FontCache = new Map<string, Buffer>();
let s3FontCacheBytes = 0;

/**
 * The bytes of a stored font file; null when `file` is not a name we could have written or the
 * file is gone. Files in S3 are kept in memory (up to 16 MB): a name is random and its file
 * never changes, and the printability check reads the font on every call.
 * @throws AppError STORAGE_UNAVAILABLE when the storage fails.
 */
export async function readStoredFontFile(stores: FileStores, file: string): Promise<Buffer | null> {
  if (!FONT_FILE_NAME_PATTERN.test(file)) return null;
  const store = fontFileStore(stores);
  if (!store.remote) return store.read(file);
  // `s3://bucket/prefix/fonts/` + name: one key per bucket, prefix and file.
  const key = `${store.dir}${file}`;
  const cached = s3FontCache.get(key);
  if (cached) {
    s3FontCache.delete(key);
    s3FontCache.set(key, cached);
    return cached;
  }
  const bytes = await store.read(file);
  if (bytes && bytes.length <= S3_FONT_CACHE_BYTES && !s3FontCache.has(key)) {
    s3FontCache.set(key, bytes);
    s3FontCacheBytes += bytes.length;
    for (const [oldKey, old] of s3FontCache) {
      if (s3FontCacheBytes <= S3_FONT_CACHE_BYTES) break;
      s3FontCache.delete(oldKey);
      s3FontCacheBytes -= old.length;
    }
  }
  return bytes;
}

/** The format by magic bytes: TrueType (00 01 00 00 or 'true'), CFF OpenType ('OTTO'), WOFF 1 ('wOFF'). */
export function detectFontFormat(bytes: Uint8Array): FontFormat | null {
  if (bytes.length < 12) return null;
  const tag = String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!);
  if (tag === '\u0000\u0001\u0000\u0000' || tag === 'true') return 'ttf';
  if (tag === 'OTTO') return 'otf';
  if (tag === 'wOFF') return 'woff';
  return null;
}
