import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MAX_FONT_FILE_BYTES, type CustomizationOption } from '#shared/schemas/customization';
import { loadFont } from '../../../geometry/index.js';
import type { Db } from '../../db/client';
import type { Config } from '../../env';
import { customizationOptions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { detectFontFormat, fontFilePath, fontsDir } from './font-file-store';
import { invalidateOptionsCache, toCustomizationOption } from './list-customization-options';
import { assertKeychainGlyphs } from './assert-keychain-glyphs';
import { isFontBuildable } from './is-font-buildable';

/** The 400 for anything that is not a font opentype.js can read. */
export const UNREADABLE_FONT_MESSAGE = 'Could not read this font file. Upload a TTF, OTF or WOFF font.';

/** Parses the bytes as the STL engine will (src/geometry loadFont); throws the 400 otherwise. */
function assertPrintableFont(bytes: Uint8Array): void {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let font;
  try {
    font = loadFont(buffer);
  } catch (error) {
    // GeometryError INVALID_FONT, or anything opentype.js throws on hostile bytes
    throw new AppError('BAD_REQUEST', UNREADABLE_FONT_MESSAGE, { cause: error });
  }
  assertKeychainGlyphs(font); // issue 12: every A-Z, a-z, 0-9, or the 400 names what is missing
}

/**
 * Stores an uploaded font file for a font option (docs/decisions/012-admin-fonts.md): checked
 * by magic bytes and by parsing it with the geometry engine's loadFont, written under a random
 * name, recorded in font_file; the file it replaces is removed after the commit.
 */
export async function saveFontFile(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  options: { id: number; bytes: Uint8Array },
): Promise<CustomizationOption> {
  const { id, bytes } = options;
  const [option] = await db.select().from(customizationOptions).where(eq(customizationOptions.id, id));
  if (!option) throw new AppError('NOT_FOUND', 'Customization option not found');
  if (option.type !== 'font') throw new AppError('BAD_REQUEST', 'Font files can only be added to fonts');
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'Choose a font file to upload');
  if (bytes.byteLength > MAX_FONT_FILE_BYTES) throw new AppError('BAD_REQUEST', 'Font files can be at most 2 MB');
  const format = detectFontFormat(bytes);
  try {
    if (!format) throw new AppError('BAD_REQUEST', UNREADABLE_FONT_MESSAGE);
    assertPrintableFont(bytes);
  } catch (error) {
    // Issue 12: a refused upload leaves no active option that cannot print.
    if (option.isActive && !isFontBuildable(option)) {
      await db.update(customizationOptions).set({ isActive: false, updatedAt: new Date() }).where(eq(customizationOptions.id, id));
      invalidateOptionsCache(db);
    }
    throw error;
  }

  const file = `${crypto.randomBytes(16).toString('hex')}.${format}`;
  const target = path.join(fontsDir(config), file);
  await fs.mkdir(fontsDir(config), { recursive: true });
  await fs.writeFile(target, bytes, { flag: 'wx' });
  let updated: typeof customizationOptions.$inferSelect | undefined;
  try {
    [updated] = await db
      .update(customizationOptions)
      .set({ fontFile: file, fontFileSha256: crypto.createHash('sha256').update(bytes).digest('hex'), updatedAt: new Date() })
      .where(eq(customizationOptions.id, id))
      .returning();
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
  if (!updated) {
    await fs.rm(target, { force: true });
    throw new AppError('NOT_FOUND', 'Customization option not found');
  }
  invalidateOptionsCache(db);
  const previous = option.fontFile ? fontFilePath(config, option.fontFile) : null;
  if (previous && option.fontFile !== file) await fs.rm(previous, { force: true });
  return toCustomizationOption(updated);
}
