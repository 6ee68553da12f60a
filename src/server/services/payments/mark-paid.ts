import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orders, payments } from '../../db/schema/index';
import { creditDealerPurchase } from '../dealers/credit-dealer-purchase';
import { recordCustomerPurchase } from '../customers/record-customer-purchase';

/** Who reported the capture; recorded in order_events.actor as `payment:<source>`. */
export type CaptureSource = 'verify' | 'webhook' | 'reconcile';

/** What markPaid did: `captured` the first time, `unchanged` for every later call. */
export type MarkPaidResult = { outcome: 'captured'; paymentId: number; purpose: string; orderId: number | null } | { outcome: 'unchanged' };

/**
 * THE only way a payment becomes captured (DESIGN.md §4): one compare-and-set
 * `UPDATE payments … WHERE provider_order_id = $1 AND status <> 'captured'` and, in the same
 * transaction, the effect of the payment's purpose. When no row changes (already captured,
 * or an order that is not ours) it is a no-op, so verify, webhook and reconciliation may
 * arrive in any order and any number of times. A 'failed' payment can still be captured
 * (a UPI retry that went through after all).
 */
export async function markPaid(
  db: Db | Tx,
  options: { providerOrderId: string; providerPaymentId: string; source: CaptureSource },
): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({
        status: 'captured',
        providerPaymentId: options.providerPaymentId,
        failureReason: null,
        capturedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.providerOrderId, options.providerOrderId), ne(payments.status, 'captured')))
      .returning({ id: payments.id, purpose: payments.purpose, orderId: payments.orderId });
    if (!payment) return { outcome: 'unchanged' } as const;

    switch (payment.purpose) {
      case 'order':
        if (payment.orderId !== null) await completeOrderPayment(tx, payment.orderId, options);
        if (payment.orderId !== null) await recordCustomerPurchase(tx, payment.orderId);
        break;
      case 'dealer_credits':
        // Claims the ledger row by its UNIQUE payment id and credits only if it was inserted.
        await creditDealerPurchase(tx, { paymentId: payment.id, ...options });
        break;
      default:
        throw new Error(`Unknown payment purpose ${payment.purpose} (payment ${payment.id})`);
    }
    return { outcome: 'captured', paymentId: payment.id, purpose: payment.purpose, orderId: payment.orderId } as const;
  });
}

/** Marks the shop order's payment completed (fulfilment status untouched) and logs the event. */
async function completeOrderPayment(tx: Tx, orderId: number, options: { providerPaymentId: string; source: CaptureSource }): Promise<void> {
  const [before] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!before) return;
  await tx
    .update(orders)
    .set({ paymentStatus: 'completed', paymentId: options.providerPaymentId, paymentError: null, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({
    orderId,
    type: 'paid',
    fromStatus: before.paymentStatus,
    toStatus: 'completed',
    actor: `payment:${options.source}`,
    detail: `Payment ${options.providerPaymentId} captured`,
  });
}
