/**
 * Plate routes that build the plate (docs/print-room.md); they need the geometry engine, which
 * the caller hands in:
 *   GET  /api/admin/plates/:id/plate.3mf   the plate's 3MF, with the colour change
 *   POST /api/admin/plates/:id/estimate    slice it with PrusaSlicer; store time and filament
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Plate, PlateIdParams } from '#shared/schemas/plates';
import { buildPlate3mf } from '../../services/print-room/build-plate-3mf';
import { estimatePlate } from '../../services/print-room/estimate-plate';
import type { StlContext } from '../../services/stl/stl-context';
import type { Db } from '../../db/client';
import { sendDownload } from '../../lib/send-download';

export async function adminPlateFileRoutes(app: FastifyInstance, opts: { db: Db; stl: StlContext }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/plates/:id/plate.3mf',
    {
      config: { permission: 'print-room' },
      schema: { summary: "The plate's 3MF, with the colour change", params: PlateIdParams },
    },
    async (request, reply) => {
      const file = await buildPlate3mf(db, opts.stl, { id: request.params.id });
      return sendDownload(reply, { fileName: file.fileName, type: 'model/3mf', body: Buffer.from(file.bytes) });
    },
  );

  r.post(
    '/plates/:id/estimate',
    {
      config: { permission: 'print-room' },
      schema: { summary: 'Slice the plate with PrusaSlicer; store time and filament', params: PlateIdParams, response: { 200: Plate } },
    },
    (request) => estimatePlate(db, opts.stl, { id: request.params.id }),
  );
}
