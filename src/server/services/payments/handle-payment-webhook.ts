/**
 * Settling a payment the gateway reports (docs/product.md#payments-security,
 * docs/decisions/066-one-payment-pipeline.md): `handlePaymentWebhook`, in steps:
 * 1. `verifySignature`: the delivery is Razorpay's (HMAC of the raw body), else refused;
 * 2. `readDelivery`: its JSON body, event type and event id (the body's hash without the header);
 * 3. `recordDeliveryOnce`: stored once by event id, in the transaction of its effect (a repeat
 *    answers `duplicate` and changes nothing);
 * 4. `settleRefundEvent`: `refund.processed` / `refund.failed` settle our refund once;
 * 5. `settlePaymentEvent`: `payment.captured` / `order.paid` capture through markPaid (mark-paid.ts,
 *    whose applyCapture in payable.ts marks the order paid) unless the amount or currency differs
 *    (then the payment is flagged); `payment.failed` records the failure.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES, type WebhookAck } from '#shared/schemas/payment';
import { AppError } from '../../lib/app-error';
import { logSecurityEvent } from '../../lib/security-log';
import type { Db, Tx } from '../../db/client';
import { paymentEvents } from '../../db/schema/index';
import { applyRefundEvent } from '../refunds/settle-refund';
import { flagPaymentMismatch } from './flag-payment';
import { markPaid } from './mark-paid';
import type { PaymentProvider } from './provider';
import { recordPaymentFailure } from './record-payment-failure';
import { isValidWebhookSignature } from './signature';

/** The part of a Razorpay webhook body we read (`payload.payment.entity`); amount in paise. */
const PaymentEntityEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1),
        order_id: z.string().min(1),
        amount: z.number().int().optional(),
        currency: z.string().optional(),
        error_description: z.string().nullish(),
      }),
    }),
  }),
});

/** The part of a Razorpay `refund.*` body we read (`payload.refund.entity`); amount in paise. */
const RefundEntityEvent = z.object({
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z.string().min(1),
        payment_id: z.string().min(1),
        amount: z.number().int().optional(),
        notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
      }),
    }),
  }),
});

/**
 * Handles one Razorpay webhook delivery (docs/product.md#payments-security). The signature is the
 * hex HMAC-SHA256 of the RAW body under the webhook secret, compared in constant time. Deliveries
 * are deduplicated by `x-razorpay-event-id` (INSERT … ON CONFLICT DO NOTHING, in the same
 * transaction as the effect, so a failed effect is retried by the next delivery).
 * `payment.captured` and `order.paid` capture through markPaid only when the payment's amount
 * and currency equal the stored payments row; a mismatch flags the row (never paid, shown to
 * the admin) and logs a security event. `payment.failed` records the failure and never
 * cancels; `refund.processed` and `refund.failed` settle our refund once (refunds/settle-refund.ts,
 * docs/product.md#refunds); other events are stored and ignored. `now` (the shop's clock) dates the stored event
 * and what it changes.
 * @throws AppError INVALID_SIGNATURE (400) for a missing or wrong signature.
 */
export async function handlePaymentWebhook(
  db: Db,
  options: {
    provider: PaymentProvider;
    rawBody: string | undefined;
    signature: string | undefined;
    eventId: string | undefined;
    now: Date;
    log?: FastifyBaseLogger;
    /** The sender's address, for the security log. */
    ip?: string;
  },
): Promise<WebhookAck> {
  const rawBody = verifySignature(options);
  const { body, eventType, eventId } = readDelivery(rawBody, options.eventId);
  return db.transaction(async (tx) => {
    if (!(await recordDeliveryOnce(tx, { provider: options.provider.name, eventId, eventType, body, now: options.now }))) {
      return { status: 'duplicate' } as const;
    }
    if (eventType === 'refund.processed' || eventType === 'refund.failed') await settleRefundEvent(tx, eventType, body, options);
    if (eventType === 'payment.captured' || eventType === 'order.paid' || eventType === 'payment.failed') {
      await settlePaymentEvent(tx, eventType, body, options);
    }
    return { status: 'processed' } as const;
  });
}

