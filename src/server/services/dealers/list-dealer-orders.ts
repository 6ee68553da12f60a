import { count, desc, eq } from 'drizzle-orm';
import type { DealerOrdersPage } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';

/** One page of the orders a dealer placed, newest first; only that dealer's. */
export async function listDealerOrders(db: Db, options: { dealerId: number; page: number; pageSize: number }): Promise<DealerOrdersPage> {
  const where = eq(orders.dealerId, options.dealerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      customerName: row.customerName,
      city: row.shippingAddress.city,
      state: row.shippingAddress.state,
      texts: row.keychains.map((k) => k.customText),
      quantity: row.quantity,
      orderStatus: row.orderStatus,
      paymentStatus: row.paymentStatus,
    })),
    total: Number(total!.n),
    page: options.page,
    pageSize: options.pageSize,
  };
}
