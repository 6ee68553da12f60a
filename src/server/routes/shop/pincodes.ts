/** GET /api/pincodes/:pin: where a PIN code is (docs/decisions/048-pin-code-directory.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PincodeParams, PincodeResponse } from '#shared/schemas/pincode';
import { AppError } from '../../lib/app-error';
import { UNKNOWN_PIN_CODE } from '../../services/pincodes/check-address-pin';
import type { PincodeDirectory } from '../../services/pincodes/pincode-directory';

export async function pincodeRoutes(app: FastifyInstance, opts: { pincodes: PincodeDirectory }): Promise<void> {
  const { pincodes } = opts;
  // A malformed PIN is 400 (schema), an unknown one 404; the answer changes only with a deploy.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/pincodes/:pin',
      { schema: { summary: 'The state and district of a PIN code', params: PincodeParams, response: { 200: PincodeResponse } } },
      async (request, reply) => {
        const place = pincodes.find(request.params.pin);
        if (!place) throw new AppError('NOT_FOUND', UNKNOWN_PIN_CODE);
        reply.header('Cache-Control', 'public, max-age=86400');
        return place;
      },
    );
}
