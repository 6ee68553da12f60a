/**
 * The My Account toggle (docs/product.md#whatsapp-updates): GET the signed-in customer's current
 * choice for their profile phone and the language of their updates, PUT to opt in or out
 * (recorded with its wording, docs/decisions/146-whatsapp-consent-log.md) and/or to choose English
 * or Hindi (docs/decisions/184-message-language-separate-from-site-language.md).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountWhatsAppRequest, AccountWhatsAppResponse } from '#shared/schemas/messages';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { loadAccountWhatsApp, saveAccountWhatsApp } from '../services/messaging/save-account-whatsapp';

/** Registers GET and PUT /api/account/whatsapp (signed-in customers). */
export async function accountWhatsAppRoutes(app: FastifyInstance, opts: { db: Db; now: Clock }): Promise<void> {
  const { db, now } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/account/whatsapp',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: "Whether the signed-in customer's phone gets order updates on WhatsApp, and in which language",
        response: { 200: AccountWhatsAppResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return loadAccountWhatsApp(db, request.customer!.userId);
    },
  );

  r.put(
    '/account/whatsapp',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: 'Opt in to or out of WhatsApp order updates, and/or choose their language (en or hi)',
        body: AccountWhatsAppRequest,
        response: { 200: AccountWhatsAppResponse },
      },
    },
    async (request) => saveAccountWhatsApp(db, { userId: request.customer!.userId, ...request.body, now: now() }),
  );
}
