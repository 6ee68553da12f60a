/**
 * Shipping for everyone (docs/decisions/053, 054, 099): the checkout's arrival date, the courier's
 * tracking webhook (none with the manual courier), and the public tracking lookup.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceabilityQuery, ServiceabilityResponse, TrackQuery, TrackResponse } from '#shared/schemas/shipping';
import { checkServiceability } from '../../services/shipping/check-serviceability';
import { recordTrackingEvent } from '../../services/shipping/record-tracking-event';
import { SimulatedCourier } from '../../services/shipping/simulated-courier';
import { trackOrder } from '../../services/shipping/track-order';
import { webhookRouteOptions } from '../../plugins/webhook-guard';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ShippingProvider } from '../../services/shipping/provider';
import { perMinuteLimits } from '../../lib/route-rate-limit';

/**
 * Tracking lookups a client address may make per minute (docs/decisions/080-trusted-proxies.md).
 */
export const TRACK_LOOKUPS_PER_MINUTE = 20;

/** Registers /api/shipping/* and /api/track; `rateLimit: false` drops the per-IP limits (benches). */
export async function shippingRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; shipping: ShippingProvider; rateLimit?: boolean },
): Promise<void> {
  const { db, now, shipping } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = perMinuteLimits(opts.rateLimit);
  if (shipping instanceof SimulatedCourier) {
    const courier = shipping;
    // Like a real courier, the simulated one reports tracking server-to-server.
    courier.attachWebhookSink(async (payload, headers) => {
      const res = await app.inject({ method: 'POST', url: '/api/shipping/webhook', payload, headers });
      if (res.statusCode !== 200) app.log.warn({ statusCode: res.statusCode }, 'simulated courier webhook refused');
    });
    // Its timer runs only in a listening server (tests drive deliverDue with their own clock).
    app.addHook('onListen', async () => courier.start());
    app.addHook('onClose', async () => courier.stop());
  }

  // GET /api/shipping/serviceability?pin=560001 — whether we deliver there, and by when
  r.get(
    '/shipping/serviceability',
    {
      schema: {
        summary: 'Whether we deliver to a PIN code, and by when',
        querystring: ServiceabilityQuery,
        response: { 200: ServiceabilityResponse },
      },
      config: limit(60),
    },
    (request) => checkServiceability(db, { provider: shipping, pin: request.query.pin, now: now() }),
  );

  // POST /api/shipping/webhook — the courier's tracking events (signature checked on the raw body).
  // Unsigned requests are refused before the body is read; at most WEBHOOKS_PER_MINUTE per address.
  // The manual courier sends none: the route does not exist (404), so nothing forged can move a parcel.
  if (shipping.webhookSignatureHeader !== null) {
    r.post(
      '/shipping/webhook',
      {
        ...webhookRouteOptions(shipping.webhookSignatureHeader, { rateLimit: opts.rateLimit !== false }),
        schema: {
          summary: "The courier's tracking events (signature checked on the raw body)",
          response: { 200: z.object({ ok: z.literal(true), outcome: z.string() }) },
        },
      },
      async (request) => {
        const outcome = await recordTrackingEvent(db, {
          provider: shipping,
          rawBody: request.rawBody ?? '',
          headers: request.headers,
          now: now(),
        });
        if (outcome === 'unknown_awb') request.log.warn({ outcome }, 'tracking webhook for an AWB we did not book');
        return { ok: true as const, outcome };
      },
    );
  }

  // GET /api/track?order=ID&contact=PHONE_OR_EMAIL — public; the same 404 for any mismatch
  r.get(
    '/track',
    {
      schema: {
        summary: 'Track a parcel (public; the same 404 for any mismatch)',
        querystring: TrackQuery,
        response: { 200: TrackResponse },
      },
      config: limit(TRACK_LOOKUPS_PER_MINUTE),
      onSend: async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      },
    },
    (request) => trackOrder(db, { orderId: Number(request.query.order), contact: request.query.contact }),
  );
}