type WebhookOptions = Parameters<typeof handlePaymentWebhook>[1];

/**
 * Step 1: answers the raw body when its signature is the webhook secret's HMAC.
 * @throws AppError INVALID_SIGNATURE (400) for a missing or wrong signature (logged as a security event).
 */
function verifySignature(options: WebhookOptions): string {
  const { provider, rawBody, signature } = options;
  if (
    !provider.webhookSecret ||
    rawBody === undefined ||
    !signature ||
    !isValidWebhookSignature(provider.webhookSecret, rawBody, signature)
  ) {
    if (options.log) logSecurityEvent(options.log, 'webhook_signature_invalid', options.ip, { signed: Boolean(signature) });
    throw new AppError('INVALID_SIGNATURE', PAYMENT_MESSAGES.webhookSignature);
  }
  return rawBody;
}

/**
 * Step 2: the delivery's parsed body, event type ('unknown' when absent) and event id (the header,
 * else the body's SHA-256: Razorpay always sends the header; without it identical bodies count once).
 * @throws AppError BAD_REQUEST when the body is not JSON.
 */
function readDelivery(rawBody: string, headerEventId: string | undefined): { body: unknown; eventType: string; eventId: string } {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError('BAD_REQUEST', 'Webhook body is not valid JSON');
  }
  const eventType = typeof (body as { event?: unknown })?.event === 'string' ? (body as { event: string }).event : 'unknown';
  const eventId = headerEventId?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  return { body, eventType, eventId };
}

/** Step 3: stores the delivery (INSERT … ON CONFLICT DO NOTHING on its event id); answers false for a repeat. */
async function recordDeliveryOnce(
  tx: Tx,
  delivery: { provider: string; eventId: string; eventType: string; body: unknown; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({
      provider: delivery.provider,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      payload: delivery.body,
      receivedAt: delivery.now,
    })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Step 4: a `refund.*` event settles our refund (refunds/settle-refund.ts applyRefundEvent); a body of another shape changes nothing. */
async function settleRefundEvent(
  tx: Tx,
  event: 'refund.processed' | 'refund.failed',
  body: unknown,
  options: WebhookOptions,
): Promise<void> {
  const parsed = RefundEntityEvent.safeParse(body);
  if (!parsed.success) return;
  await applyRefundEvent(tx, {
    event,
    entity: parsed.data.payload.refund.entity,
    now: options.now,
    ...(options.log ? { log: options.log } : {}),
    ...(options.ip ? { ip: options.ip } : {}),
  });
}

/**
 * Step 5: a payment event: `payment.failed` records the failure (never cancels); a capture
 * (`payment.captured`, `order.paid`) is flagged when its amount or currency differs from the stored
 * payment, else captured through markPaid. A body of another shape changes nothing.
 */
async function settlePaymentEvent(
  tx: Tx,
  event: 'payment.captured' | 'order.paid' | 'payment.failed',
  body: unknown,
  options: WebhookOptions,
): Promise<void> {
  const parsed = PaymentEntityEvent.safeParse(body);
  if (!parsed.success) return;
  const entity = parsed.data.payload.payment.entity;
  if (event === 'payment.failed') {
    await recordPaymentFailure(tx, {
      providerOrderId: entity.order_id,
      providerPaymentId: entity.id,
      reason: entity.error_description ?? undefined,
      source: 'webhook',
      now: options.now,
    });
    return;
  }
  const mismatch = await flagPaymentMismatch(tx, {
    providerOrderId: entity.order_id,
    providerPaymentId: entity.id,
    amountPaise: entity.amount,
    currency: entity.currency,
    source: 'webhook',
    now: options.now,
    log: options.log,
    ip: options.ip,
  });
  if (!mismatch)
    await markPaid(tx, { providerOrderId: entity.order_id, providerPaymentId: entity.id, source: 'webhook', now: options.now });
}
