/**
 * The life of a reserved use (docs/product.md#promotions,
 * docs/decisions/150-promotion-uses-reserved-under-a-row-lock.md): used once the order is paid,
 * released when its payment fails or it is cancelled or abandoned, held again (under the same
 * rules) when a released order is paid after all.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, promotionRedemptions, promotions } from '../../db/schema/index';
import { assertUsesLeft, promotionRefused, timeAndStatusRefusal } from './claim-promotion';

/** An unpaid order's use is released this long after the order was placed (ms): the payment gateway's own expiry window. */
export const ABANDONED_AFTER_MS = 2 * 60 * 60 * 1000;

/** Marks an order's use 'used' (inside the capture's transaction). A capture always wins, even of a released use. */
export async function markPromotionUsed(tx: Tx, orderId: number): Promise<void> {
  await tx.update(promotionRedemptions).set({ status: 'used', releasedAt: null }).where(eq(promotionRedemptions.orderId, orderId));
}

/**
 * Releases an unpaid order's reserved use (payment failed, order cancelled) at `now`, so
 * another shopper may take it. A used (paid) one stays counted: a refund does not give a use back.
 */
export async function releasePromotionUse(db: Db | Tx, orderId: number, now: Date): Promise<void> {
  await db
    .update(promotionRedemptions)
    .set({ status: 'released', releasedAt: now })
    .where(and(eq(promotionRedemptions.orderId, orderId), eq(promotionRedemptions.status, 'reserved')));
}

/**
 * Before an order's payment is opened: its code must still hold (docs/product.md#promotions). A
 * paused, ended or expired code refuses the payment; a released use (failed payment) is reserved
 * again if uses are left, under the promotion's lock. Nothing for an order without a code.
 * @throws AppError BAD_REQUEST naming the rule; nothing is charged.
 */
export async function holdPromotionForPayment(db: Db, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [use] = await tx.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, orderId));
    if (!use || use.status === 'used') return;
    const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, use.promotionId)).for('update');
    if (!promotion) return;
    const refusal = timeAndStatusRefusal(promotion, now);
    if (refusal) throw promotionRefused(refusal);
    if (use.status === 'reserved') return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    await assertUsesLeft(tx, promotion, { email: use.customerEmail, phone: use.customerPhone, userId: use.userId }, orderId);
    await tx.update(promotionRedemptions).set({ status: 'reserved', releasedAt: null }).where(eq(promotionRedemptions.id, use.id));
  });
}

/**
 * Releases the uses of orders still unpaid (payment pending or failed) ABANDONED_AFTER_MS after
 * they were placed; run by the reconcile-payments job. Returns how many were released.
 */
export async function releaseAbandonedPromotionUses(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const released = await db
    .update(promotionRedemptions)
    .set({ status: 'released', releasedAt: now })
    .where(
      and(
        eq(promotionRedemptions.status, 'reserved'),
        lte(promotionRedemptions.createdAt, cutoff),
        inArray(
          promotionRedemptions.orderId,
          db
            .select({ id: orders.id })
            .from(orders)
            .where(sql`${orders.paymentStatus} in ('pending', 'failed')`),
        ),
      ),
    )
    .returning({ id: promotionRedemptions.id });
  return released.length;
}
