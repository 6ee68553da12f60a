import { eq } from 'drizzle-orm';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import type { OrderStatus } from '#shared/schemas/order';
import type { Db } from '../../db/client';
import { dealers, orderEvents, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { REFUND_MESSAGES } from '#shared/schemas/refund';
import { issueCreditNote } from '../invoices/credit-note';
import { listOrderRefunds } from '../orders/list-order-refunds';
import { readRefundBalance } from '../orders/refund-balance';
import { toAdminOrder } from './to-admin-order';

/**
 * Sets an order's fulfilment status: any value from any other (docs/product.md#order-status). The
 * change and its order_events row (from, to, actor) commit together; setting the current value
 * changes nothing and records nothing. The legacy `status` column mirrors orderStatus so the
 * customer's order history shows the same state. `now` is the shop's clock (composition-root.ts):
 * it dates the timeline row and any credit note.
 * @throws AppError NOT_FOUND when the order does not exist.
 */
export async function updateOrderStatus(
  db: Db,
  options: { orderId: number; status: OrderStatus; actor?: string; now: Date },
): Promise<AdminOrder> {
  return (await transitionOrderStatus(db, options)).order;
}

/**
 * updateOrderStatus with a guard: with `onlyFrom`, the order changes only when its status
 * (read under the row lock) is that one (the Print queue's confirmed → processing). Says
 * whether it changed. An order whose online payment still holds money is cancelled (or set
 * refunded) only through a refund (docs/product.md#refunds), whose credit notes say what went
 * back; an order paid without a payments row (legacy) gets the credit note that reverses its
 * invoice in the same transaction (docs/decisions/050-invoice-numbering.md); `now` dates it.
 * @throws AppError NOT_FOUND when the order does not exist; BAD_REQUEST when cancelling a paid
 * order that was not refunded.
 */
export async function transitionOrderStatus(
  db: Db,
  options: { orderId: number; status: OrderStatus; actor?: string; onlyFrom?: OrderStatus; now: Date },
): Promise<{ order: AdminOrder; changed: boolean; from: OrderStatus }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', `Order ${options.orderId} not found`);
    const [dealer] =
      current.dealerId === null
        ? []
        : await tx.select({ name: dealers.businessName }).from(dealers).where(eq(dealers.id, current.dealerId));
    const dealerName = dealer?.name ?? null;
    const closing = options.status === 'cancelled' || options.status === 'refunded';
    const balance = await readRefundBalance(tx, options.orderId);
    const refundsOf = async () => ({
      refunds: (await listOrderRefunds(tx, [options.orderId])).get(options.orderId) ?? [],
      refundablePaise: balance.remainingPaise,
    });
    if (current.orderStatus === options.status || (options.onlyFrom && current.orderStatus !== options.onlyFrom)) {
      return {
        order: toAdminOrder(current, dealerName, null, undefined, await refundsOf()),
        changed: false,
        from: current.orderStatus as OrderStatus,
      };
    }
    if (closing && balance.remainingPaise > 0 && current.paymentStatus === 'completed') {
      throw new AppError('BAD_REQUEST', REFUND_MESSAGES.cancelPaidOrder(options.orderId));
    }
    const [updated] = await tx
      .update(orders)
      .set({ orderStatus: options.status, status: options.status })
      .where(eq(orders.id, options.orderId))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: options.orderId,
      type: 'status_changed',
      fromStatus: current.orderStatus,
      toStatus: options.status,
      actor: options.actor ?? 'admin',
      createdAt: options.now,
    });
    if (closing && balance.payment === null) {
      await issueCreditNote(tx, { orderId: options.orderId, reason: `Order ${options.status}`, now: options.now });
    }
    return {
      order: toAdminOrder(updated!, dealerName, null, undefined, await refundsOf()),
      changed: true,
      from: current.orderStatus as OrderStatus,
    };
  });
}
