import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type GatewayFailureFields } from '#shared/schemas/payment';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/index';
import { assertPayableExists, paymentsOf, type PayableRef } from './payable';
import { notePayableFailure } from './payable-effects';
import { failureReason, recordPaymentFailure } from './record-payment-failure';

/**
 * The browser reports a failed or abandoned attempt for a payable (POST /api/payments/failed,
 * /api/dealer/payment-failed). With the provider order id (which only the checkout knows) the
 * failure is recorded on that payment; without one only the payable notes it. Never cancels;
 * a later capture still wins. `now` is the shop's clock.
 * @throws AppError NOT_FOUND for an unknown payable or a provider order that is not its own.
 */
export async function reportPaymentFailure(db: Db, options: { ref: PayableRef; fields: GatewayFailureFields; now: Date }): Promise<void> {
  await assertPayableExists(db, options.ref);
  const reason = failureReason(options.fields.error);
  const providerOrderId = options.fields.razorpay_order_id;
  if (!providerOrderId) return notePayableFailure(db, options.ref, reason);
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(paymentsOf(options.ref), eq(payments.providerOrderId, providerOrderId)));
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.providerOrderNotFound);
  await recordPaymentFailure(db, {
    providerOrderId,
    providerPaymentId: options.fields.razorpay_payment_id || undefined,
    reason,
    source: 'browser',
    now: options.now,
  });
}
