import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dealerCreditTransactions, dealers, payments } from '../../db/schema/index';
import { queueDealerCreditReceipt } from '../email/order-emails';
import { issueCreditPurchaseInvoice } from '../invoices/issue-tax-document';
import { countOf } from '#shared/plural';

/**
 * markPaid's 'dealer_credits' effect (docs/decisions/060-dealer-credit-ledger.md), inside
 * markPaid's transaction: locks the dealer row, then claims the credit by inserting the 'purchase'
 * ledger row keyed by the UNIQUE payment_id (`INSERT … ON CONFLICT (payment_id) DO NOTHING`) and,
 * only if this call inserted it, adds the credits and the purchase totals in one UPDATE and writes
 * balance_after. The purchase intent is marked completed and its tax invoice issued (numbered in
 * this transaction, docs/decisions/050-invoice-numbering.md). The free credits of a volume offer
 * kept on the intent are written as their own 'volume_bonus' row right after the purchase row, in
 * the same claim, so a purchase earns its bonus exactly once (docs/product.md#dealer-volume-bonus).
 * `now` (the shop's clock) dates the
 * ledger row, the purchase, the invoice and the receipt. A repeat (verify,
 * webhook, reconcile in any order) inserts nothing and changes nothing.
 */
export async function creditDealerPurchase(
  tx: Tx,
  options: { paymentId: number; providerOrderId: string; providerPaymentId: string; source: string; now: Date },
): Promise<void> {
  const [payment] = await tx
    .select({ creditTransactionId: payments.creditTransactionId, amountPaise: payments.amountPaise })
    .from(payments)
    .where(eq(payments.id, options.paymentId));
  if (!payment?.creditTransactionId) throw new Error(`Dealer credit payment ${options.paymentId} has no purchase intent`);
  const [intent] = await tx.select().from(dealerCreditTransactions).where(eq(dealerCreditTransactions.id, payment.creditTransactionId));
  if (!intent || intent.dealerId === null)
    throw new Error(`Purchase intent ${payment.creditTransactionId} of payment ${options.paymentId} has no dealer`);

  // Lock the dealer row BEFORE the ledger row takes its id: ledger ids then follow the order in
  // which balances change, so each balance_after is the previous one plus the amount.
  const [locked] = await tx
    .select({
      id: dealers.id,
      email: dealers.email,
      ownerName: dealers.ownerName,
      businessName: dealers.businessName,
      phoneNumber: dealers.phoneNumber,
    })
    .from(dealers)
    .where(eq(dealers.id, intent.dealerId))
    .for('update');
  if (!locked) throw new Error(`Dealer ${intent.dealerId} of payment ${options.paymentId} is gone`);

  const [claimed] = await tx
    .insert(dealerCreditTransactions)
    .values({
      dealerId: intent.dealerId,
      type: 'purchase',
      amount: intent.amount,
      description: `Purchased ${countOf(intent.amount, 'credit')} (transaction #${intent.id})`,
      paymentAmountPaise: payment.amountPaise,
      razorpayOrderId: options.providerOrderId,
      razorpayPaymentId: options.providerPaymentId,
      paymentId: `payment:${options.paymentId}`,
      paymentStatus: 'completed',
      createdAt: options.now,
    })
    .onConflictDoNothing({ target: dealerCreditTransactions.paymentId })
    .returning({ id: dealerCreditTransactions.id });
  if (!claimed) return;

  const bonus = intent.bonusCredits ?? 0;
  const [dealer] = await tx
    .update(dealers)
    .set({
      keychainCredits: sql`${dealers.keychainCredits} + ${intent.amount + bonus}`,
      totalCreditsEarned: sql`${dealers.totalCreditsEarned} + ${intent.amount + bonus}`,
      totalPurchasesPaise: sql`${dealers.totalPurchasesPaise} + ${payment.amountPaise}`,
      lastPurchaseAt: options.now,
    })
    .where(eq(dealers.id, intent.dealerId))
    .returning({ balance: dealers.keychainCredits });
  if (!dealer) throw new Error(`Dealer ${intent.dealerId} of payment ${options.paymentId} is gone`);
  await tx
    .update(dealerCreditTransactions)
    .set({ balanceAfter: dealer.balance - bonus })
    .where(eq(dealerCreditTransactions.id, claimed.id));
  if (bonus > 0) {
    await tx.insert(dealerCreditTransactions).values({
      dealerId: intent.dealerId,
      type: 'volume_bonus',
      amount: bonus,
      balanceAfter: dealer.balance,
      description: `${countOf(bonus, 'free credit')} on ${intent.amount} bought (#${intent.id})`,
      // Its own key, so even a second claim of the same payment could not write it twice.
      paymentId: `payment:${options.paymentId}:bonus`,
      paymentStatus: 'completed',
      createdAt: options.now,
    });
  }
  await tx
    .update(dealerCreditTransactions)
    .set({
      paymentStatus: 'completed',
      failureReason: null,
      razorpayOrderId: options.providerOrderId,
      razorpayPaymentId: options.providerPaymentId,
    })
    .where(eq(dealerCreditTransactions.id, intent.id));
  const invoice = await issueCreditPurchaseInvoice(tx, { creditTransactionId: intent.id, now: options.now });
  await queueDealerCreditReceipt(tx, {
    invoice,
    dealer: locked,
    ledgerId: claimed.id,
    credits: intent.amount,
    bonusCredits: bonus,
    amountPaise: payment.amountPaise,
    balance: dealer.balance,
    providerPaymentId: options.providerPaymentId,
    now: options.now,
  });
}
