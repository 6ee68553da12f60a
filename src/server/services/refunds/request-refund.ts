/**
 * The admin's refund of a paid shop order through the payment provider (docs/product.md#refunds,
 * docs/decisions/111-refunds-through-the-provider.md), `requestRefund`, in steps:
 * 1. `reserveRefund`: under the order's row lock, check the amount against what the payment still
 *    holds and insert the refund `pending` (so two staff members refunding at once get one refund);
 * 2. `askProvider`: ask the provider, with our refund id in the notes (a refusal or an unreachable
 *    provider settles the refund failed, freeing its amount);
 * 3. `recordAnswer`: record its answer (its refund id; settled at once when it already says
 *    processed or failed);
 * 4. `cancelIfAsked`: cancel the order when asked to and the refund did not fail.
 * The webhook may settle the refund between 2 and 3; both paths go through settleRefund's
 * compare-and-set, so its effects run once.
 */
import { eq } from 'drizzle-orm';
import { formatRupees } from '#shared/money';
import { MIN_REFUND_PAISE, REFUND_MESSAGES, type CreateRefundResponse } from '#shared/schemas/refund';
import type { Db } from '../../db/client';
import { orderEvents, orders, refunds } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { transitionOrderStatus } from '../admin/update-order-status';
import type { ProviderRefund, RefundGateway } from './refund-gateway';
import { readRefundBalance } from '../orders/refund-balance';
import { settleRefund } from './settle-refund';

/** How long a pending refund waits before the reconciliation job first asks the provider about it. */
export const REFUND_FIRST_CHECK_MS = 2 * 60_000;

/** What the admin asked for; amounts in paise. */
export interface RefundRequest {
  orderId: number;
  /** Default: all that remains refundable. */
  amountPaise?: number;
  reason: string;
  /** Cancel the order once the provider accepted the refund (then the refund must be all that remains). */
  cancelOrder?: boolean;
  /** Who asked (`admin`). */
  actor: string;
}

/** Step 1: the refund row, reserved against the order's balance under its row lock. */
async function reserveRefund(db: Db, request: RefundRequest, now: Date) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', `Order ${request.orderId} not found`);
    const balance = await readRefundBalance(tx, order.id);
    if (!balance.payment?.providerPaymentId || order.orderType === 'dealer') {
      throw new AppError('BAD_REQUEST', REFUND_MESSAGES.notPaid(order.id));
    }
    if (balance.remainingPaise === 0) {
      throw new AppError(
        'BAD_REQUEST',
        balance.processedPaise >= balance.payment.amountPaise
          ? REFUND_MESSAGES.fullyRefunded(order.id)
          : REFUND_MESSAGES.underWay(order.id),
      );
    }
    const amountPaise = request.amountPaise ?? balance.remainingPaise;
    if (amountPaise > balance.remainingPaise) {
      throw new AppError('BAD_REQUEST', REFUND_MESSAGES.tooMuch(amountPaise, balance.remainingPaise));
    }
    if (amountPaise < MIN_REFUND_PAISE) throw new AppError('BAD_REQUEST', REFUND_MESSAGES.amountMinimum);
    if (request.cancelOrder && amountPaise !== balance.remainingPaise) {
      throw new AppError(
        'BAD_REQUEST',
        `Cancelling order #${order.id} refunds all that remains (${formatRupees(balance.remainingPaise)}): leave the amount out`,
      );
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: balance.payment.id,
        amountPaise,
        reason: request.reason,
        status: 'pending',
        requestedBy: request.actor,
        createdAt: now,
        nextCheckAt: new Date(now.getTime() + REFUND_FIRST_CHECK_MS),
      })
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'refund_requested',
      fromStatus: null,
      toStatus: 'pending',
      actor: request.actor,
      detail: `Refund #${refund!.id} of ${formatRupees(amountPaise)} asked for: ${request.reason}`,
      createdAt: now,
    });
    return { refund: refund!, providerPaymentId: balance.payment.providerPaymentId };
  });
}

/**
 * Refunds `amountPaise` (default: all that remains) of a paid shop order through `provider`,
 * asked by `actor` at `now` (the shop's clock); answers the refund's id, status (`pending`
 * until the provider confirms, or already `processed` / `failed`) and amount in paise.
 * @throws AppError NOT_FOUND for an unknown order; BAD_REQUEST for an unpaid or dealer order,
 * one already fully refunded (or with refunds under way for all of it), an amount beyond what
 * remains or below ₹1, a partial amount with cancelOrder, or a refund the provider refuses
 * (the refund is then recorded failed); GATEWAY_UNAVAILABLE (503) when the provider cannot be
 * reached: the refund is recorded failed, nothing was refunded, and a retry asks again.
 */
export async function requestRefund(
  db: Db,
  request: RefundRequest,
  options: { provider: RefundGateway; now: () => Date },
): Promise<CreateRefundResponse & { amountPaise: number }> {
  const { refund, providerPaymentId } = await reserveRefund(db, request, options.now());
  const answer = await askProvider(db, { refund, providerPaymentId }, options);
  const status = await recordAnswer(db, refund.id, answer, options.now);
  await cancelIfAsked(db, request, status, options.now);
  return { id: refund.id, status, amountPaise: refund.amountPaise };
}

type ReservedRefund = Awaited<ReturnType<typeof reserveRefund>>['refund'];

/**
 * Step 2: asks `provider` to refund the reserved amount of the payment `providerPaymentId`.
 * @throws the provider's error, after settling the refund failed (the provider took nothing).
 */
async function askProvider(
  db: Db,
  reserved: { refund: ReservedRefund; providerPaymentId: string },
  options: { provider: RefundGateway; now: () => Date },
): Promise<ProviderRefund> {
  const { refund, providerPaymentId } = reserved;
  try {
    return await options.provider.refund({
      providerPaymentId,
      amountPaise: refund.amountPaise,
      receipt: `refund_${refund.id}`,
      notes: { refundId: String(refund.id), orderId: String(refund.orderId) },
    });
  } catch (error) {
    const reason = error instanceof AppError && error.code === 'BAD_REQUEST' ? error.message : REFUND_MESSAGES.providerUnavailable;
    // Frees the reserved amount: the provider took nothing.
    await db.transaction((tx) =>
      settleRefund(tx, { refundId: refund.id, outcome: { status: 'failed', reason }, source: 'api', now: options.now() }),
    );
    throw error;
  }
}

/** Step 3: keeps the provider's refund id and settles at once an answer that is already final; answers the refund's status. */
async function recordAnswer(db: Db, refundId: number, answer: ProviderRefund, now: () => Date): Promise<CreateRefundResponse['status']> {
  return db.transaction(async (tx) => {
    await tx.update(refunds).set({ providerRefundId: answer.id }).where(eq(refunds.id, refundId));
    if (answer.status !== 'pending') {
      await settleRefund(tx, {
        refundId,
        outcome:
          answer.status === 'processed' ? { status: 'processed' } : { status: 'failed', reason: 'The payment provider failed the refund' },
        providerRefundId: answer.id,
        source: 'api',
        now: now(),
      });
    }
    const [row] = await tx.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, refundId));
    return row!.status as CreateRefundResponse['status'];
  });
}

/** Step 4: cancels the order when the admin asked to; a refund the provider failed at once refunded nothing, so the order stays. */
async function cancelIfAsked(db: Db, request: RefundRequest, status: CreateRefundResponse['status'], now: () => Date): Promise<void> {
  if (request.cancelOrder && status !== 'failed') {
    await transitionOrderStatus(db, { orderId: request.orderId, status: 'cancelled', actor: request.actor, now: now() });
  }
}
