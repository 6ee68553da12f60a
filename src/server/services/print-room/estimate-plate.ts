/**
 * The slicer's estimates for a plate record (docs/print-room.md#estimates): its 3MF sliced on
 * the server with PrusaSlicer, the print time and filament read from the G-code and stored on
 * the plate. Where PrusaSlicer is not installed the plate keeps no estimate.
 */
import { eq } from 'drizzle-orm';
import type { Plate } from '#shared/schemas/plates';
import type { Db } from '../../db/client';
import { plates } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { StlContext } from '../stl/stl-context';
import { buildPlate3mf } from './build-plate-3mf';
import { getPlate } from './plates';
import { slicePlate3mf } from './slice-plate';

/**
 * Slices plate `id` and stores the estimates; `slicer` is the CLI's command (default `prusa-slicer`).
 * @throws AppError NOT_FOUND; CONFLICT when PrusaSlicer is not installed here;
 *   errors of buildPlate3mf.
 */
export async function estimatePlate(db: Db, stl: StlContext, options: { id: number; slicer?: string }): Promise<Plate> {
  const file = await buildPlate3mf(db, stl, { id: options.id });
  const sliced = await slicePlate3mf(file.bytes, { command: options.slicer });
  if (!sliced) throw new AppError('CONFLICT', 'PrusaSlicer is not installed on the server: plates are not estimated');
  await db
    .update(plates)
    .set({
      estimatedSeconds: sliced.estimatedSeconds,
      filamentMg: sliced.filamentGrams === null ? null : Math.round(sliced.filamentGrams * 1000),
    })
    .where(eq(plates.id, options.id));
  return getPlate(db, options.id);
}
