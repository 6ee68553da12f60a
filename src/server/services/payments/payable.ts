/**
 * A "payable": what a payment pays for (docs/decisions/017). The one payment pipeline (open,
 * verify, webhook, failure, reconciliation) is written over it, so a shop order and a dealer
 * credit purchase (a 'purchase_intent' ledger row) go through the same code; only loading,
 * labelling and the effect of a capture or a failure differ, and they live here.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment';
import type { Db, Tx } from '../../db/client';
import { dealerCreditTransactions, dealers, orderEvents, orders, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordCustomerPurchase } from '../customers/record-customer-purchase';
import { creditDealerPurchase } from '../dealers/credit-dealer-purchase';
import { queueOrderPaidEmails } from '../email/order-emails';
import { issueOrderInvoice } from '../invoices/issue-tax-document';
import { confirmPaidOrder } from '../orders/confirm-paid-order';
import { countOf } from '#shared/plural';
import { formatRupees } from '#shared/money';
import { markPromotionUsed, releasePromotionUse } from '../promotions/promotion-uses';
import { codAdvancePaid } from '../cod/cod-advance-paid';

/** Names a payable. A dealer purchase carries its dealer: another dealer's id is "not found". */
export type PayableRef = { kind: 'order'; orderId: number } | { kind: 'dealer_credits'; transactionId: number; dealerId: number };

/** A payable as the pipeline needs it; amount in paise. */
export interface Payable {
  ref: PayableRef;
  amountPaise: number;
  currency: 'INR';
  /** Razorpay `receipt` and `notes` of the gateway order. */
  receipt: string;
  notes: Record<string, string>;
  /** Checkout labels. */
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/** Who reported a capture or a failure; recorded as `payment:<source>`. */
export type PaymentSource = 'verify' | 'webhook' | 'reconcile' | 'browser';

const CLOSED_ORDER_STATUSES = new Set(['cancelled', 'refunded']);

/** The payments rows of a payable (SQL condition on `payments`). */
export function paymentsOf(ref: PayableRef): SQL {
  return ref.kind === 'order'
    ? and(eq(payments.purpose, 'order'), eq(payments.orderId, ref.orderId))!
    : and(eq(payments.purpose, 'dealer_credits'), eq(payments.creditTransactionId, ref.transactionId))!;
}

/** The columns a new payments row of this payable sets. */
export function paymentRowFor(ref: PayableRef): { purpose: 'order' | 'dealer_credits'; orderId?: number; creditTransactionId?: number } {
  return ref.kind === 'order'
    ? { purpose: 'order', orderId: ref.orderId }
    : { purpose: 'dealer_credits', creditTransactionId: ref.transactionId };
}

/** Throws NOT_FOUND for an unknown payable (or another dealer's purchase). */
function notFound(ref: PayableRef): AppError {
  return new AppError('NOT_FOUND', ref.kind === 'order' ? PAYMENT_MESSAGES.orderNotFound : DEALER_MESSAGES.transactionNotFound);
}

/**
 * Loads a payable that can still be paid, optionally locking its row (`FOR UPDATE`) inside a
 * transaction. @throws AppError NOT_FOUND, CONFLICT (already paid, or closed), BAD_REQUEST (below ₹1).
 */
export async function loadOpenPayable(db: Db | Tx, ref: PayableRef, options: { lock?: boolean } = {}): Promise<Payable> {
  if (ref.kind === 'order') {
    const query = db.select().from(orders).where(eq(orders.id, ref.orderId));
    const [order] = options.lock ? await query.for('update') : await query;
    if (!order) throw notFound(ref);
    if (order.paymentStatus === 'completed') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
    // A cash on delivery order is paid to the courier; only its advance, while it awaits its
    // confirmation, goes through the gateway (docs/product.md#cash-on-delivery).
    if (order.paymentMethod === 'cod' && order.codAdvancePaise === 0) {
      throw new AppError('CONFLICT', 'This order is paid in cash on delivery, not online');
    }
    if (CLOSED_ORDER_STATUSES.has(order.orderStatus) || order.paymentStatus === 'refunded') {
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.orderClosed);
    }
    if (order.paymentMethod === 'cod') {
      if (order.orderStatus !== 'pending' || order.codConfirmedAt !== null || (await codAdvancePaid(db, order.id))) {
        throw new AppError('CONFLICT', 'The advance of this cash on delivery order is already paid');
      }
    }
    const amountPaise = order.paymentMethod === 'cod' ? order.codAdvancePaise : order.totalPaise;
    if (amountPaise < 100) throw new AppError('BAD_REQUEST', 'The order total is below the ₹1 minimum for online payment');
    const count = order.keychains.length || order.quantity;
    return {
      ref,
      amountPaise,
      currency: 'INR',
      receipt: `order_${order.id}`,
      notes: { orderId: String(order.id) },
      description: `Order #${order.id}: ${countOf(count, 'custom keychain')}`,
      prefill: { name: order.customerName, email: order.customerEmail, contact: order.customerPhone.replace(/\s+/g, '') },
    };
  }
  const query = db
    .select({ intent: dealerCreditTransactions, dealer: dealers })
    .from(dealerCreditTransactions)
    .innerJoin(dealers, eq(dealers.id, dealerCreditTransactions.dealerId))
    .where(
      and(
        eq(dealerCreditTransactions.id, ref.transactionId),
        eq(dealerCreditTransactions.dealerId, ref.dealerId),
        eq(dealerCreditTransactions.type, 'purchase_intent'),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: dealerCreditTransactions }) : await query;
  if (!row) throw notFound(ref);
  if (row.intent.paymentStatus === 'completed') throw new AppError('CONFLICT', DEALER_MESSAGES.alreadyCredited);
  return {
    ref,
    amountPaise: row.intent.paymentAmountPaise ?? 0,
    currency: 'INR',
    receipt: `credits_${row.intent.id}`,
    notes: { transactionId: String(row.intent.id), dealerId: String(ref.dealerId) },
    description: `${row.intent.amount} keychain credits`,
    prefill: { name: row.dealer.ownerName, email: row.dealer.email, contact: `+91${row.dealer.phoneNumber}` },
  };
}

/** Throws NOT_FOUND unless the payable exists (paid or not): verify and failure reports of a paid payable still answer. */
export async function assertPayableExists(db: Db | Tx, ref: PayableRef): Promise<void> {
  const rows =
    ref.kind === 'order'
      ? await db.select({ id: orders.id }).from(orders).where(eq(orders.id, ref.orderId))
      : await db
          .select({ id: dealerCreditTransactions.id })
          .from(dealerCreditTransactions)
          .where(
            and(
              eq(dealerCreditTransactions.id, ref.transactionId),
              eq(dealerCreditTransactions.dealerId, ref.dealerId),
              eq(dealerCreditTransactions.type, 'purchase_intent'),
            ),
          );
  if (rows.length === 0) throw notFound(ref);
}

/** Records on the payable which gateway order it is being paid with (orders / ledger razorpay_order_id). */
export async function notePayableGatewayOrder(tx: Tx, ref: PayableRef, providerOrderId: string): Promise<void> {
  if (ref.kind === 'order') {
    await tx.update(orders).set({ razorpayOrderId: providerOrderId }).where(eq(orders.id, ref.orderId));
  } else {
    await tx
      .update(dealerCreditTransactions)
      .set({ razorpayOrderId: providerOrderId })
      .where(eq(dealerCreditTransactions.id, ref.transactionId));
  }
}

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
