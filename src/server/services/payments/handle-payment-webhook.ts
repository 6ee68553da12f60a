import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES, type WebhookAck } from '#shared/schemas/payment';
import { AppError } from '../../lib/app-error';
import { logSecurityEvent } from '../../lib/security-log';
import type { Db } from '../../db/client';
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
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError('BAD_REQUEST', 'Webhook body is not valid JSON');
  }
  const eventType = typeof (body as { event?: unknown })?.event === 'string' ? (body as { event: string }).event : 'unknown';
  // Razorpay always sends the header; without it, identical bodies still count as one event.
  const eventId = options.eventId?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ provider: provider.name, eventId, eventType, payload: body, receivedAt: options.now })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { status: 'duplicate' } as const;

    if (eventType === 'refund.processed' || eventType === 'refund.failed') {
      const parsed = RefundEntityEvent.safeParse(body);
      if (parsed.success) {
        await applyRefundEvent(tx, {
          event: eventType,
          entity: parsed.data.payload.refund.entity,
          now: options.now,
          ...(options.log ? { log: options.log } : {}),
          ...(options.ip ? { ip: options.ip } : {}),
        });
      }
    }
    if (eventType === 'payment.captured' || eventType === 'order.paid' || eventType === 'payment.failed') {
      const parsed = PaymentEntityEvent.safeParse(body);
      if (parsed.success) {
        const entity = parsed.data.payload.payment.entity;
        if (eventType === 'payment.failed') {
          await recordPaymentFailure(tx, {
            providerOrderId: entity.order_id,
            providerPaymentId: entity.id,
            reason: entity.error_description ?? undefined,
            source: 'webhook',
            now: options.now,
          });
        } else {
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
          if (!mismatch) {
            await markPaid(tx, { providerOrderId: entity.order_id, providerPaymentId: entity.id, source: 'webhook', now: options.now });
          }
        }
      }
    }
    return { status: 'processed' } as const;
  });
}
