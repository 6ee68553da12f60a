/**
 * Removes files that no row names (docs/decisions/018-upload-storage.md): media images and
 * thumbnails without a media_files row, font files without a customization option, leftovers
 * of interrupted writes (`.tmp-…`) and uploads still waiting in the incoming folder. Only files
 * unchanged for `minAgeMs` (1 h) are touched, so an upload in flight, whose files are written
 * a moment before its row, is never removed.
 */
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customizationOptions, mediaFiles } from '../../db/schema/index';
import type { FileStore, FileStores, StoredFileInfo } from '../../lib/file-store/provider';
import { storedNamesOf } from '../media/media-storage';

/** Files younger than this are left alone, in ms (an upload writes its files, then its row). */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** How often the clean-orphan-files job runs, in ms. */
export const ORPHAN_CLEAN_INTERVAL_MS = 60 * 60 * 1000;

/** What one pass removed, by folder; `failed` counts files that could not be removed (retried next pass). */
export interface OrphanCleanSummary {
  uploads: string[];
  fonts: string[];
  incoming: string[];
  failed: number;
}

const anyName = () => true;

async function removeOld(
  store: FileStore,
  listed: StoredFileInfo[],
  keep: (name: string) => boolean,
  cutoffMs: number,
  summary: { failed: number },
): Promise<string[]> {
  const removed: string[] = [];
  for (const file of listed) {
    if (file.changedAtMs > cutoffMs || keep(file.name)) continue;
    try {
      await store.remove(file.name);
      removed.push(file.name);
    } catch {
      summary.failed += 1;
    }
  }
  return removed;
}

/**
 * One clean-up pass over the media and font folders of `stores` (local or S3, as the composition root
 * built them) and the local incoming folder.
 * The rows are read after the folders are listed, so a file whose row was inserted in between
 * is kept. `nowMs` is the job's clock in epoch milliseconds; files younger than `minAgeMs` stay.
 * @throws AppError STORAGE_UNAVAILABLE when a folder cannot be listed.
 */
export async function cleanOrphanFiles(
  db: Db,
  stores: FileStores,
  options: { nowMs: number; minAgeMs?: number },
): Promise<OrphanCleanSummary> {
  const cutoffMs = options.nowMs - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const summary: OrphanCleanSummary = { uploads: [], fonts: [], incoming: [], failed: 0 };
  const media = stores.folder('uploads', anyName);
  const fonts = stores.folder('fonts', anyName);
  const incoming = stores.incoming(anyName);

  // Listing first, rows second: a name missing from the rows was already nameless when listed.
  const mediaListed = await media.list();
  const mediaRows = await db
    .select({ filename: mediaFiles.filename, thumbnailFilename: mediaFiles.thumbnailFilename, variantWidths: mediaFiles.variantWidths })
    .from(mediaFiles);
  const mediaNames = new Set(mediaRows.flatMap((row) => storedNamesOf(row)));
  summary.uploads = await removeOld(media, mediaListed, (name) => mediaNames.has(name), cutoffMs, summary);

  const fontsListed = await fonts.list();
  const fontRows = await db
    .select({ fontFile: customizationOptions.fontFile })
    .from(customizationOptions)
    .where(isNotNull(customizationOptions.fontFile));
  const fontNames = new Set(fontRows.map((row) => row.fontFile));
  summary.fonts = await removeOld(fonts, fontsListed, (name) => fontNames.has(name), cutoffMs, summary);

  summary.incoming = await removeOld(incoming, await incoming.list(), () => false, cutoffMs, summary);
  return summary;
}
