/**
 * A "payable": what a payment pays for (docs/decisions/017). The one payment pipeline (open,
 * verify, webhook, failure, reconciliation) is written over it, so a shop order and a dealer
 * credit purchase (a 'purchase_intent' ledger row) go through the same code; only loading,
 * labelling and the effect of a capture or a failure differ: loading and labelling live here, the
 * effects in payable-effects.ts.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment';
import type { Db, Tx } from '../../db/client';
import { dealerCreditTransactions, dealers, orders, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { countOf } from '#shared/plural';
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
