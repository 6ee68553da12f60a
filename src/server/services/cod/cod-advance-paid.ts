/** Whether a COD order's advance is paid (docs/product.md#cod-advance). */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema/index';

/** Whether the advance of COD order `orderId` is paid: a captured gateway payment of the order exists (docs/product.md#cash-on-delivery). */
export async function codAdvancePaid(db: Db | Tx, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.purpose, 'order'), eq(payments.orderId, orderId), eq(payments.status, 'captured')))
    .limit(1);
  return rows.length > 0;
}
