/** Shop orders (spec §7 POST /api/orders). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateOrderRequest, CreateOrderResponse } from '#shared/schemas/order';
import { placeOrder } from '../../services/orders/place-order';

/** POST /api/orders: validate, price on the server, store as pending, answer the id. */
export async function orderRoutes(app: FastifyInstance, opts: { rateLimit?: boolean }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: { body: CreateOrderRequest, response: { 201: CreateOrderResponse } },
      config: opts.rateLimit === false ? {} : { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const session = await app.customerSession(request);
      const order = await placeOrder(app.db, request.body, { userId: session?.userId ?? null, log: request.log });
      return reply.code(201).send(order);
    },
  );
}
