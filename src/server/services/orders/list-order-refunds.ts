import { asc, inArray } from 'drizzle-orm';
import type { OrderRefund } from '#shared/schemas/refund';
import type { Db, Tx } from '../../db/client';
import { refunds } from '../../db/schema/index';

/** The refunds of the given orders, oldest first, by order id (docs/product.md#refunds). */
export async function listOrderRefunds(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, OrderRefund[]>> {
  const byOrder = new Map<number, OrderRefund[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const r of rows) {
    const list = byOrder.get(r.orderId) ?? [];
    list.push({
      id: r.id,
      amountPaise: r.amountPaise,
      reason: r.reason,
      status: r.status as OrderRefund['status'],
      failureReason: r.failureReason,
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
    });
    byOrder.set(r.orderId, list);
  }
  return byOrder;
}
