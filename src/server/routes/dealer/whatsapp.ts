/**
 * The dealer profile's WhatsApp box (docs/product.md#whatsapp-updates): GET the dealer's current
 * choice for their registered mobile, PUT to opt in or out (recorded with its wording,
 * docs/decisions/146-whatsapp-consent-log.md). Credit receipts then go on WhatsApp too.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WhatsAppChoiceRequest, WhatsAppChoiceResponse } from '#shared/schemas/messages';
import { WHATSAPP_CONSENT_WORDING } from '#shared/whatsapp';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isWhatsAppOptedIn, recordWhatsAppConsent } from '../../services/messaging/whatsapp-outbox';

/** Registers GET and PUT /api/dealer/whatsapp (the dealer's bearer token). */
export async function dealerWhatsAppRoutes(app: FastifyInstance, opts: { db: Db; now: Clock }): Promise<void> {
  const { db, now } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bearer = { onRequest: app.requireDealer };

  r.get(
    '/whatsapp',
    { ...bearer, schema: { summary: "Whether the dealer's mobile gets receipts on WhatsApp", response: { 200: WhatsAppChoiceResponse } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const phone = request.dealer!.phoneNumber;
      return { phone, optedIn: await isWhatsAppOptedIn(db, phone) };
    },
  );

  r.put(
    '/whatsapp',
    {
      ...bearer,
      schema: {
        summary: 'Opt in to or out of WhatsApp receipts',
        body: WhatsAppChoiceRequest,
        response: { 200: WhatsAppChoiceResponse },
      },
    },
    async (request) => {
      const dealer = request.dealer!;
      const wording = request.body.optedIn ? WHATSAPP_CONSENT_WORDING : 'Turned off in the dealer profile';
      await recordWhatsAppConsent(
        db,
        { phone: dealer.phoneNumber, optedIn: request.body.optedIn, wording, source: 'dealer_profile', dealerId: dealer.id },
        now(),
      );
      return { phone: dealer.phoneNumber, optedIn: await isWhatsAppOptedIn(db, dealer.phoneNumber) };
    },
  );
}
