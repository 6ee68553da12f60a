/**
 * The effects of a payable's capture or failure (docs/decisions/017): a shop order is marked paid,
 * confirmed, invoiced and mailed, or its failure noted; a dealer credit purchase is credited or
 * marked failed. The pipeline (mark-paid.ts, record-payment-failure.ts, report-payment-failure.ts)
 * calls them; loading and labelling a payable live in payable.ts.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dealerCreditTransactions, orderEvents, orders } from '../../db/schema/index';
import { recordCustomerPurchase } from '../customers/record-customer-purchase';
import { creditDealerPurchase } from '../dealers/credit-dealer-purchase';
import { queueOrderPaidEmails } from '../email/order-emails';
import { issueOrderInvoice } from '../invoices/issue-tax-document';
import { confirmPaidOrder } from '../orders/confirm-paid-order';
import { formatRupees } from '#shared/money';
import { markPromotionUsed, releasePromotionUse } from '../promotions/promotion-uses';
import type { PayableRef, PaymentSource } from './payable';

/** A payments row as the effects need it. */
export interface PaymentRef {
  id: number;
  purpose: string;
  orderId: number | null;
  creditTransactionId: number | null;
}

/** markPaid's effect on the payable, inside its transaction (runs once per payment); `now` is the shop's clock. */
export async function applyCapture(
  tx: Tx,
  payment: PaymentRef,
  options: { providerOrderId: string; providerPaymentId: string; source: PaymentSource; now: Date },
): Promise<void> {
  // Invoices are numbered in this transaction, so a rollback gives the number back (docs/decisions/050).
  const { now } = options;
  switch (payment.purpose) {
    case 'order':
      if (payment.orderId === null) return;
      // The advance of a COD order: noted, nothing more (still cod_pending, still needs its code).
      if (await captureCodAdvance(tx, payment.orderId, options)) return;
      await completeOrderPayment(tx, payment.orderId, options);
      await markPromotionUsed(tx, payment.orderId);
      await recordCustomerPurchase(tx, payment.orderId, now);
      await issueOrderInvoice(tx, { orderId: payment.orderId, now });
      // The confirmation and the shop's alert commit with the capture, or not at all (outbox).
      await queueOrderPaidEmails(tx, payment.orderId, now);
      return;
    case 'dealer_credits':
      // Claims the ledger row by its UNIQUE payment id and credits only if it was inserted.
      await creditDealerPurchase(tx, { paymentId: payment.id, ...options, now });
      return;
    default:
      throw new Error(`Unknown payment purpose ${payment.purpose} (payment ${payment.id})`);
  }
}

/**
 * The effect of a failed attempt on the payable: payment status 'failed' with the reason (never
 * cancelled; a capture still wins). `now` dates the order's timeline row.
 */
export async function applyFailure(
  tx: Tx,
  payment: PaymentRef,
  failure: { reason: string; source: PaymentSource; now: Date },
): Promise<void> {
  const { reason } = failure;
  if (payment.purpose === 'order' && payment.orderId !== null) await failOrderPayment(tx, payment.orderId, failure);
  if (payment.purpose === 'dealer_credits' && payment.creditTransactionId !== null) {
    await failCreditPurchase(tx, payment.creditTransactionId, reason);
  }
}

/** A failure the browser reports before any gateway order existed: only the reason is noted (orders) or the purchase marked failed. */
export async function notePayableFailure(db: Db | Tx, ref: PayableRef, reason: string): Promise<void> {
  if (ref.kind === 'order') {
    await db
      .update(orders)
      .set({ paymentError: reason })
      .where(and(eq(orders.id, ref.orderId), ne(orders.paymentStatus, 'completed')));
  } else {
    await db.transaction((tx) => failCreditPurchase(tx, ref.transactionId, reason));
  }
}

/**
 * The capture of a COD order's advance (docs/product.md#cash-on-delivery, docs/decisions/185):
 * the order keeps payment status cod_pending and stays pending until its code (or a staff member)
 * confirms it; the gateway payment id and a timeline row record the advance. No invoice (issued at
 * dispatch) and no paid e-mails. Answers false when the order is not a COD order.
 */
async function captureCodAdvance(
  tx: Tx,
  orderId: number,
  options: { providerPaymentId: string; source: PaymentSource; now: Date },
): Promise<boolean> {
  const [order] = await tx
    .select({ paymentMethod: orders.paymentMethod, paymentStatus: orders.paymentStatus, codAdvancePaise: orders.codAdvancePaise })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order || order.paymentMethod !== 'cod') return false;
  await tx.update(orders).set({ paymentId: options.providerPaymentId, paymentError: null }).where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({
    orderId,
    type: 'cod_advance_paid',
    fromStatus: order.paymentStatus,
    toStatus: order.paymentStatus,
    actor: `payment:${options.source}`,
    detail: `Advance of ${formatRupees(order.codAdvancePaise)} paid online (payment ${options.providerPaymentId})`,
    createdAt: options.now,
  });
  return true;
}

async function completeOrderPayment(
  tx: Tx,
  orderId: number,
  options: { providerPaymentId: string; source: PaymentSource; now: Date },
): Promise<void> {
  const [before] = await tx
    .select({ paymentStatus: orders.paymentStatus, orderStatus: orders.orderStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!before) return;
  await tx
    .update(orders)
    .set({ paymentStatus: 'completed', paymentId: options.providerPaymentId, paymentError: null })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({
    orderId,
    type: 'paid',
    fromStatus: before.paymentStatus,
    toStatus: 'completed',
    actor: `payment:${options.source}`,
    detail: `Payment ${options.providerPaymentId} captured`,
    createdAt: options.now,
  });
  if (before.orderStatus === 'pending') await confirmPaidOrder(tx, orderId, `payment:${options.source}`, options.now);
}

async function failOrderPayment(
  tx: Tx,
  orderId: number,
  { reason, source, now }: { reason: string; source: PaymentSource; now: Date },
): Promise<void> {
  const [before] = await tx
    .select({ paymentStatus: orders.paymentStatus, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!before || before.paymentStatus === 'completed' || before.paymentStatus === 'refunded') return;
  // A failed COD advance leaves the order awaiting, unconfirmed (the auto-cancel job ends it); its coupon stays held.
  if (before.paymentMethod === 'cod') {
    await tx.update(orders).set({ paymentError: reason }).where(eq(orders.id, orderId));
    return;
  }
  await tx.update(orders).set({ paymentStatus: 'failed', paymentError: reason }).where(eq(orders.id, orderId));
  // A failed payment gives the coupon use back; paying again holds it again (holdPromotionForPayment).
  await releasePromotionUse(tx, orderId, now);
  if (before.paymentStatus !== 'failed') {
    await tx.insert(orderEvents).values({
      orderId,
      type: 'payment_failed',
      fromStatus: before.paymentStatus,
      toStatus: 'failed',
      actor: `payment:${source}`,
      detail: reason,
      createdAt: now,
    });
  }
}

async function failCreditPurchase(tx: Tx, transactionId: number, reason: string): Promise<void> {
  await tx
    .update(dealerCreditTransactions)
    .set({ paymentStatus: 'failed', failureReason: reason })
    .where(and(eq(dealerCreditTransactions.id, transactionId), ne(dealerCreditTransactions.paymentStatus, 'completed')));
}
