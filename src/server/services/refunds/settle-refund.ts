/**
 * A refund's end (docs/product.md#refunds): the provider confirmed it (`processed`) or gave up
 * (`failed`). One compare-and-set `pending → processed | failed` decides; its effects run in the
 * same transaction, once, whoever reports first: the API's answer, the `refund.processed` /
 * `refund.failed` webhook (before or after that answer, `applyRefundEvent`) or the reconciliation
 * job. `settleRefund`, in steps:
 * 1. `claimRefund`: the order's row locked, then the refund moved from pending (compare-and-set;
 *    nothing more happens when it was not pending any more);
 * 2. `recordRefundFailed`: a failed refund frees its amount and writes the timeline row;
 * 3. `recordRefundProcessed`: a processed one issues its credit note, marks the order refunded once
 *    nothing remains, writes the timeline row and queues the customer's mail.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatRupees } from '#shared/money';
import type { Tx } from '../../db/client';
import { orderEvents, orders, payments, refunds } from '../../db/schema/index';
import { logSecurityEvent } from '../../lib/security-log';
import { issueRefundCreditNote } from '../invoices/issue-refund-credit-note';
import { queueRefundEmail } from './refund-email';
import { readRefundBalance } from '../orders/refund-balance';

/** Who reported the refund's end; recorded on the timeline as `refund:<source>`. */
export type RefundSource = 'api' | 'webhook' | 'reconcile';

/** What the provider said about a refund. */
export type RefundOutcome = { status: 'processed' } | { status: 'failed'; reason: string };

/**
 * Settles pending refund `refundId` with `outcome`, reported by `source` at `now` (the shop's
 * clock); `providerRefundId` is kept when the row has none yet. A processed refund issues its
 * credit note, sets the order's payment status to `refunded` once nothing remains, writes the
 * timeline row and queues the customer's mail; a failed one frees its amount and writes the
 * timeline row. Answers false, changing nothing, when the refund is not pending any more.
 */
export async function settleRefund(
  tx: Tx,
  options: { refundId: number; outcome: RefundOutcome; providerRefundId?: string; source: RefundSource; now: Date },
): Promise<boolean> {
  const refund = await claimRefund(tx, options);
  if (!refund) return false;
  if (options.outcome.status === 'processed') await recordRefundProcessed(tx, refund, options);
  else await recordRefundFailed(tx, refund, options);
  return true;
}

type SettledRefund = typeof refunds.$inferSelect;

/** Step 1: locks the refund's order, then moves the refund from pending to the outcome; null when it was not pending (or is unknown). */
async function claimRefund(
  tx: Tx,
  options: { refundId: number; outcome: RefundOutcome; providerRefundId?: string; now: Date },
): Promise<SettledRefund | null> {
  const [target] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, options.refundId));
  if (!target) return null;
  // The order's row first, as requestRefund takes it, so the two never wait on each other crosswise.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, target.orderId)).for('update');
  const processed = options.outcome.status === 'processed';
  const [refund] = await tx
    .update(refunds)
    .set({
      status: options.outcome.status,
      ...(processed
        ? { processedAt: options.now }
        : { failedAt: options.now, failureReason: (options.outcome as { reason: string }).reason }),
      ...(options.providerRefundId ? { providerRefundId: sql`coalesce(${refunds.providerRefundId}, ${options.providerRefundId})` } : {}),
      nextCheckAt: null,
    })
    .where(and(eq(refunds.id, options.refundId), eq(refunds.status, 'pending')))
    .returning();
  return refund ?? null;
}

/** Step 2: the timeline row of a failed refund (step 1's status change freed its amount). */
async function recordRefundFailed(tx: Tx, refund: SettledRefund, options: { source: RefundSource; now: Date }): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: refund.orderId,
    type: 'refund_failed',
    fromStatus: 'pending',
    toStatus: 'failed',
    actor: `refund:${options.source}`,
    detail: `Refund #${refund.id} of ${formatRupees(refund.amountPaise)} failed: ${refund.failureReason ?? 'no reason given'}`,
    createdAt: options.now,
  });
}

