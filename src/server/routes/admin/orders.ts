/** Admin orders (spec §2 "Orders tab", §7 GET /api/admin/orders, PATCH /api/admin/orders/{id}). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOrder,
  AdminOrderIdParams,
  ListAdminOrdersQuery,
  ListAdminOrdersResponse,
  UpdateOrderStatusRequest,
} from '#shared/schemas/admin-orders';
import { listAdminOrders } from '../../services/admin/list-admin-orders';
import { updateOrderStatus } from '../../services/admin/update-order-status';

export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/admin/orders — one page newest first, with the stat cards' figures
  r.get(
    '/orders',
    { onRequest: app.requireAdmin, schema: { querystring: ListAdminOrdersQuery, response: { 200: ListAdminOrdersResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAdminOrders(app.db, request.query);
    },
  );

  // PATCH /api/admin/orders/:id — change an order's fulfilment status
  r.patch(
    '/orders/:id',
    { onRequest: app.requireAdmin, schema: { params: AdminOrderIdParams, body: UpdateOrderStatusRequest, response: { 200: AdminOrder } } },
    (request) => updateOrderStatus(app.db, { orderId: request.params.id, status: request.body.orderStatus }),
  );
}
