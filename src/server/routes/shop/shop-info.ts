/** GET /api/shop-info: the seller's details for the policy pages, the footer and /contact, and whether the checkout is open (docs/decisions/046-business-settings.md, docs/product.md#seller-details). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShopInfoResponse } from '#shared/schemas/business-settings';
import { checkoutOpen, getBusinessSettings } from '../../services/settings/business-settings';
import type { Db } from '../../db/client';
import type { Config } from '../../env';

export async function shopInfoRoutes(app: FastifyInstance, opts: { db: Db; config: Pick<Config, 'isProduction'> }): Promise<void> {
  const { db, config } = opts;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/shop-info',
      { schema: { summary: "The seller's details every page prints", response: { 200: ShopInfoResponse } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=60');
        const settings = await getBusinessSettings(db);
        const { legalName, tradeName, address, stateCode, stateName, gstin, email, phone, grievanceOfficer } = settings;
        const open = checkoutOpen(settings, config.isProduction);
        return { legalName, tradeName, address, stateCode, stateName, gstin, email, phone, grievanceOfficer, checkoutOpen: open };
      },
    );
}
