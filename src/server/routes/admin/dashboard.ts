/** GET /api/admin/dashboard: the owner's dashboard over a range of India days (docs/product.md#dashboard). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardQuery, DashboardResponse } from '#shared/schemas/admin-dashboard';
import { getDashboard } from '../../services/admin/get-dashboard';
import { SALES_CHANNELS } from '../../services/admin/dashboard-sales';
import type { Db } from '../../db/client';

/**
 * Each dashboard query's statement timeout, ms: well above the 300 ms budget at 100,000 orders
 * (docs/performance.md#back-office-at-100000-orders), so only a sick database trips it, and the tab gets a
 * 503 with Retry-After instead of hanging.
 */
export const DASHBOARD_STATEMENT_TIMEOUT_MS = 10_000;

/** Registers GET /dashboard; `statementTimeoutMs` defaults to DASHBOARD_STATEMENT_TIMEOUT_MS. */
export async function adminDashboardRoutes(app: FastifyInstance, opts: { db: Db; statementTimeoutMs?: number }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dashboard',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        summary: "The owner's dashboard: sales, GST, dealer credits and the print room over India days, against the period before",
        querystring: DashboardQuery,
        response: { 200: DashboardResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getDashboard(opts.db, {
        from: request.query.from,
        to: request.query.to,
        channels: SALES_CHANNELS,
        statementTimeoutMs: opts.statementTimeoutMs ?? DASHBOARD_STATEMENT_TIMEOUT_MS,
      });
    },
  );
}
