import { and, desc, eq, gt } from 'drizzle-orm';
import type { CreatePaymentResponse } from '#shared/schemas/payment';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { loadOpenPayable, notePayableGatewayOrder, paymentRowFor, paymentsOf, type Payable, type PayableRef } from './payable';
import { withPayableLease } from './payable-lease';
import { holdPromotionForPayment } from '../promotions/promotion-uses';
import type { PaymentProvider } from './provider';

/** A 'created' provider order younger than this is reused instead of opening another (double click, retry). */
export const PAYMENT_REUSE_WINDOW_MS = 15 * 60 * 1000;

type PaymentRow = typeof payments.$inferSelect;

/**
 * Opens a gateway order for a payable's stored server amount (docs/product.md#dealer-calls POST
 * /api/payments/create-order and /api/dealer/create-payment-order; amounts in paise), or
 * returns the fresh unpaid one it already has. At most ONE gateway order is opened however
 * many calls race, across instances: the check and the gateway call run under the payable's
 * lease (payable-lease.ts); the row is then inserted under a lock on the payable, which is
 * checked again (paid or closed meanwhile). `clock` is the shop's clock (composition-root.ts): the
 * new payments row is dated by it, and the reuse window and the lease are measured on it.
 * @throws AppError NOT_FOUND, CONFLICT (already paid or closed; lease busy), GATEWAY_UNAVAILABLE (503).
 */
export async function openPayment(
  db: Db,
  options: { provider: PaymentProvider; ref: PayableRef; clock: () => Date },
): Promise<CreatePaymentResponse> {
  const { provider, ref, clock } = options;
  const payable = await loadOpenPayable(db, ref);
  // A paused, ended or used-up code refuses the payment before any gateway order (docs/product.md#promotions).
  if (ref.kind === 'order') await holdPromotionForPayment(db, ref.orderId, clock());
  return withPayableLease(db, ref, clock, async () => {
    const now = clock();
    const existing = await findReusablePayment(db, provider, payable, now);
    if (existing) return checkoutOptions(provider, payable, existing);
    const gatewayOrder = await provider.createOrder({
      amountPaise: payable.amountPaise,
      currency: payable.currency,
      receipt: payable.receipt,
      notes: payable.notes,
    });
    const payment = await db.transaction(async (tx) => {
      await loadOpenPayable(tx, ref, { lock: true });
      const [inserted] = await tx
        .insert(payments)
        .values({
          provider: provider.name,
          providerOrderId: gatewayOrder.id,
          ...paymentRowFor(ref),
          amountPaise: payable.amountPaise,
          currency: payable.currency,
          status: 'created',
          createdAt: now,
        })
        .returning();
      await notePayableGatewayOrder(tx, ref, gatewayOrder.id);
      return inserted!;
    });
    return checkoutOptions(provider, payable, payment);
  });
}

async function findReusablePayment(db: Db | Tx, provider: PaymentProvider, payable: Payable, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        paymentsOf(payable.ref),
        eq(payments.provider, provider.name),
        eq(payments.status, 'created'),
        eq(payments.amountPaise, payable.amountPaise),
        gt(payments.createdAt, new Date(now.getTime() - PAYMENT_REUSE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** What Razorpay Checkout (or the simulated sheet) is opened with. */
function checkoutOptions(provider: PaymentProvider, payable: Payable, payment: PaymentRow): CreatePaymentResponse {
  return {
    success: true,
    key: provider.keyId,
    amount: payment.amountPaise,
    currency: payment.currency,
    orderId: payment.providerOrderId,
    provider: provider.name,
    checkout: provider.capabilities.checkout,
    name: 'Chaabi',
    description: payable.description,
    prefill: payable.prefill,
  };
}
