import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FONT_FILE_NAME_PATTERN } from '#shared/schemas/customization';
import { normalizeFontValue } from '#shared/catalog';
import { builtInFontFile, isBuiltInFont } from '../../../geometry/index.js';
import { readBuiltInFontFiles } from '../../../geometry/node-fonts.js';
import type { Db } from '../../db/client';
import type { FileStores } from '../../lib/file-store/provider';
import { customizationOptions } from '../../db/schema/index';
import { readStoredFontFile } from '../storage/font-file-store';

/** A font the engine can build with, and what the job sheet says about it. */
export interface EngineFont {
  /** The font option's value (fontFamily), e.g. 'bangers' or 'dejavu-serif-bold'. */
  value: string;
  /** The uploaded file's bytes for the geometry task; absent for a built-in font. */
  fontFile?: { bytes: Uint8Array; sha256: string };
  /** The file the outlines come from: the stored upload's name or the @fontsource path. */
  source: string;
  /** SHA-256 (hex) of those exact bytes. */
  sha256: string;
}

/** What the engine reads of a font option's row. */
export type FontOptionRow = Pick<typeof customizationOptions.$inferSelect, 'value' | 'isActive' | 'fontFile' | 'fontFileSha256'>;

/**
 * Finds the font option whose value is `value` among the fonts shoppers are offered (active and
 * buildable), or undefined: the caller's cached list instead of one query per design.
 */
export type FindOfferedFont = (value: string) => Promise<FontOptionRow | undefined>;

/** Either the font, or why it cannot be built (a sentence for the admin). */
export type EngineFontResult = ({ ok: true } & EngineFont) | { ok: false; message: string };

function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const builtInHashes = new Map<string, string>();

/**
 * Finds the exact font file an order or tool request names (no fallback): the font
 * option's uploaded file, read from disk and hashed, else for a built-in font the engine's
 * @fontsource file (so an admin's replacement of a built-in font is what prints). `offeredOnly`
 * (the public STL tools) also requires the option to be active; print files use any option, since a
 * font hidden after an order must still print. When the stored hash is known and the bytes differ,
 * the file is refused rather than trusted. With `findOffered` (offeredOnly only) the option is looked
 * up there instead of in `db`; a font it does not offer is not available (docs/decisions/191).
 */
export async function resolveEngineFont(
  db: Db,
  stores: FileStores,
  options: { fontFamily: string; offeredOnly?: boolean; findOffered?: FindOfferedFont },
): Promise<EngineFontResult> {
  const value = normalizeFontValue(options.fontFamily);
  const row: FontOptionRow | undefined =
    options.offeredOnly && options.findOffered
      ? await options.findOffered(value)
      : (
          await db
            .select()
            .from(customizationOptions)
            .where(and(eq(customizationOptions.type, 'font'), eq(customizationOptions.value, value)))
        )[0];
  const usable = row && (!options.offeredOnly || row.isActive);
  // A built-in font prints from its @fontsource file unless the admin uploaded a replacement.
  if (isBuiltInFont(value) && !(usable && row.fontFile)) {
    let sha256 = builtInHashes.get(value);
    if (!sha256) {
      // One file: its hash, as before; a script font's subsets: the hash of their bytes in order.
      const files = readBuiltInFontFiles(value).map((file) => new Uint8Array(file));
      sha256 = files.length === 1 ? sha256Hex(files[0]!) : sha256Hex(Buffer.concat(files));
      builtInHashes.set(value, sha256);
    }
    return { ok: true, value, source: builtInFontFile(value), sha256 };
  }
  if (!usable) return { ok: false, message: `Font "${options.fontFamily}" is not available` };
  if (!row.fontFile || !FONT_FILE_NAME_PATTERN.test(row.fontFile)) {
    return { ok: false, message: `Font "${value}" has no font file: upload one in Customization` };
  }
  // A storage outage is a 503 (STORAGE_UNAVAILABLE), not "missing": the file may well be there.
  const buffer = await readStoredFontFile(stores, row.fontFile);
  if (!buffer) return { ok: false, message: `Font "${value}": its file ${row.fontFile} is missing from the server` };
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const sha256 = sha256Hex(bytes);
  if (row.fontFileSha256 && row.fontFileSha256 !== sha256) {
    return { ok: false, message: `Font "${value}": its file ${row.fontFile} changed on disk (SHA-256 differs from the upload)` };
  }
  return { ok: true, value, fontFile: { bytes, sha256 }, source: row.fontFile, sha256 };
}
