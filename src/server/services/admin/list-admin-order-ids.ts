import { count, desc } from 'drizzle-orm';
import { MAX_LABELS_PER_PDF, type AdminOrderIdsResponse } from '#shared/schemas/admin-orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { adminOrderWhere, type AdminOrderFilter } from './admin-order-filter';

/**
 * The ids of every order matching the Orders tab's filters, newest first, up to the label
 * PDF's limit, and how many match in all ("select all on the filter").
 */
export async function listAdminOrderIds(db: Db, filter: AdminOrderFilter): Promise<AdminOrderIdsResponse> {
  const where = adminOrderWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.select({ id: orders.id }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(MAX_LABELS_PER_PDF),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(total!.n) };
}
