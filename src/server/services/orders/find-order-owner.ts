import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';

/** The signed-in user an order belongs to (orders.user_id, null for guest orders), or null for an unknown order. */
export async function findOrderOwner(db: Db, orderId: number): Promise<{ userId: string | null } | null> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}
