/**
 * Admin views of background work: GET /api/admin/jobs,
 * GET /api/admin/outbox and GET /api/admin/outbox/:id.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminJobsResponse, OutboxListResponse, OutboxMailParams, OutboxMailResponse, OutboxQuery } from '#shared/schemas/admin-operations';
import { AppError } from '../../lib/app-error';
import { publicBaseUrl, type Config } from '../../env';
import { getOutboxMail, listOutbox } from '../../services/email/outbox';
import { listJobs } from '../../services/jobs/job-bookkeeping';
import { SHOP_JOBS } from '../../services/jobs/shop-jobs';
import type { Db } from '../../db/client';

export async function adminOperationsRoutes(app: FastifyInstance, opts: { db: Db; config: Config }): Promise<void> {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/admin/jobs — every job's last run, last success and recent failures
  r.get(
    '/jobs',
    {
      config: { permission: 'operations:read' },
      schema: { summary: "Every background job's last run, last success and recent failures", response: { 200: AdminJobsResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        runner: app.jobs.runner?.kind ?? 'none',
        smtpConfigured: Boolean(config.smtpUrl),
        jobs: await listJobs(db, SHOP_JOBS),
      };
    },
  );

  // GET /api/admin/outbox — mails, newest first
  r.get(
    '/outbox',
    {
      config: { permission: 'operations:read' },
      schema: { summary: 'The e-mail outbox, newest first', querystring: OutboxQuery, response: { 200: OutboxListResponse } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { page, pageSize } = request.query;
      const list = await listOutbox(db, { limit: pageSize, offset: (page - 1) * pageSize, shopEmail: config.shopEmail });
      return { ...list, smtpConfigured: Boolean(config.smtpUrl) };
    },
  );

  // GET /api/admin/outbox/:id — one mail with its bodies
  r.get(
    '/outbox/:id',
    {
      config: { permission: 'operations:read' },
      schema: { summary: 'One outbox mail with its bodies', params: OutboxMailParams, response: { 200: OutboxMailResponse } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const mail = await getOutboxMail(db, {
        id: request.params.id,
        shopEmail: config.shopEmail,
        publicUrl: publicBaseUrl(config),
      });
      if (!mail) throw new AppError('NOT_FOUND', 'Mail not found');
      return mail;
    },
  );
}
