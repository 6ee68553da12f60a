/** GET /api/admin/messages: every message the shop sent, e-mail and WhatsApp (docs/product.md#whatsapp-updates). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminMessagesQuery, AdminMessagesResponse } from '#shared/schemas/messages';
import { publicBaseUrl, type Config } from '../../env';
import { countMessages, listMessages } from '../../services/admin/list-messages';
import type { Db } from '../../db/client';

/** Registers GET /api/admin/messages (permission messages:read). */
export async function adminMessageRoutes(app: FastifyInstance, opts: { db: Db; config: Config }): Promise<void> {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/messages',
    {
      config: { permission: 'messages:read' },
      onRequest: app.requireAdmin,
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
}
