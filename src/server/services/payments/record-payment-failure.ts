import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orders, payments } from '../../db/schema/index';

/** Stored when the gateway or browser gives no reason. */
export const DEFAULT_FAILURE_REASON = 'Payment failed';

/**
 * Records a failed attempt against a provider order (webhook `payment.failed`, reconciliation):
 * the payment row turns 'failed' unless already captured, and for a shop order its
 * payment_status turns 'failed' (unless completed) with payment_error. The order is never
 * cancelled, and a later capture still wins (markPaid accepts 'failed'). Returns false when
 * the provider order is not ours.
 */
export async function recordPaymentFailure(
  db: Db | Tx,
  options: { providerOrderId: string; providerPaymentId?: string; reason?: string; source: string },
): Promise<boolean> {
  const reason = (options.reason?.trim() || DEFAULT_FAILURE_REASON).slice(0, 500);
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id, purpose: payments.purpose, orderId: payments.orderId, status: payments.status })
      .from(payments)
      .where(eq(payments.providerOrderId, options.providerOrderId))
      .for('update');
    if (!payment) return false;
    if (payment.status === 'captured') return true;
    await tx
      .update(payments)
      .set({
        status: 'failed',
        failureReason: reason,
        ...(options.providerPaymentId ? { providerPaymentId: options.providerPaymentId } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'captured')));
    // Dealer credit payments (purpose 'dealer_credits') record their failure in the dealer issue.
    if (payment.purpose === 'order' && payment.orderId !== null) await failOrderPayment(tx, payment.orderId, reason, options.source);
    return true;
  });
}

/** Marks a shop order's payment failed (never its fulfilment) and logs the change once. */
async function failOrderPayment(tx: Tx, orderId: number, reason: string, source: string): Promise<void> {
  const [before] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!before || before.paymentStatus === 'completed' || before.paymentStatus === 'refunded') return;
  await tx
    .update(orders)
    .set({ paymentStatus: 'failed', paymentError: reason, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  if (before.paymentStatus !== 'failed') {
    await tx.insert(orderEvents).values({
      orderId,
      type: 'payment_failed',
      fromStatus: before.paymentStatus,
      toStatus: 'failed',
      actor: `payment:${source}`,
      detail: reason,
    });
  }
}
