/**
 * What an order's payment still holds for refunds (docs/product.md#refunds): the captured
 * payment less every refund that is pending or processed. A pending refund holds its amount
 * until the provider fails it, so two refunds asked for at once can never exceed the payment.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments, refunds } from '../../db/schema/index';

/** The captured payment of an order and what refunds took from it; paise. */
export interface RefundBalance {
  payment: { id: number; providerPaymentId: string | null; amountPaise: number } | null;
  /** Pending and processed refunds together. */
  committedPaise: number;
  processedPaise: number;
  /** What may still be refunded (0 without a captured payment). */
  remainingPaise: number;
}

/**
 * The refund balance of `orderId`. Read it under the order's row lock (`SELECT … FOR UPDATE` on
 * orders) when a refund is to be reserved against it.
 */
export async function readRefundBalance(db: Db | Tx, orderId: number): Promise<RefundBalance> {
  const [payment] = await db
    .select({ id: payments.id, providerPaymentId: payments.providerPaymentId, amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'order'), eq(payments.status, 'captured')))
    .limit(1);
  const [sums] = await db
    .select({
      committed: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int`,
      processed: sql<number>`coalesce(sum(${refunds.amountPaise}) filter (where ${refunds.status} = 'processed'), 0)::int`,
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'processed'])));
  const committedPaise = Number(sums?.committed ?? 0);
  return {
    payment: payment ?? null,
    committedPaise,
    processedPaise: Number(sums?.processed ?? 0),
    remainingPaise: payment ? Math.max(0, payment.amountPaise - committedPaise) : 0,
  };
}
