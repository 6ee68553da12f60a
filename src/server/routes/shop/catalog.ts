/** Public read of customization options (docs/product.md#api: fonts and colour combinations). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CustomizationOption, ListOptionsQuery } from '#shared/schemas/customization';
import { listCustomizationOptions, type OptionsCache } from '../../services/catalog/list-customization-options';
import type { Db } from '../../db/client';

const OptionList = z.array(CustomizationOption);

/**
 * GET /api/admin/customization-options?type=…: public, active options only, cacheable 30 s. The
 * answer is the cached list (listCustomizationOptions) encoded through its response schema once
 * per list the cache holds, not once per request (docs/decisions/191): a cache refill or an
 * admin write gives a new list, hence a new body.
 */
export async function catalogRoutes(app: FastifyInstance, opts: { db: Db; optionsCache: OptionsCache }): Promise<void> {
  const { db } = opts;
  const bodies = new WeakMap<readonly CustomizationOption[], string>();
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
      const list = await listCustomizationOptions(db, opts.optionsCache, { type: request.query.type });
      let body = bodies.get(list);
      if (body === undefined) {
        body = JSON.stringify(OptionList.encode(list));
        bodies.set(list, body);
      }
      // A string with a JSON type is sent as it is (the type provider expects the list, hence the
      // cast): the schema above documents the answer and encoded it.
      return reply
        .header('Cache-Control', 'public, max-age=30')
        .type('application/json; charset=utf-8')
        .send(body as unknown as CustomizationOption[]);
    },
  );
}
