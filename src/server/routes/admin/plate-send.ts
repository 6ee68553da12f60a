/**
 * POST /api/admin/plates/:id/send { printerId }: the plate's G-code (or 3MF) uploaded to the
 * printer and started (docs/print-room.md#printers). It builds the plate, so it is handed the
 * geometry engine like plate-file.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Plate, PlateIdParams } from '#shared/schemas/plates';
import { SendPlateRequest } from '#shared/schemas/printers';
import { buildPlate3mf } from '../../services/print-room/build-plate-3mf';
import { slicePlate3mf } from '../../services/print-room/slice-plate';
import { sendPlateToPrinter } from '../../services/printers/send-plate';
import type { StlContext } from '../../services/stl/stl-context';
import type { PrinterAddressRules } from '../../services/printers/printer-address';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';

export async function adminPlateSendRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; stl: StlContext; printerRules: PrinterAddressRules; config: Pick<Config, 'sessionSecret'> },
): Promise<void> {
  const { db, now, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/plates/:id/send',
    {
      config: { permission: 'print-room' },
      schema: {
        summary: "Upload the plate's G-code (or 3MF) to a printer",
        params: PlateIdParams,
        body: SendPlateRequest,
        response: { 200: Plate },
      },
    },
    (request) =>
      sendPlateToPrinter(db, {
        plateId: request.params.id,
        printerId: request.body.printerId,
        secret: config.sessionSecret,
        now,
        rules: opts.printerRules,
        log: request.log,
        build3mf: (id) => buildPlate3mf(db, opts.stl, { id }),
        slice: (bytes) => slicePlate3mf(bytes),
      }),
  );
}
