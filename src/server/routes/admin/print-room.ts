/**
 * Print room settings (docs/print-room.md):
 *   GET /api/admin/settings/print-room   the layer heights and the colour change height they give
 *   PUT /api/admin/settings/print-room   change the layer heights
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PrintRoomSettingsRequest, PrintRoomSettingsResponse } from '#shared/schemas/print-room';
import { getPrintRoomSettings, updatePrintRoomSettings } from '../../services/print-room/print-room-settings';
import type { Db } from '../../db/client';

export async function adminPrintRoomRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/settings/print-room',
    {
      config: { permission: 'print-room' },
      schema: { summary: 'The layer heights and the colour change height they give', response: { 200: PrintRoomSettingsResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getPrintRoomSettings(db);
    },
  );

  r.put(
    '/settings/print-room',
    {
      config: { permission: 'settings:write', reauth: true },
      schema: { summary: 'Change the layer heights', body: PrintRoomSettingsRequest, response: { 200: PrintRoomSettingsResponse } },
    },
    async (request) => {
      const before = await getPrintRoomSettings(db);
      const after = await updatePrintRoomSettings(db, { settings: request.body });
      request.auditChange = { action: 'settings.print_room', recordType: 'settings', recordId: 'print-room', before, after };
      return after;
    },
  );
}
