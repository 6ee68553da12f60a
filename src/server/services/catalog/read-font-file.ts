import type { FileStores } from '../../lib/file-store/provider';
import { AppError } from '../../lib/app-error';
import { FONT_CONTENT_TYPES, detectFontFormat, readStoredFontFile } from '../storage/font-file-store';

/**
 * Reads a stored font file for GET /api/fonts/{file}; 404 for any other name.
 * @throws AppError NOT_FOUND; STORAGE_UNAVAILABLE when the storage fails.
 */
export async function readFontFile(stores: FileStores, file: string): Promise<{ bytes: Buffer; contentType: string }> {
  const bytes = await readStoredFontFile(stores, file);
  const format = bytes ? detectFontFormat(bytes) : null;
  if (!bytes || !format) throw new AppError('NOT_FOUND', 'Font file not found');
  return { bytes, contentType: FONT_CONTENT_TYPES[format] };
}
