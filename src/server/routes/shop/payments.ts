/**
 * Payment routes (docs/product.md#customer-calls POST /api/payments/*,
 * docs/product.md#payments-security).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatePaymentRequest,
  CreatePaymentResponse,
  PaymentFailedRequest,
  PaymentFailedResponse,
  SimulatedCompleteRequest,
  SimulatedCompleteResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
  WebhookAck,
} from '#shared/schemas/payment';
import { idempotent } from '../../plugins/idempotency';
import { findOrderPaymentStatus } from '../../services/orders/find-order-payment-status';
import { completeSimulatedPayment } from '../../services/payments/complete-simulated-payment';
import { handlePaymentWebhook } from '../../services/payments/handle-payment-webhook';
import { webhookRouteOptions } from '../../plugins/webhook-guard';
import { openPayment } from '../../services/payments/open-payment';
import { reportPaymentFailure } from '../../services/payments/report-payment-failure';
import type { PaymentProvider } from '../../services/payments/provider';
import { SimulatedPaymentProvider } from '../../services/payments/simulated-gateway';
import { verifyPayment } from '../../services/payments/verify-payment';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';
import { perMinuteLimits } from '../../lib/route-rate-limit';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Registers /api/payments/*; `rateLimit: false` drops the per-IP limits (benches). The shop's
 * routes are adapters over the one payment pipeline (services/payments: open, verify, report a
 * failure, webhook), and every call about an order needs its capability or its signed-in owner
 * (app.requireOrderAccess: 404 otherwise, before anything is read).
 */
export async function paymentRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; rateLimit?: boolean; payments: PaymentProvider; config: Pick<Config, 'isProduction'> },
): Promise<void> {
  const { db, now } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = perMinuteLimits(opts.rateLimit);
  const { payments } = opts;
  if (payments instanceof SimulatedPaymentProvider) {
    // Anyone can "pay" through the simulated bank: fine offline, never for real customers.
    if (opts.config.isProduction)
      app.log.warn('Payments use the SIMULATED gateway in production: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  const owner = { preHandler: app.requireOrderAccess };
  const order = (orderId: number) => ({ kind: 'order', orderId }) as const;
  const createOrderHooks = idempotent({ db, now }, { scope: (request) => `order:${(request.body as CreatePaymentRequest).orderId}` });

  // POST /api/payments/create-order: open (or reuse) a gateway order for the order's server total
  r.post(
    '/create-order',
    {
      schema: {
        summary: "Open (or reuse) a gateway order for the order's server total",
        body: CreatePaymentRequest,
        response: { 200: CreatePaymentResponse },
      },
      config: limit(20),
      preHandler: [app.requireOrderAccess, createOrderHooks.preHandler],
      onSend: createOrderHooks.onSend,
    },
    (request) => openPayment(db, { provider: payments, ref: order(request.body.orderId), clock: now }),
  );

  // POST /api/payments/verify: check Checkout's signature, then capture (idempotent)
  r.post(
    '/verify',
    {
      ...owner,
      schema: {
        summary: "Check Checkout's signature, then capture (idempotent)",
        body: VerifyPaymentRequest,
        response: { 200: VerifyPaymentResponse },
      },
      config: limit(30),
    },
    async (request) => {
      const { orderId, ...fields } = request.body;
      await verifyPayment(db, { provider: payments, ref: order(orderId), fields, now: now() });
      return { success: true, orderId, paymentStatus: 'completed' } as const;
    },
  );

  // POST /api/payments/failed: the browser reports a failed attempt; the order stays open
  r.post(
    '/failed',
    {
      ...owner,
      schema: {
        summary: 'The browser reports a failed attempt; the order stays open',
        body: PaymentFailedRequest,
        response: { 200: PaymentFailedResponse },
      },
      config: limit(20),
    },
    async (request) => {
      const { orderId, ...fields } = request.body;
      await reportPaymentFailure(db, { ref: order(orderId), fields, now: now() });
      return { success: true, orderId, paymentStatus: await findOrderPaymentStatus(db, orderId) } as const;
    },
  );

  // POST /api/payments/webhook: Razorpay server-to-server; signed raw body, deduplicated by event id
  // Unsigned requests are refused before the body is read; at most WEBHOOKS_PER_MINUTE per address.
  r.post(
    '/webhook',
    {
      ...webhookRouteOptions('x-razorpay-signature', { rateLimit: opts.rateLimit !== false }),
      schema: {
        summary: 'Razorpay server-to-server events: signed raw body, deduplicated by event id',
        hide: true,
        body: z.unknown(),
        response: { 200: WebhookAck },
      },
    },
    (request) =>
      handlePaymentWebhook(db, {
        provider: payments,
        rawBody: request.rawBody,
        signature: header(request.headers['x-razorpay-signature']),
        eventId: header(request.headers['x-razorpay-event-id']),
        now: now(),
        log: request.log,
        ip: request.ip,
      }),
  );

  // POST /api/payments/simulated/complete: the offline checkout dialog's "bank" (simulated mode only)
  r.post(
    '/simulated/complete',
    {
      schema: {
        summary: 'The offline checkout dialog\'s "bank" (simulated mode only)',
        body: SimulatedCompleteRequest,
        response: { 200: SimulatedCompleteResponse },
      },
      config: limit(30),
    },
    (request) =>
      completeSimulatedPayment({ provider: payments, providerOrderId: request.body.providerOrderId, outcome: request.body.outcome }),
  );
}
