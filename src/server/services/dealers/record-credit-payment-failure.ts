import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerCreditTransactions } from '../../db/schema/index';
import { DEFAULT_FAILURE_REASON } from '../payments/record-payment-failure';
import { getPurchaseIntentOrThrow } from './get-purchase-intent';

/**
 * The browser reports a failed or abandoned credit payment (spec §4, §7 POST
 * /api/dealer/payment-failed): the purchase intent turns 'failed' with the reason unless it
 * was already credited. No balance changes; a later capture still credits (markPaid).
 * @throws AppError NOT_FOUND for another dealer's or an unknown transaction.
 */
export async function recordCreditPaymentFailure(
  db: Db,
  options: { dealerId: number; transactionId: number; reason?: string; now: Date },
): Promise<{ success: true }> {
  const intent = await getPurchaseIntentOrThrow(db, options.dealerId, options.transactionId);
  const reason = (options.reason?.trim() || DEFAULT_FAILURE_REASON).slice(0, 500);
  await db
    .update(dealerCreditTransactions)
    .set({ paymentStatus: 'failed', failureReason: reason, updatedAt: options.now })
    .where(and(eq(dealerCreditTransactions.id, intent.id), ne(dealerCreditTransactions.paymentStatus, 'completed')));
  return { success: true };
}
