/**
 * The 3MF of a plate record (docs/print-room.md#plates): its keychains built as the batch zip
 * builds them, in slot order, with the colour change at the print room's layers.
 */
import { inArray } from 'drizzle-orm';
import { DEFAULT_BED } from '../../../geometry/index.js';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { buildOrderKeychain, startPrintBuildSession } from '../stl/build-order-print-files';
import { getPrintRoomLayers } from './print-room-settings';
import type { BatchKeychain } from '../stl/print-batch-build';
import { buildBatchPlates } from '../stl/print-batch-plates';
import type { StlContext } from '../stl/stl-context';
import { getPlate } from './plates';

/**
 * Builds plate `id`'s 3MF.
 * @throws AppError NOT_FOUND; CONFLICT when a keychain on it can no longer be built (its font
 *   is gone), naming it; GATEWAY_UNAVAILABLE when the pool is saturated.
 */
export async function buildPlate3mf(db: Db, stl: StlContext, options: { id: number }): Promise<{ fileName: string; bytes: Uint8Array }> {
  const plate = await getPlate(db, options.id);
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(plate.keychains.map((k) => k.orderId))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const session = await startPrintBuildSession(db, { forBatch: true, layers: await getPrintRoomLayers(db) });
  const entries: BatchKeychain[] = [];
  for (const ref of plate.keychains) {
    const order = byId.get(ref.orderId)!;
    const design = order.keychains[ref.keychainIndex];
    if (!design) throw new AppError('CONFLICT', `Order #${ref.orderId} has no keychain ${ref.keychainIndex + 1}`);
    const k = await buildOrderKeychain(db, stl, session, order, ref.keychainIndex, design);
    if (!k.files)
      throw new AppError('CONFLICT', `Keychain ${ref.keychainIndex + 1} of order #${ref.orderId} cannot be built: ${k.notGenerated ?? ''}`);
    entries.push({ order, design, k });
  }
  const { plates } = buildBatchPlates(entries, DEFAULT_BED, session.print);
  const [name, entry] = Object.entries(plates)[0]!;
  const bytes = Array.isArray(entry) ? entry[0] : entry;
  if (!(bytes instanceof Uint8Array)) throw new AppError('INTERNAL', 'Plate file missing');
  return { fileName: `plate-${plate.id}-${name}`, bytes };
}
