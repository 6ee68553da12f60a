/**
 * GET /api/admin/plates/:id/plate.3mf (admin): the plate's 3MF, with the colour change
 * (docs/print-room.md). Needs the geometry engine, which the caller hands in.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PlateIdParams } from '#shared/schemas/plates';
import { buildPlate3mf } from '../../services/print-room/build-plate-3mf';
import type { StlContext } from '../../services/stl/stl-context';

export async function adminPlateFileRoutes(app: FastifyInstance, opts: { stl: StlContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/plates/:id/plate.3mf', { onRequest: app.requireAdmin, schema: { params: PlateIdParams } }, async (request, reply) => {
    const file = await buildPlate3mf(app.db, opts.stl, { id: request.params.id });
    return reply
      .type('model/3mf')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(file.bytes));
  });
}
