import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { applyCapture } from './payable-effects';
import type { PaymentSource } from './payable';

/** Who reported the capture; recorded in order_events.actor as `payment:<source>`. */
export type CaptureSource = Exclude<PaymentSource, 'browser'>;

/** What markPaid did: `captured` the first time, `unchanged` for every later call. */
export type MarkPaidResult = { outcome: 'captured'; paymentId: number; purpose: string; orderId: number | null } | { outcome: 'unchanged' };

/**
 * THE only way a payment becomes captured (docs/decisions/066-one-payment-pipeline.md): one
 * compare-and-set `UPDATE payments … WHERE provider_order_id = $1 AND status <> 'captured' AND
 * flag_reason IS NULL` and, in the same transaction, the payable's effect (payable.ts
 * applyCapture). When no row changes (already captured, flagged, or an order that is not ours) it
 * is a no-op, so verify, webhook and reconciliation may arrive in any order and any number of
 * times. A 'failed' payment can still be captured (a UPI retry that went through after all); a
 * flagged one (amount or currency mismatch) never is. `now` is the shop's clock
 * (composition-root.ts): it dates the capture, the order's timeline rows, the buyer's purchase
 * record, the invoice and the queued e-mails.
 */
export async function markPaid(
  db: Db | Tx,
  options: { providerOrderId: string; providerPaymentId: string; source: CaptureSource; now: Date },
): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({
        status: 'captured',
        providerPaymentId: options.providerPaymentId,
        failureReason: null,
        capturedAt: options.now,
        nextCheckAt: null,
      })
      .where(and(eq(payments.providerOrderId, options.providerOrderId), ne(payments.status, 'captured'), isNull(payments.flagReason)))
      .returning({
        id: payments.id,
        purpose: payments.purpose,
        orderId: payments.orderId,
        creditTransactionId: payments.creditTransactionId,
      });
    if (!payment) return { outcome: 'unchanged' } as const;
    await applyCapture(tx, payment, options);
    return { outcome: 'captured', paymentId: payment.id, purpose: payment.purpose, orderId: payment.orderId } as const;
  });
}
