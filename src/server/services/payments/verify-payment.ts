import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type VerifyPaymentResponse } from '#shared/schemas/payment';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/index';
import { markPaid } from './mark-paid';
import type { PaymentProvider } from './provider';
import { isValidPaymentSignature } from './signature';

/**
 * Verifies Razorpay Checkout's handler fields (spec §7 POST /api/payments/verify) and captures
 * the payment through markPaid. The signature is checked over the provider order id WE stored
 * for this order, never the one the browser echoes; any mismatch answers the same 400 and
 * changes nothing. A replay is a no-op that still answers success.
 * @throws AppError INVALID_SIGNATURE (400 'Payment verification failed').
 */
export async function verifyPayment(
  db: Db,
  options: { provider: PaymentProvider; orderId: number; providerOrderId: string; providerPaymentId: string; signature: string },
): Promise<VerifyPaymentResponse> {
  const [payment] = await db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(eq(payments.orderId, options.orderId), eq(payments.providerOrderId, options.providerOrderId), eq(payments.purpose, 'order')),
    );
  if (
    !payment ||
    !isValidPaymentSignature(options.provider.keySecret, payment.providerOrderId, options.providerPaymentId, options.signature)
  ) {
    throw new AppError('INVALID_SIGNATURE', PAYMENT_MESSAGES.verificationFailed);
  }
  await markPaid(db, { providerOrderId: payment.providerOrderId, providerPaymentId: options.providerPaymentId, source: 'verify' });
  return { success: true, orderId: options.orderId, paymentStatus: 'completed' };
}
