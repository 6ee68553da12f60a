/**
 * Meta's WhatsApp webhook (docs/decisions/148-whatsapp-webhook.md, docs/deploy.md "WhatsApp"):
 * GET answers the verification handshake, POST takes delivery statuses and replies, signed in
 * X-Hub-Signature-256. Without a WhatsApp provider (production without WHATSAPP_*) neither
 * route exists (404).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { webhookRouteOptions } from '../../plugins/webhook-guard';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MessagingProvider } from '../../services/messaging/provider';
import { SimulatedMessagingProvider } from '../../services/messaging/simulated-messaging';
import { WHATSAPP_SIGNATURE_HEADER } from '../../services/messaging/webhook-signature';
import { handleWhatsAppWebhook } from '../../services/messaging/whatsapp-webhook';
import { answerCodReply } from '../../services/cod/cod-confirmation';

const VerifyQuery = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Registers /api/whatsapp/webhook for `messaging`; `rateLimit: false` drops the per-address limit (tests). */
export async function whatsappRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; messaging: MessagingProvider | undefined; rateLimit?: boolean },
): Promise<void> {
  const { db, now, messaging } = opts;
  if (!messaging) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (messaging instanceof SimulatedMessagingProvider) {
    // Like Meta, the simulation reports delivery server-to-server.
    messaging.attachWebhookSink(async (payload, headers) => {
      const res = await app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload, headers });
      if (res.statusCode !== 200) app.log.warn({ statusCode: res.statusCode }, 'simulated WhatsApp webhook refused');
    });
    app.addHook('onClose', async () => messaging.attachWebhookSink(undefined));
  }

  // GET /api/whatsapp/webhook — Meta's verification handshake: echo hub.challenge for our token
  r.get(
    '/whatsapp/webhook',
    { schema: { summary: "Meta's webhook verification handshake", querystring: VerifyQuery } },
    async (request, reply) => {
      const query = request.query;
      const token = query['hub.verify_token'];
      if (query['hub.mode'] !== 'subscribe' || !token || !sameToken(token, messaging.verifyToken)) {
        throw new AppError('FORBIDDEN', 'The verify token does not match');
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    },
  );

  // POST /api/whatsapp/webhook — statuses and replies; unsigned requests are refused before the body is read
  r.post(
    '/whatsapp/webhook',
    {
      ...webhookRouteOptions(WHATSAPP_SIGNATURE_HEADER, { rateLimit: opts.rateLimit !== false }),
      schema: {
        summary: 'WhatsApp delivery statuses and replies (X-Hub-Signature-256 checked on the raw body)',
        response: {
          200: z.object({
            ok: z.literal(true),
            statusesApplied: z.number().int(),
            statusesHeld: z.number().int(),
            optOuts: z.number().int(),
            codReplies: z.number().int(),
            ignored: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const header = request.headers[WHATSAPP_SIGNATURE_HEADER];
      const outcome = await handleWhatsAppWebhook(db, {
        appSecret: messaging.appSecret,
        rawBody: request.rawBody ?? '',
        signature: typeof header === 'string' ? header : undefined,
        now: now(),
        answerCodReply,
      });
      return { ok: true as const, ...outcome };
    },
  );
}
