import { asc, eq } from 'drizzle-orm';
import type { OrderTimelineEntry } from '#shared/schemas/admin-orders';
import type { Db } from '../../db/client';
import { orderEvents, orders, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** order_events types that are payment events; the rest are fulfilment status changes. */
const PAYMENT_EVENT_TYPES = new Set(['paid', 'payment_failed', 'refunded', 'payment_refunded', 'refund_requested', 'refund_failed']);

/**
 * An order's timeline, oldest first: its placing, every order_events row (status
 * changes by the admin, payments captured, failed or refunded, with who and the gateway ids)
 * and each gateway order opened for it (payments rows). Entries at the same instant keep this
 * order: placed, gateway orders, events.
 * @throws AppError NOT_FOUND.
 */
export async function getOrderTimeline(db: Db, orderId: number): Promise<OrderTimelineEntry[]> {
  const [order] = await db.select({ createdAt: orders.createdAt, orderType: orders.orderType }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', `Order ${orderId} not found`);
  const [events, gatewayOrders] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id)),
  ]);
  const entries: OrderTimelineEntry[] = [
    {
      at: order.createdAt.toISOString(),
      kind: 'status',
      from: null,
      to: 'pending',
      actor: order.orderType === 'dealer' ? 'dealer' : 'customer',
      detail: 'Order placed',
    },
    ...gatewayOrders.map((p): OrderTimelineEntry => ({
      at: p.createdAt.toISOString(),
      kind: 'payment',
      from: null,
      to: 'created',
      actor: `payment:${p.provider}`,
      detail: `Gateway order ${p.providerOrderId}`,
    })),
    ...events.map((e): OrderTimelineEntry => ({
      at: e.createdAt.toISOString(),
      kind: PAYMENT_EVENT_TYPES.has(e.type) ? 'payment' : 'status',
      from: e.fromStatus,
      to: e.toStatus,
      actor: e.actor,
      detail: e.detail,
    })),
  ];
  // Array.prototype.sort is stable: equal times keep the order above.
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
