/**
 * Cash on delivery for the admin (docs/product.md#cash-on-delivery): GET/PUT /api/admin/cod/settings
 * and POST /api/admin/orders/:id/cod-confirmation (a staff member confirms after a phone call).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CodSettings, CodSettingsView } from '#shared/schemas/cod';
import { AdminOrderIdParams } from '#shared/schemas/admin-orders';
import { getCodSettingsWithTime, saveCodSettings } from '../../services/settings/cod-settings';
import { confirmCodByStaff } from '../../services/cod/cod-confirmation';
import { staffActor } from '../../plugins/admin-auth';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';

async function view(db: Db): Promise<CodSettingsView> {
  const { settings, savedAt } = await getCodSettingsWithTime(db);
  return { settings, updatedAt: savedAt?.toISOString() ?? null };
}

/** Registers the COD settings and the staff confirmation. */
export async function adminCodCheckoutRoutes(app: FastifyInstance, opts: { db: Db; now: Clock }): Promise<void> {
  const { db, now } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/admin/cod/settings — the settings (the defaults until the first save)
  r.get(
    '/cod/settings',
    {
      config: { permission: 'cod:settings' },
      schema: { summary: 'The cash on delivery settings (the defaults until the first save)', response: { 200: CodSettingsView } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return view(db);
    },
  );

  // PUT /api/admin/cod/settings — replace them all; a 400 names each wrong field and stores nothing
  r.put(
    '/cod/settings',
    {
      config: { permission: 'cod:settings', reauth: true },
      schema: {
        summary: 'Replace the cash on delivery settings (a 400 names each wrong field and stores nothing)',
        body: CodSettings,
        response: { 200: CodSettingsView },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const before = await view(db);
      await saveCodSettings(db, request.body);
      const after = await view(db);
      request.auditChange = {
        action: 'settings.cod',
        recordType: 'settings',
        recordId: 'cod',
        before: before.settings,
        after: after.settings,
      };
      return after;
    },
  );

  // POST /api/admin/orders/:id/cod-confirmation — confirmed on the phone by a staff member (even when locked)
  r.post(
    '/orders/:id/cod-confirmation',
    {
      config: { permission: 'orders:write' },
      schema: {
        summary: 'Confirm a cash on delivery order after a phone call (recorded on the timeline with the staff name)',
        params: AdminOrderIdParams,
        response: { 200: z.object({ orderId: z.number().int(), orderStatus: z.string() }) },
      },
    },
    async (request) => {
      await confirmCodByStaff(db, { orderId: request.params.id, actor: staffActor(request), now: now() });
      request.auditChange = {
        action: 'order.cod_confirmed',
        recordType: 'order',
        recordId: request.params.id,
        before: { orderStatus: 'pending' },
        after: { orderStatus: 'confirmed' },
      };
      return { orderId: request.params.id, orderStatus: 'confirmed' };
    },
  );
}
