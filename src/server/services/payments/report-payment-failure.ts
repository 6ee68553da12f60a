import { and, eq, ne, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type PaymentFailedResponse } from '#shared/schemas/payment';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema/index';
import { DEFAULT_FAILURE_REASON, recordPaymentFailure } from './record-payment-failure';

/**
 * The browser reports a failed or abandoned payment (POST /api/payments/failed). With the
 * provider order id (which only the checkout knows) the failure is recorded on that payment;
 * without one (the gateway order could not even be created) only orders.payment_error is set.
 * @throws AppError NOT_FOUND for an unknown order or a provider order that is not this order's.
 */
export async function reportPaymentFailure(
  db: Db,
  options: { orderId: number; providerOrderId?: string; providerPaymentId?: string; reason?: string },
): Promise<PaymentFailedResponse> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, options.orderId));
  if (!order) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  const reason = (options.reason?.trim() || DEFAULT_FAILURE_REASON).slice(0, 500);
  if (options.providerOrderId) {
    const [payment] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.orderId, options.orderId), eq(payments.providerOrderId, options.providerOrderId), eq(payments.purpose, 'order')),
      );
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.providerOrderNotFound);
    await recordPaymentFailure(db, {
      providerOrderId: options.providerOrderId,
      providerPaymentId: options.providerPaymentId,
      reason,
      source: 'browser',
    });
  } else {
    await db
      .update(orders)
      .set({ paymentError: reason, updatedAt: sql`now()` })
      .where(and(eq(orders.id, options.orderId), ne(orders.paymentStatus, 'completed')));
  }
  const [after] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, options.orderId));
  return { success: true, orderId: options.orderId, paymentStatus: after!.paymentStatus };
}
