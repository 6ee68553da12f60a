import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type GatewaySuccessFields } from '#shared/schemas/payment';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/index';
import { markPaid } from './mark-paid';
import { assertPayableExists, paymentsOf, type PayableRef } from './payable';
import type { PaymentProvider } from './provider';
import { isValidPaymentSignature } from './signature';

/**
 * Verifies Razorpay Checkout's handler fields for a payable (docs/product.md#dealer-calls POST
 * /api/payments/verify, /api/dealer/verify-payment) and captures through markPaid. The signature is
 * checked over a provider order id WE stored for this payable, never one the browser merely names;
 * any mismatch answers the same 400 and changes nothing. A replay is a no-op that still succeeds.
 * `now` is the shop's clock (markPaid dates the capture with it).
 * @throws AppError NOT_FOUND (unknown payable), INVALID_SIGNATURE (400 'Payment verification failed').
 */
export async function verifyPayment(
  db: Db,
  options: { provider: PaymentProvider; ref: PayableRef; fields: GatewaySuccessFields; now: Date },
): Promise<void> {
  await assertPayableExists(db, options.ref);
  const { razorpay_order_id: providerOrderId, razorpay_payment_id: providerPaymentId, razorpay_signature: signature } = options.fields;
  const [payment] = await db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(and(paymentsOf(options.ref), eq(payments.providerOrderId, providerOrderId)));
  if (!payment || !isValidPaymentSignature(options.provider.keySecret, payment.providerOrderId, providerPaymentId, signature)) {
    throw new AppError('INVALID_SIGNATURE', PAYMENT_MESSAGES.verificationFailed);
  }
  await markPaid(db, { providerOrderId: payment.providerOrderId, providerPaymentId, source: 'verify', now: options.now });
  const [after] = await db
    .select({ status: payments.status, flagReason: payments.flagReason })
    .from(payments)
    .where(eq(payments.providerOrderId, payment.providerOrderId));
  if (after?.status !== 'captured') throw new AppError('INVALID_SIGNATURE', PAYMENT_MESSAGES.verificationFailed);
}
