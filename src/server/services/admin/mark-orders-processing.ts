import { inArray } from 'drizzle-orm';
import type { MarkProcessingResponse } from '#shared/schemas/print';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { transitionOrderStatus } from './update-order-status';

/**
 * "Mark Processing" in the Print queue: moves the selected confirmed orders to
 * processing, each through transitionOrderStatus (its row lock and its order_events audit row,
 * actor 'admin'), so the timeline shows each change as if made one by one. Orders that are no
 * longer confirmed (another admin moved them) are left as they are and listed as skipped. `now`
 * (the shop's clock) dates the timeline rows.
 * @throws AppError NOT_FOUND naming unknown ids, before anything changes.
 */
export async function markOrdersProcessing(db: Db, options: { ids: readonly number[]; now: Date }): Promise<MarkProcessingResponse> {
  const ids = [...new Set(options.ids)];
  const rows = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('NOT_FOUND', `Orders not found: ${missing.map((id) => `#${id}`).join(', ')}`);
  const updated: number[] = [];
  const skipped: MarkProcessingResponse['skipped'] = [];
  for (const id of ids) {
    const result = await transitionOrderStatus(db, { orderId: id, status: 'processing', onlyFrom: 'confirmed', now: options.now });
    if (result.changed) updated.push(id);
    else skipped.push({ id, orderStatus: result.order.orderStatus });
  }
  return { updated, skipped };
}
