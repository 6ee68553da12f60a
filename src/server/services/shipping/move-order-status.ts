import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/index';

type OrderStatus = (typeof orders.$inferSelect)['orderStatus'];

/**
 * Moves order `orderId` from `from` to `to` (its status columns, and the `extra` columns written
 * with it) and records the change on the order's timeline as `actor`'s doing, with `detail` when
 * given, dated `now`, the shop's clock (docs/product.md#order-status). The caller holds the order's
 * row lock and has checked that the move is allowed.
 */
export async function moveOrderStatus(
  tx: Tx,
  move: {
    orderId: number;
    from: OrderStatus;
    to: OrderStatus;
    actor: string;
    detail?: string;
    now: Date;
    extra?: Partial<typeof orders.$inferInsert>;
  },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...move.extra, orderStatus: move.to, status: move.to })
    .where(eq(orders.id, move.orderId));
  await tx.insert(orderEvents).values({
    orderId: move.orderId,
    type: 'status_changed',
    fromStatus: move.from,
    toStatus: move.to,
    actor: move.actor,
    detail: move.detail,
    createdAt: move.now,
  });
}
