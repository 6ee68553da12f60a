import { eq } from 'drizzle-orm';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import { type DealerVerifyPaymentRequest, type DealerVerifyPaymentResponse } from '#shared/schemas/dealer-portal';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import type { PaymentProvider } from './provider';
import { verifyPayment } from './verify-payment';
import { getPurchaseIntentOrThrow } from '../dealers/get-purchase-intent';

/**
 * POST /api/dealer/verify-payment (docs/product.md#dealer-calls): the payment pipeline's verify for
 * the dealer's own purchase intent (markPaid credits exactly once), answered with the credits
 * bought and the balance after; `now` is the shop's clock. @throws AppError NOT_FOUND (not this dealer's purchase),
 * INVALID_SIGNATURE (400).
 */
export async function verifyCreditPayment(
  db: Db,
  options: { provider: PaymentProvider; dealerId: number; body: DealerVerifyPaymentRequest; now: Date },
): Promise<DealerVerifyPaymentResponse> {
  const { transactionId, ...fields } = options.body;
  const intent = await getPurchaseIntentOrThrow(db, options.dealerId, transactionId);
  await verifyPayment(db, {
    provider: options.provider,
    ref: { kind: 'dealer_credits', transactionId, dealerId: options.dealerId },
    fields,
    now: options.now,
  });
  const [dealer] = await db.select({ balance: dealers.keychainCredits }).from(dealers).where(eq(dealers.id, options.dealerId));
  return { success: true, message: DEALER_MESSAGES.creditsAdded, credits: intent.amount, balance: dealer?.balance ?? 0 };
}
