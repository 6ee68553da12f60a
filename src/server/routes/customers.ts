/**
 * Customer data routes under /api: the signed-in user's order history and the admin-only
 * customer registry (docs/product.md#registry-access: it lists other people's personal data, DPDP
 * Act 2023).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CustomerRegistryQuery, CustomerRegistryResponse, MyOrdersResponse } from '#shared/schemas/auth';
import { errorResponses } from '../plugins/api-docs';
import { findCustomerOrders } from '../services/customers/find-customer-orders';
import { listCustomerRegistry } from '../services/customers/list-customer-registry';
import type { Db } from '../db/client';

export async function customerRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/orders/my → the signed-in user's orders, newest first; 401 when signed out.
  r.get(
    '/orders/my',
    {
      onRequest: app.requireCustomer,
      schema: { summary: "The signed-in user's orders, newest first", response: { 200: MyOrdersResponse } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return findCustomerOrders(db, request.customer!.userId);
    },
  );

  // GET /api/customer-registry → admin session: one page of the registry; signed-in customer: 403; else 401.
  r.get(
    '/customer-registry',
    {
      // Customers' contact details: the roles that may read them (shared/staff-roles.ts); plugins/admin-auth.ts guards.
      config: { permission: 'customers:read' },
      schema: {
        summary:
          'One page of the customer registry, newest first, its total and the totals over every customer (admin session only); ?q= finds by name, e-mail or phone, ?cursor= continues',
        querystring: CustomerRegistryQuery,
        response: { 200: CustomerRegistryResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { limit, cursor, q } = request.query;
      return listCustomerRegistry(db, { limit, ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) });
    },
  );
}
