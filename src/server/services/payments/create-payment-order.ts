import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { decimalToPaise } from '#shared/money';
import { PAYMENT_MESSAGES, type CreatePaymentResponse } from '#shared/schemas/payment';
import { AppError } from '../../lib/app-error';
import type { Db, Tx } from '../../db/client';
import { orders, payments } from '../../db/schema/index';
import type { PaymentProvider } from './provider';

/** A 'created' provider order younger than this is reused instead of opening another (double click). */
export const PAYMENT_REUSE_WINDOW_MS = 15 * 60 * 1000;

const CLOSED_ORDER_STATUSES = new Set(['cancelled', 'refunded']);

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * Opens a gateway order for a shop order's stored server total (spec §7 POST
 * /api/payments/create-order; amount in paise). A second call while a fresh 'created' payment
 * exists reuses it. The gateway is called outside any transaction; the row is then inserted
 * under a lock on the order, re-checking for a payment a concurrent click stored meanwhile
 * (our unused gateway order is then simply never paid).
 * @throws AppError NOT_FOUND (unknown order), CONFLICT (already paid or closed),
 *   GATEWAY_UNAVAILABLE (503).
 */
export async function createPaymentOrder(
  db: Db,
  options: { provider: PaymentProvider; orderId: number; now?: Date },
): Promise<CreatePaymentResponse> {
  const { provider, orderId } = options;
  const now = options.now ?? new Date();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  assertPayable(order);
  const amountPaise = decimalToPaise(order.totalPrice);
  if (amountPaise < 100) throw new AppError('BAD_REQUEST', 'The order total is below the ₹1 minimum for online payment');

  const existing = await findReusablePayment(db, provider, orderId, amountPaise, now);
  if (existing) return checkoutOptions(provider, order, existing);

  const gatewayOrder = await provider.createOrder({
    amountPaise,
    currency: 'INR',
    receipt: `order_${orderId}`,
    notes: { orderId: String(orderId) },
  });

  const payment = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
    assertPayable(locked);
    const raced = await findReusablePayment(tx, provider, orderId, amountPaise, now);
    if (raced) return raced;
    const [inserted] = await tx
      .insert(payments)
      .values({
        provider: provider.name,
        providerOrderId: gatewayOrder.id,
        purpose: 'order',
        orderId,
        amountPaise,
        currency: 'INR',
        status: 'created',
      })
      .returning();
    await tx
      .update(orders)
      .set({ razorpayOrderId: gatewayOrder.id, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    return inserted!;
  });
  return checkoutOptions(provider, order, payment);
}

function assertPayable(order: OrderRow): void {
  if (order.paymentStatus === 'completed') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  if (CLOSED_ORDER_STATUSES.has(order.orderStatus) || order.paymentStatus === 'refunded') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.orderClosed);
  }
}

async function findReusablePayment(
  db: Db | Tx,
  provider: PaymentProvider,
  orderId: number,
  amountPaise: number,
  now: Date,
): Promise<PaymentRow | undefined> {
  const since = new Date(now.getTime() - PAYMENT_REUSE_WINDOW_MS);
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider.name),
        eq(payments.purpose, 'order'),
        eq(payments.status, 'created'),
        eq(payments.amountPaise, amountPaise),
        gt(payments.createdAt, since),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** What Razorpay Checkout (or the simulated dialog) is opened with. */
function checkoutOptions(provider: PaymentProvider, order: OrderRow, payment: PaymentRow): CreatePaymentResponse {
  const count = order.keychains.length || order.quantity;
  return {
    success: true,
    key: provider.keyId,
    amount: payment.amountPaise,
    currency: payment.currency,
    orderId: payment.providerOrderId,
    provider: provider.name,
    name: 'Chaabi',
    description: `Order #${order.id}: ${count} custom keychain${count === 1 ? '' : 's'}`,
    prefill: { name: order.customerName, email: order.customerEmail, contact: order.customerPhone.replace(/\s+/g, '') },
  };
}
