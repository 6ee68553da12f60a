import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Config } from '../../env';
import { customizationOptions } from '../../db/schema/index';
import { fontFilePath } from './font-file-store';

/**
 * The uploaded font file of the font whose value is `fontValue` (an order's fontFamily), for
 * the STL engine; null when the font is unknown, has no file, or the file is gone.
 */
export async function getFontFileBytes(db: Db, config: Pick<Config, 'dataDir'>, fontValue: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ fontFile: customizationOptions.fontFile })
    .from(customizationOptions)
    .where(and(eq(customizationOptions.type, 'font'), eq(customizationOptions.value, fontValue)));
  const filePath = row?.fontFile ? fontFilePath(config, row.fontFile) : null;
  if (!filePath) return null;
  const bytes = await fs.readFile(filePath).catch(() => null);
  return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
}
