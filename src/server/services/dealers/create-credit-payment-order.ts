import { and, desc, eq, gt } from 'drizzle-orm';
import { decimalToPaise } from '#shared/money';
import { DEALER_MESSAGES, type DealerCreatePaymentResponse } from '#shared/schemas/dealer';
import type { Db, Tx } from '../../db/client';
import { dealerCreditTransactions, payments, type dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { PAYMENT_REUSE_WINDOW_MS } from '../payments/create-payment-order';
import type { PaymentProvider } from '../payments/provider';
import { getPurchaseIntentOrThrow } from './get-purchase-intent';

type PaymentRow = typeof payments.$inferSelect;

async function findReusablePayment(
  db: Db | Tx,
  provider: PaymentProvider,
  transactionId: number,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.creditTransactionId, transactionId),
        eq(payments.provider, provider.name),
        eq(payments.purpose, 'dealer_credits'),
        eq(payments.status, 'created'),
        gt(payments.createdAt, new Date(now.getTime() - PAYMENT_REUSE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/**
 * Opens a gateway order for a pending credit purchase (spec §7 POST
 * /api/dealer/create-payment-order): a payments row with purpose 'dealer_credits' pointing at the
 * purchase intent; a fresh unpaid one is reused (double click). The gateway is called outside
 * any transaction; the row is inserted under a lock on the intent.
 * @throws AppError NOT_FOUND, CONFLICT (already credited), GATEWAY_UNAVAILABLE.
 */
export async function createCreditPaymentOrder(
  db: Db,
  options: { provider: PaymentProvider; dealer: typeof dealers.$inferSelect; transactionId: number; now: Date },
): Promise<DealerCreatePaymentResponse> {
  const { provider, dealer, transactionId, now } = options;
  const intent = await getPurchaseIntentOrThrow(db, dealer.id, transactionId);
  if (intent.paymentStatus === 'completed') throw new AppError('CONFLICT', DEALER_MESSAGES.alreadyCredited);
  const amountPaise = decimalToPaise(intent.paymentAmount ?? '0');

  let payment = await findReusablePayment(db, provider, transactionId, now);
  if (!payment) {
    const gatewayOrder = await provider.createOrder({
      amountPaise,
      currency: 'INR',
      receipt: `credits_${transactionId}`,
      notes: { transactionId: String(transactionId), dealerId: String(dealer.id) },
    });
    payment = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(dealerCreditTransactions).where(eq(dealerCreditTransactions.id, transactionId)).for('update');
      if (locked?.paymentStatus === 'completed') throw new AppError('CONFLICT', DEALER_MESSAGES.alreadyCredited);
      const raced = await findReusablePayment(tx, provider, transactionId, now);
      if (raced) return raced;
      const [inserted] = await tx
        .insert(payments)
        .values({
          provider: provider.name,
          providerOrderId: gatewayOrder.id,
          purpose: 'dealer_credits',
          creditTransactionId: transactionId,
          amountPaise,
          currency: 'INR',
          status: 'created',
        })
        .returning();
      await tx
        .update(dealerCreditTransactions)
        .set({ razorpayOrderId: gatewayOrder.id, updatedAt: now })
        .where(eq(dealerCreditTransactions.id, transactionId));
      return inserted!;
    });
  }
  return {
    success: true,
    key: provider.keyId,
    amount: payment.amountPaise,
    currency: payment.currency,
    orderId: payment.providerOrderId,
    provider: provider.name,
    name: 'Chaabi',
    description: `${intent.amount} keychain credits`,
    prefill: { name: dealer.ownerName, email: dealer.email, contact: `+91${dealer.phoneNumber}` },
    message: DEALER_MESSAGES.paymentOrderCreated,
  };
}