/** Step 3: a processed refund's credit note, the order's payment status once fully refunded, its timeline row and the customer's mail. */
async function recordRefundProcessed(tx: Tx, refund: SettledRefund, options: { source: RefundSource; now: Date }): Promise<void> {
  const balance = await readRefundBalance(tx, refund.orderId);
  const [payment] = await tx.select({ amountPaise: payments.amountPaise }).from(payments).where(eq(payments.id, refund.paymentId));
  const full = payment !== undefined && balance.processedPaise >= payment.amountPaise;
  const note = await issueRefundCreditNote(tx, {
    orderId: refund.orderId,
    refundId: refund.id,
    amountPaise: refund.amountPaise,
    reason: `Refund: ${refund.reason}`,
    now: options.now,
  });
  if (full) await tx.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, refund.orderId));
  await tx.insert(orderEvents).values({
    orderId: refund.orderId,
    type: 'refunded',
    fromStatus: 'completed',
    toStatus: full ? 'refunded' : 'partially_refunded',
    actor: `refund:${options.source}`,
    detail: `Refund #${refund.id} of ${formatRupees(refund.amountPaise)} processed${refund.providerRefundId ? ` (${refund.providerRefundId})` : ''}${
      note ? `, credit note ${note.number}` : ''
    }`,
    createdAt: options.now,
  });
  await queueRefundEmail(tx, {
    orderId: refund.orderId,
    refundId: refund.id,
    amountPaise: refund.amountPaise,
    fullyRefunded: full,
    creditNoteId: note?.id ?? null,
    now: options.now,
  });
}

/** The part of a Razorpay `refund.*` webhook's `payload.refund.entity` we read; amount in paise. */
export interface RefundEntity {
  id: string;
  payment_id: string;
  amount?: number;
  notes?: Record<string, unknown> | unknown[] | null;
}

/**
 * Applies a signed `refund.processed` or `refund.failed` event inside the webhook's transaction:
 * finds our refund by the provider's refund id or, when the event overtook the API's answer, by
 * the `refundId` note we sent with the same payment; an amount that differs from ours is logged
 * as a security event and changes nothing. A refund we never asked for (made in the gateway's
 * dashboard) is only stored as an event. Answers whether a refund was settled.
 */
export async function applyRefundEvent(
  tx: Tx,
  options: {
    event: 'refund.processed' | 'refund.failed';
    entity: RefundEntity;
    reason?: string;
    now: Date;
    log?: FastifyBaseLogger;
    ip?: string;
  },
): Promise<boolean> {
  const { entity } = options;
  const noted = !Array.isArray(entity.notes) && entity.notes ? Number(entity.notes.refundId) : NaN;
  const [byProviderId] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, entity.id));
  let refund = byProviderId;
  if (!refund && Number.isSafeInteger(noted)) {
    const [row] = await tx
      .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, noted));
    if (row && row.providerPaymentId === entity.payment_id && (row.refund.providerRefundId ?? entity.id) === entity.id) refund = row.refund;
  }
  if (!refund) return false;
  if (entity.amount !== undefined && entity.amount !== refund.amountPaise) {
    if (options.log) {
      logSecurityEvent(options.log, 'webhook_amount_mismatch', options.ip, {
        refundId: refund.id,
        reported: entity.amount,
        ours: refund.amountPaise,
      });
    }
    return false;
  }
  return settleRefund(tx, {
    refundId: refund.id,
    outcome:
      options.event === 'refund.processed'
        ? { status: 'processed' }
        : { status: 'failed', reason: options.reason ?? 'The payment provider failed the refund' },
    providerRefundId: entity.id,
    source: 'webhook',
    now: options.now,
  });
}
