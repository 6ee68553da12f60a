import { and, eq } from 'drizzle-orm';
import { DEALER_MESSAGES, type DealerVerifyPaymentResponse } from '#shared/schemas/dealer';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment';
import type { Db } from '../../db/client';
import { dealers, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { markPaid } from '../payments/mark-paid';
import type { PaymentProvider } from '../payments/provider';
import { isValidPaymentSignature } from '../payments/signature';
import { getPurchaseIntentOrThrow } from './get-purchase-intent';

/**
 * Verifies Checkout's handler fields for a credit purchase (spec §7 POST
 * /api/dealer/verify-payment) over the provider order id WE stored for this purchase, then
 * captures through markPaid, whose 'dealer_credits' branch credits exactly once. A replay
 * answers success and changes nothing.
 * @throws AppError NOT_FOUND (not this dealer's purchase), INVALID_SIGNATURE (400).
 */
export async function verifyCreditPayment(
  db: Db,
  options: {
    provider: PaymentProvider;
    dealerId: number;
    transactionId: number;
    providerOrderId: string;
    providerPaymentId: string;
    signature: string;
  },
): Promise<DealerVerifyPaymentResponse> {
  const intent = await getPurchaseIntentOrThrow(db, options.dealerId, options.transactionId);
  const [payment] = await db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.creditTransactionId, intent.id),
        eq(payments.providerOrderId, options.providerOrderId),
        eq(payments.purpose, 'dealer_credits'),
      ),
    );
  if (
    !payment ||
    !isValidPaymentSignature(options.provider.keySecret, payment.providerOrderId, options.providerPaymentId, options.signature)
  ) {
    throw new AppError('INVALID_SIGNATURE', PAYMENT_MESSAGES.verificationFailed);
  }
  await markPaid(db, { providerOrderId: payment.providerOrderId, providerPaymentId: options.providerPaymentId, source: 'verify' });
  const [dealer] = await db.select({ balance: dealers.keychainCredits }).from(dealers).where(eq(dealers.id, options.dealerId));
  return { success: true, message: DEALER_MESSAGES.creditsAdded, credits: intent.amount, balance: dealer?.balance ?? 0 };
}
