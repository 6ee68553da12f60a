/**
 * Order history of the signed-in user (docs/product.md#my-account, docs/product.md#customer-calls
 * GET /api/orders/my).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { paiseToDecimal } from '#shared/money';
import type { MyOrder } from '#shared/schemas/auth';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { listOrderRefunds } from '../orders/list-order-refunds';

/** The user's orders, newest first (at most 200), with their refunds. */
export async function findCustomerOrders(db: Db, userId: string): Promise<MyOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      quantity: orders.quantity,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
      keychains: orders.keychains,
      // Qualified by hand: in a one-table select Drizzle writes ${orders.id} as a bare "id", which the subquery would read as d.id.
      invoiceNumber: sql<string | null>`(select d.number from tax_documents d where d.order_id = "orders"."id" and d.kind = 'invoice')`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  const refunds = await listOrderRefunds(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    status: r.orderStatus,
    orderStatus: r.orderStatus,
    paymentStatus: r.paymentStatus,
    customText: r.keychains[0]?.customText ?? '',
    quantity: r.quantity,
    totalPrice: paiseToDecimal(r.totalPaise),
    createdAt: r.createdAt.toISOString(),
    keychains: r.keychains.map((k) => ({ customText: k.customText, fontFamily: k.fontFamily, textColor: k.textColor })),
    invoiceNumber: r.invoiceNumber,
    refunds: (refunds.get(r.id) ?? []).map(({ id, amountPaise, status, createdAt }) => ({ id, amountPaise, status, createdAt })),
  }));
}
