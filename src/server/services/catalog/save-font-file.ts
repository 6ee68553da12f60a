import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import {
  FONT_TOO_LARGE_MESSAGE,
  MAX_FONT_FILE_BYTES,
  OPTION_NOT_FOUND_MESSAGE,
  type CustomizationOption,
} from '#shared/schemas/customization';
import * as hb from 'harfbuzzjs';
import { loadFont, type KeychainScript } from '../../../geometry/index.js';
import type { Db } from '../../db/client';
import type { FileStores } from '../../lib/file-store/provider';
import { customizationOptions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { storageStep } from '../../lib/disk-errors';
import { detectFontFormat, fontFileStore } from '../storage/font-file-store';
import { toCustomizationOption, type OptionsCache } from './list-customization-options';
import { assertKeychainGlyphs } from './assert-keychain-glyphs';
import { isFontBuildable } from './is-font-buildable';
import { assertFontNotInUse } from './assert-font-not-in-use';
import { decodeWoff2, isWoff2 } from './decode-woff2';

/** The 400 for anything that is not a font the engine can read. */
export const UNREADABLE_FONT_MESSAGE = 'Could not read this font file. Upload a TTF, OTF, WOFF or WOFF2 font.';

/** Parses the bytes as the STL engine will (src/geometry loadFont, HarfBuzz); throws the 400 otherwise, or when the font cannot draw the option's script. */
function assertPrintableFont(bytes: Uint8Array, script: KeychainScript): void {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let font;
  try {
    font = loadFont(hb, buffer);
  } catch (error) {
    // GeometryError INVALID_FONT, or anything the parser throws on hostile bytes
    throw new AppError('BAD_REQUEST', UNREADABLE_FONT_MESSAGE, { cause: error });
  }
  assertKeychainGlyphs(font, script); // every letter of the script and 0-9, or the 400 names what is missing
}

/**
 * Stores an uploaded font file for a font option (docs/decisions/012-admin-fonts.md): checked
 * by magic bytes (a WOFF2 is first decoded to its TTF/OTF, decision 087) and by parsing it with
 * the geometry engine's loadFont, moved whole into the font folder under a random name, then
 * recorded in font_file. Uploads to one option are serialised by a row lock (SELECT … FOR UPDATE),
 * so each sees the file it replaces and removes it after its commit: however many race, the one
 * file left is the one the row names. A file whose row change failed is removed again
 * (docs/decisions/018-upload-storage.md). A font that prints now (built in, or with a file) and
 * that paid orders not yet printed use keeps its file: 409
 * (docs/decisions/040-fonts-in-use-are-kept.md).
 * @throws AppError NOT_FOUND, BAD_REQUEST (not a font option, no file, unreadable font),
 *   CONFLICT (font in use), PAYLOAD_TOO_LARGE, STORAGE_UNAVAILABLE.
 */
export async function saveFontFile(
  db: Db,
  stores: FileStores,
  options: { id: number; file: { path: string; size: number } | undefined; optionsCache: OptionsCache },
): Promise<CustomizationOption> {
  const { id, file: upload } = options;
  const [option] = await db.select().from(customizationOptions).where(eq(customizationOptions.id, id));
  if (!option) throw new AppError('NOT_FOUND', OPTION_NOT_FOUND_MESSAGE);
  if (option.type !== 'font') throw new AppError('BAD_REQUEST', 'Font files can only be added to fonts');
  // Replacing the letters of a font that prints now would change paid orders not yet printed.
  if (isFontBuildable(option)) await assertFontNotInUse(db, option);
  if (!upload || upload.size === 0) throw new AppError('BAD_REQUEST', 'Choose a font file to upload');
  if (upload.size > MAX_FONT_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', FONT_TOO_LARGE_MESSAGE);
  const uploaded = await storageStep(() => fs.readFile(upload.path));
  // WOFF2 is decoded once here and the TrueType/OpenType bytes stored (decision 087): the
  // engine, the 3D preview and the job sheet's SHA-256 then see one file, as for a TTF upload.
  let bytes: Uint8Array = uploaded;
  let format = detectFontFormat(bytes);
  try {
    if (!format && isWoff2(uploaded)) {
      bytes = await decodeWoff2(uploaded);
      format = detectFontFormat(bytes);
    }
    if (!format) throw new AppError('BAD_REQUEST', UNREADABLE_FONT_MESSAGE);
    assertPrintableFont(bytes, option.script as KeychainScript);
  } catch (error) {
    // A refused upload leaves no active option that cannot print.
    if (option.isActive && !isFontBuildable(option)) {
      await db.update(customizationOptions).set({ isActive: false }).where(eq(customizationOptions.id, id));
      options.optionsCache.invalidate();
    }
    throw error;
  }

  const store = fontFileStore(stores);
  const file = `${crypto.randomBytes(16).toString('hex')}.${format}`;
  if (bytes === uploaded) await store.moveIn(upload.path, file);
  else await store.write(file, bytes);
  let result: { updated: typeof customizationOptions.$inferSelect; previous: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(customizationOptions).where(eq(customizationOptions.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', OPTION_NOT_FOUND_MESSAGE);
      const [updated] = await tx
        .update(customizationOptions)
        .set({ fontFile: file, fontFileSha256: crypto.createHash('sha256').update(bytes).digest('hex') })
        .where(eq(customizationOptions.id, id))
        .returning();
      return { updated: updated!, previous: current.fontFile };
    });
  } catch (error) {
    await removeIfUnclaimed(db, store, file);
    throw error;
  }
  options.optionsCache.invalidate();
  // After the commit; a failure leaves a nameless file that cleanOrphanFiles removes later.
  if (result.previous && result.previous !== file) await store.remove(result.previous).catch(() => undefined);
  return toCustomizationOption(result.updated);
}

/** Removes `file` unless a row names it (a failed COMMIT may still have committed); unsure → left for the clean-up. */
async function removeIfUnclaimed(db: Db, store: ReturnType<typeof fontFileStore>, file: string): Promise<void> {
  try {
    const [claimed] = await db
      .select({ id: customizationOptions.id })
      .from(customizationOptions)
      .where(eq(customizationOptions.fontFile, file));
    if (!claimed) await store.remove(file);
  } catch {
    // the database or the disk is failing: cleanOrphanFiles removes the file once it is an hour old
  }
}
