/**
 * Refunds of paid orders (docs/product.md#refunds): POST /api/admin/orders/{id}/refunds.
 */
import type { FastifyInstance } from 'fastify';
import { staffActor } from '../../plugins/admin-auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminOrderIdParams } from '#shared/schemas/admin-orders';
import { CreateRefundRequest, CreateRefundResponse } from '#shared/schemas/refund';
import { idempotent } from '../../plugins/idempotency';
import { requestRefund } from '../../services/refunds/request-refund';
import type { PaymentProvider } from '../../services/payments/provider';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** The admin's refund route; admin session only, refunds through `payments`. */
export async function adminRefundRoutes(app: FastifyInstance, opts: { db: Db; now: Clock; payments: PaymentProvider }): Promise<void> {
  const { db, now, payments } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Keys are per order: a retried click is the same request; another staff member's is another (one refund, by the row lock).
  const hooks = idempotent({ db, now }, { scope: (request) => `admin:refund:${(request.params as { id: number }).id}` });

  // POST /api/admin/orders/:id/refunds — refund all that remains (or amountPaise) through the provider
  r.post(
    '/orders/:id/refunds',
    {
      config: { permission: 'refunds:write', reauth: true },
      preHandler: hooks.preHandler,
      onSend: hooks.onSend,
      schema: {
        summary: 'Refund all that remains (or amountPaise) through the provider',
        params: AdminOrderIdParams,
        body: CreateRefundRequest,
        response: { 200: CreateRefundResponse },
      },
    },
    async (request) => {
      const { amountPaise, ...answer } = await requestRefund(
        db,
        { orderId: request.params.id, ...request.body, actor: staffActor(request) },
        { provider: payments, now },
      );
      request.auditChange = {
        recordType: 'refunds',
        recordId: answer.id,
        amountPaise,
        after: { orderId: request.params.id, status: answer.status },
      };
      return answer;
    },
  );
}
