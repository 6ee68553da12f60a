/**
 * Updates the buyer's figures when a shop order's payment is captured (called by markPaid in
 * its transaction): users.totalOrders, totalSpentPaise, lastOrderAt, customerStatus and the
 * customer_registry lifetime value and average order value (paise, the average rounded to the
 * nearest paisa), first purchase and last activity.
 * Guest orders (no userId) change nothing. Counted once per order: only when this capture
 * wrote the order's first 'paid' event (a second captured payment for the same order, e.g. a
 * retried payment that also went through, is not a second purchase). The purchase is dated `now`,
 * the shop's clock (composition-root.ts), like the capture it belongs to.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerRegistry, orderEvents, orders, users } from '../../db/schema/index';
import { customerStatusFor } from './customer-status';

/** Records a paid order against its user, if any, at `now`. */
export async function recordCustomerPurchase(tx: Tx, orderId: number, now: Date): Promise<void> {
  const [order] = await tx.select({ userId: orders.userId, totalPaise: orders.totalPaise }).from(orders).where(eq(orders.id, orderId));
  if (!order?.userId) return;
  const [paid] = await tx
    .select({ n: count() })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'paid')));
  if ((paid?.n ?? 0) > 1) return;

  const [user] = await tx
    .select({ totalOrders: users.totalOrders, totalSpentPaise: users.totalSpentPaise })
    .from(users)
    .where(eq(users.id, order.userId))
    .for('update');
  if (!user) return;
  const totalOrders = user.totalOrders + 1;
  const lifetimePaise = user.totalSpentPaise + order.totalPaise;
  const averageOrderValuePaise = Math.round(lifetimePaise / totalOrders);

  await tx
    .update(users)
    .set({ totalOrders, totalSpentPaise: lifetimePaise, lastOrderAt: now, customerStatus: customerStatusFor(totalOrders, lifetimePaise) })
    .where(eq(users.id, order.userId));
  await tx
    .insert(customerRegistry)
    .values({
      userId: order.userId,
      firstPurchaseAt: now,
      lastActivityAt: now,
      lifetimeValuePaise: lifetimePaise,
      averageOrderValuePaise,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: customerRegistry.userId,
      set: {
        firstPurchaseAt: sql`coalesce(${customerRegistry.firstPurchaseAt}, ${now.toISOString()}::timestamptz)`,
        lastActivityAt: now,
        lifetimeValuePaise: lifetimePaise,
        averageOrderValuePaise,
      },
    });
}
