/**
 * Batch production: one zip for many orders, so the print room works by colour, not by order.
 * It holds, for each order, the folder the per-order download gives (`order-<id>/`: STL,
 * two-colour 3MF and job sheet per keychain), one build-plate 3MF per colour combination and
 * plate (`plates/`), a proof PNG per keychain (`proofs/`), and the batch job sheet as CSV and
 * text. Four steps, one file each: load (print-batch-load.ts), build (print-batch-build.ts),
 * plates (print-batch-plates.ts) and job sheet (print-batch-job-sheet.ts).
 */
import type { Readable } from 'node:stream';
import { strToU8, type Zippable } from 'fflate';
import type { PrintBatchQuery } from '#shared/schemas/print';
import { DEFAULT_BED, type BedOptions } from '../../../geometry/index.js';
import type { Db } from '../../db/client';
import { zipStream } from '../../lib/zip-stream';
import { orderFolderFiles, startPrintBuildSession, type BuiltKeychain } from './build-order-print-files';
import type { PrintRoomLayers } from './print-room-layers';
import { buildBatchKeychains, renderBatchProofs } from './print-batch-build';
import { batchJobSheet } from './print-batch-job-sheet';
import { loadBatchOrders, loadDealerNames } from './print-batch-load';
import { buildBatchPlates } from './print-batch-plates';
import type { StlContext } from './stl-context';

/** The batch zip and what is in it. */
export interface PrintBatch {
  fileName: string;
  /** The zip, deflated as it is read (every entry is already built: reading it cannot fail half-way for a build). */
  zip: Readable;
  orders: number;
  keychains: number;
  plates: number;
}

/**
 * Builds the batch zip for `query` on `bed` (default 250 × 210 mm, 5 mm apart) at the print
 * room's `layers` (print-room-settings.ts getPrintRoomLayers). `now` (the shop's clock) dates the job sheet and the zip's name.
 * @throws AppError NOT_FOUND (unknown ids, or no confirmed orders); GATEWAY_UNAVAILABLE when
 * the pool is saturated; BAD_REQUEST when a keychain does not fit the bed.
 */
export async function buildPrintBatch(
  db: Db,
  stl: StlContext,
  query: PrintBatchQuery,
  options: { now: Date; layers: PrintRoomLayers; bed?: BedOptions },
): Promise<PrintBatch> {
  const bed = options.bed ?? DEFAULT_BED;
  const rows = await loadBatchOrders(db, query);
  const dealerNames = await loadDealerNames(db, rows);
  const session = await startPrintBuildSession(db, { forBatch: true, layers: options.layers });
  const entries = await buildBatchKeychains(db, stl, session, rows);

  const files: Zippable = {};
  for (const order of rows) {
    const built: BuiltKeychain[] = entries.filter((e) => e.order.id === order.id).map((e) => e.k);
    const dealerName = order.dealerId === null ? null : (dealerNames.get(order.dealerId) ?? null);
    files[`order-${order.id}`] = orderFolderFiles(order, built, dealerName, session.print);
  }
  const { proofs, proofNames } = await renderBatchProofs(entries);
  files.proofs = proofs;
  const { plates, plateNames, groups } = buildBatchPlates(entries, bed, session.print);
  files.plates = plates;
  const { now } = options;
  const sheet = batchJobSheet({ rows, entries, dealerNames, groups, plateNames, proofNames, bed, print: session.print, now });
  files['job-sheet.txt'] = strToU8(sheet.text);
  files['job-sheet.csv'] = strToU8(sheet.csv);
  return {
    fileName: `chaabi-print-batch-${now.toISOString().slice(0, 10)}-${rows.length}-orders.zip`,
    // Level 1: the STLs are most of the bytes and deflate ~3× faster than at 6 for ~10 % more size.
    zip: zipStream(files, 1),
    orders: rows.length,
    keychains: entries.length,
    plates: groups.reduce((n, g) => n + g.plates.length, 0),
  };
}
