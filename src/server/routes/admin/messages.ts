/**
 * GET /api/admin/messages: every message the shop sent, e-mail and WhatsApp; POST
 * /api/admin/messages/:id/resend: a failed one again (docs/product.md#whatsapp-updates).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminMessageIdParams, AdminMessageResendResponse, AdminMessagesQuery, AdminMessagesResponse } from '#shared/schemas/messages';
import { publicBaseUrl, type Config } from '../../env';
import { countMessages, listMessages } from '../../services/admin/list-messages';
import { resendMessage } from '../../services/admin/resend-message';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';

/** Registers GET /api/admin/messages (permission messages:read) and POST /api/admin/messages/:id/resend (orders:write). */
export async function adminMessageRoutes(app: FastifyInstance, opts: { db: Db; now: Clock; config: Config }): Promise<void> {
  const { db, now, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/messages',
    {
      config: { permission: 'messages:read' },
      schema: {
        summary:
          'One page of the messages sent to customers and dealers (e-mail and WhatsApp), newest first, and their total; ?orderId= for one order',
        querystring: AdminMessagesQuery,
        response: { 200: AdminMessagesResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { orderId, channel, limit, before } = request.query;
      const filter = { ...(orderId !== undefined ? { orderId } : {}), ...(channel ? { channel } : {}) };
      // One more than the page: whether a next page exists.
      const [rows, total] = await Promise.all([
        listMessages(db, {
          ...filter,
          ...(before !== undefined ? { before } : {}),
          limit: limit + 1,
          shopEmail: config.shopEmail,
          publicUrl: publicBaseUrl(config),
        }),
        countMessages(db, filter),
      ]);
      const data = rows.slice(0, limit);
      return { data, total, nextBefore: rows.length > limit ? data[data.length - 1]!.id : null };
    },
  );

  r.post(
    '/messages/:id/resend',
    {
      config: { permission: 'orders:write' },
      schema: {
        summary: 'Send a failed message again as a new message (never to a number that opted out of WhatsApp)',
        params: AdminMessageIdParams,
        response: { 201: AdminMessageResendResponse },
      },
    },
    async (request, reply) => {
      const data = await resendMessage(db, {
        id: request.params.id,
        now: now(),
        shopEmail: config.shopEmail,
        publicUrl: publicBaseUrl(config),
      });
      request.auditChange = {
        action: 'message.resend',
        recordType: 'messages',
        recordId: request.params.id,
        after: { id: data.id, channel: data.channel, to: data.to, template: data.template },
      };
      return reply.code(201).send({ data });
    },
  );
}
