/** Public read of customization options (spec §7: fonts and colour combinations). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CustomizationOption, ListOptionsQuery } from '#shared/schemas/customization';
import { listCustomizationOptions, type OptionsCache } from '../../services/catalog/list-customization-options';

/** GET /api/admin/customization-options?type=…: public, active options only, cacheable 30 s. */
export async function catalogRoutes(app: FastifyInstance, opts: { optionsCache: OptionsCache }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/admin/customization-options',
      { schema: { querystring: ListOptionsQuery, response: { 200: z.array(CustomizationOption) } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'public, max-age=30');
        return listCustomizationOptions(app.db, opts.optionsCache, { type: request.query.type });
      },
    );
}
