/**
 * The My Account WhatsApp toggle (docs/product.md#whatsapp-updates): GET the signed-in customer's
 * current choice for their profile phone, PUT to opt in or out (recorded with its wording,
 * docs/decisions/146-whatsapp-consent-log.md).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountWhatsAppRequest, AccountWhatsAppResponse } from '#shared/schemas/messages';
import { WHATSAPP_CONSENT_WORDING } from '#shared/whatsapp';
import { AppError } from '../lib/app-error';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import type { Clock } from '../composition-root';
import { isWhatsAppOptedIn, recordWhatsAppConsent, whatsappMobile } from '../services/messaging/whatsapp-outbox';

/** Registers GET and PUT /api/account/whatsapp (signed-in customers). */
export async function accountWhatsAppRoutes(app: FastifyInstance, opts: { db: Db; now: Clock }): Promise<void> {
  const { db, now } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const phoneOf = async (userId: string): Promise<string | null> => {
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    return user?.phone ?? null;
  };

  r.get(
    '/account/whatsapp',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: "Whether the signed-in customer's phone gets order updates on WhatsApp",
        response: { 200: AccountWhatsAppResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const phone = await phoneOf(request.customer!.userId);
      return { phone, optedIn: phone ? await isWhatsAppOptedIn(db, phone) : false };
    },
  );

  r.put(
    '/account/whatsapp',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: 'Opt in to or out of WhatsApp order updates',
        body: AccountWhatsAppRequest,
        response: { 200: AccountWhatsAppResponse },
      },
    },
    async (request) => {
      const userId = request.customer!.userId;
      const phone = await phoneOf(userId);
      if (!phone || !whatsappMobile(phone)) {
        throw new AppError('BAD_REQUEST', 'Add an Indian mobile number to your profile first', {
          issues: [{ path: 'phone', message: 'Add an Indian mobile number to your profile first' }],
        });
      }
      const wording = request.body.optedIn ? WHATSAPP_CONSENT_WORDING : 'Turned off in My Account';
      await recordWhatsAppConsent(db, { phone, optedIn: request.body.optedIn, wording, source: 'account', userId }, now());
      return { phone, optedIn: await isWhatsAppOptedIn(db, phone) };
    },
  );
}
