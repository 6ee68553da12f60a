import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';

/** An order's payment status (spec's paymentStatus), or 'pending' for an unknown order. */
export async function findOrderPaymentStatus(db: Db, orderId: number): Promise<string> {
  const [row] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return row?.paymentStatus ?? 'pending';
}
