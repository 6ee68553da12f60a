import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileStores } from '../../lib/file-store/provider';
import { customizationOptions } from '../../db/schema/index';
import { readStoredFontFile } from '../storage/font-file-store';

/**
 * The uploaded font file of the font whose value is `fontValue` (an order's fontFamily), for
 * the STL engine; null when the font is unknown, has no file, or the file is gone.
 */
export async function getFontFileBytes(db: Db, stores: FileStores, fontValue: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ fontFile: customizationOptions.fontFile })
    .from(customizationOptions)
    .where(and(eq(customizationOptions.type, 'font'), eq(customizationOptions.value, fontValue)));
  const bytes = row?.fontFile ? await readStoredFontFile(stores, row.fontFile) : null;
  return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
}
