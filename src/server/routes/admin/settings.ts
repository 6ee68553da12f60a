/** The seller's business settings: GET/PUT /api/admin/settings/business (docs/decisions/046-business-settings.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BusinessSettings, BusinessSettingsRequest } from '#shared/schemas/business-settings';
import { getBusinessSettings, updateBusinessSettings } from '../../services/settings/business-settings';
import type { Db } from '../../db/client';

export async function adminSettingsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/admin/settings/business — the settings, or the placeholders with configured: false
  r.get(
    '/settings/business',
    {
      config: { permission: 'settings:read' },
      schema: { summary: 'The business settings, or placeholders with configured: false', response: { 200: BusinessSettings } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getBusinessSettings(db);
    },
  );

  // PUT /api/admin/settings/business — replace them all; a 400 names each wrong field and stores nothing
  r.put(
    '/settings/business',
    {
      config: { permission: 'settings:write', reauth: true },
      schema: {
        summary: 'Replace the business settings (a 400 names each wrong field and stores nothing)',
        body: BusinessSettingsRequest,
        response: { 200: BusinessSettings },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const before = await getBusinessSettings(db);
      const after = await updateBusinessSettings(db, { settings: request.body });
      request.auditChange = { action: 'settings.business', recordType: 'settings', recordId: 'business', before, after };
      return after;
    },
  );
}
