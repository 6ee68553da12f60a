import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/index';

/**
 * Paid means confirmed (docs/product.md#order-status): a pending order moves to `confirmed` in the
 * transaction that records its payment (a capture, or a dealer's credits), so it reaches the Print
 * queue without a hand in between and "pending" keeps meaning "not paid yet". The change is
 * recorded on the order's timeline as `actor`'s doing, dated `now` (the shop's clock). An order the
 * admin already moved on stays where it is.
 */
export async function confirmPaidOrder(tx: Tx, orderId: number, actor: string, now: Date): Promise<void> {
  const [moved] = await tx
    .update(orders)
    .set({ orderStatus: 'confirmed', status: 'confirmed' })
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'pending')))
    .returning({ id: orders.id });
  if (!moved) return;
  await tx
    .insert(orderEvents)
    .values({ orderId, type: 'status_changed', fromStatus: 'pending', toStatus: 'confirmed', actor, createdAt: now });
}
