/** Public read of customization options (docs/product.md#api: fonts and colour combinations). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CustomizationOption, ListOptionsQuery } from '#shared/schemas/customization';
import { listCustomizationOptions, type OptionsCache } from '../../services/catalog/list-customization-options';
import type { Db } from '../../db/client';

/** GET /api/admin/customization-options?type=…: public, active options only, cacheable 30 s. */
export async function catalogRoutes(app: FastifyInstance, opts: { db: Db; optionsCache: OptionsCache }): Promise<void> {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/customization-options',
    {
      schema: {
        summary: 'The active fonts or colour combinations (public read)',
        querystring: ListOptionsQuery,
        response: { 200: z.array(CustomizationOption) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return listCustomizationOptions(db, opts.optionsCache, { type: request.query.type });
    },
  );
}
