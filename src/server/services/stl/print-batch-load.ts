/** The batch zip's first step: which orders it prints, and their dealers' names (build-print-batch.ts). */
import { asc, eq, inArray } from 'drizzle-orm';
import { MAX_BATCH_ORDERS, type PrintBatchQuery } from '#shared/schemas/print';
import type { Db } from '../../db/client';
import { dealers, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { OrderRow } from './build-order-print-files';

/**
 * The orders of `query`: the given ids in the order given, or the oldest MAX_BATCH_ORDERS
 * confirmed orders (created first, then by id).
 * @throws AppError NOT_FOUND naming unknown ids, or when no order is confirmed.
 */
export async function loadBatchOrders(db: Db, query: PrintBatchQuery): Promise<OrderRow[]> {
  if (query.ids) {
    const rows = await db.select().from(orders).where(inArray(orders.id, query.ids));
    const found = new Set(rows.map((r) => r.id));
    const missing = query.ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new AppError('NOT_FOUND', `Orders not found: ${missing.map((id) => `#${id}`).join(', ')}`);
    const position = new Map(query.ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  }
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.orderStatus, 'confirmed'))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(MAX_BATCH_ORDERS);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No confirmed orders to print');
  return rows;
}

/** Business names of the dealers of `rows`, by dealer id. */
export async function loadDealerNames(db: Db, rows: readonly OrderRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.dealerId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: dealers.id, name: dealers.businessName }).from(dealers).where(inArray(dealers.id, ids));
  return new Map(found.map((d) => [d.id, d.name] as const));
}
