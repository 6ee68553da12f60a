import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { applyFailure } from './payable-effects';
import type { PaymentSource } from './payable';

/** Stored when the gateway or browser gives no reason. */
export const DEFAULT_FAILURE_REASON = 'Payment failed';

/** A failure reason as stored: trimmed, the default when empty, at most 500 characters. */
export function failureReason(reason: string | undefined): string {
  return (reason?.trim() || DEFAULT_FAILURE_REASON).slice(0, 500);
}

/**
 * Records a failed attempt against a provider order (browser, webhook `payment.failed`,
 * reconciliation): the payment row turns 'failed' unless already captured, and the payable's
 * payment status turns 'failed' with the reason (payable.ts applyFailure). Nothing is ever
 * cancelled, and a later capture still wins (markPaid accepts 'failed'). `now` (the shop's clock)
 * dates the order's timeline row. Returns false when the provider order is not ours.
 */
export async function recordPaymentFailure(
  db: Db | Tx,
  options: { providerOrderId: string; providerPaymentId?: string; reason?: string; source: PaymentSource; now: Date },
): Promise<boolean> {
  const reason = failureReason(options.reason);
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        id: payments.id,
        purpose: payments.purpose,
        orderId: payments.orderId,
        creditTransactionId: payments.creditTransactionId,
        status: payments.status,
      })
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
      })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'captured')));
    await applyFailure(tx, payment, { reason, source: options.source, now: options.now });
    return true;
  });
}
