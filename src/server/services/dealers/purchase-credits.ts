import type { FastifyBaseLogger } from 'fastify';
import { dealerCreditsPrice } from '#shared/pricing';
import { decimalToPaise, paiseToRupees } from '#shared/money';
import type { PurchaseCreditsResponse } from '#shared/schemas/dealer-portal';
import { eq } from 'drizzle-orm';
import { volumeBonusCredits } from '#shared/dealer-volume-bonus';
import type { Db } from '../../db/client';
import { dealerCreditTransactions, dealers } from '../../db/schema/index';
import { countOf } from '#shared/plural';

/**
 * Starts a credit purchase (docs/product.md#dealer-flows): a 'purchase_intent' ledger row,
 * payment_status pending, no balance change (balance_after null) until a payment for it is
 * captured. The price is quantity × ₹130 computed here; a different client amount is ignored and
 * logged. The free credits of the dealer's volume offer as it stands now are kept on the intent
 * (`bonus_credits`) and added once paid (docs/product.md#dealer-volume-bonus).
 */
export async function purchaseCredits(
  db: Db,
  options: { dealerId: number; quantity: number; claimedAmount?: number; log?: FastifyBaseLogger; now: Date },
): Promise<PurchaseCreditsResponse> {
  const { quantity, now } = options;
  const pricePaise = dealerCreditsPrice(quantity);
  if (options.claimedAmount !== undefined && decimalToPaise(options.claimedAmount) !== pricePaise) {
    options.log?.warn({ claimedAmount: options.claimedAmount, serverAmountPaise: pricePaise, quantity }, 'client credit amount ignored');
  }
  const [offer] = await db
    .select({ minCredits: dealers.volumeBonusMinCredits, percent: dealers.volumeBonusPercent })
    .from(dealers)
    .where(eq(dealers.id, options.dealerId));
  const bonusCredits =
    offer?.minCredits != null && offer.percent != null
      ? volumeBonusCredits(quantity, { minCredits: offer.minCredits, percent: offer.percent })
      : 0;
  const [row] = await db
    .insert(dealerCreditTransactions)
    .values({
      dealerId: options.dealerId,
      type: 'purchase_intent',
      amount: quantity,
      balanceAfter: null,
      description: `Purchase of ${countOf(quantity, 'credit')}`,
      paymentAmountPaise: pricePaise,
      paymentStatus: 'pending',
      bonusCredits: bonusCredits > 0 ? bonusCredits : null,
      createdAt: now,
    })
    .returning({ id: dealerCreditTransactions.id });
  return { success: true, transactionId: row!.id, amount: paiseToRupees(pricePaise), credits: quantity, bonusCredits };
}
