/**
 * The arrival day the customer was promised, and its moves (docs/product.md#promised-date,
 * docs/decisions/118-promised-delivery-date.md). The first promise is derived, never stored: the
 * payment day in India, plus the print days in working days, plus the courier's usual transit
 * days. When an event pushes the day later (a keychain failing quality check and being printed
 * again) the new day is stored on the order, written on its timeline and e-mailed to the
 * customer, once per new day.
 */
import { and, asc, eq } from 'drizzle-orm';
import { countOf } from '#shared/plural';
import { arrivalLabel } from '#shared/schemas/shipping';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/index';
import { queueDeliveryDateEmail, type DateMoveReason } from '../email/delivery-date-email';
import { addDays, indiaDate, printDays } from './check-serviceability';

/** Calendar days the courier takes when it gives no estimate (docs/decisions/054-arrival-estimate.md). */
export const USUAL_TRANSIT_DAYS = 5;

/** Timeline event type of a moved promise. */
export const DELIVERY_DATE_MOVED = 'delivery_date_moved';

/** YYYY-MM-DD (India) a parcel whose printing starts on the day of `start` should arrive. */
export function arrivalFrom(start: Date): string {
  return addDays(addDays(indiaDate(start), printDays(0), true), USUAL_TRANSIT_DAYS);
}

/**
 * The day the customer of `order` was last promised (YYYY-MM-DD): the stored moved day, else
 * the first promise from the order's payment event (its creation when none).
 */
export async function currentPromise(
  db: Db | Tx,
  order: Pick<typeof orders.$inferSelect, 'id' | 'promisedDelivery' | 'createdAt'>,
): Promise<string> {
  if (order.promisedDelivery) return order.promisedDelivery;
  const [paid] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'paid')))
    .orderBy(asc(orderEvents.createdAt))
    .limit(1);
  return arrivalFrom(paid?.at ?? order.createdAt);
}

/** Order statuses whose arrival day the print room still decides. */
const WAITING_TO_SHIP = new Set(['pending', 'confirmed', 'processing']);

/**
 * Moves order `orderId`'s promised day to `newDate` (YYYY-MM-DD) when that is later than the
 * day last promised: stores it, adds a timeline row and queues one customer e-mail (deduped per
 * new day). An earlier or equal day, or an order no longer waiting to ship (cancelled, refunded,
 * shipped, delivered), changes nothing. Inside the caller's transaction, at `now`
 * (the shop's clock). Answers whether the promise moved.
 */
export async function movePromisedDelivery(
  tx: Tx,
  options: { orderId: number; newDate: string; reason: DateMoveReason; now: Date },
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for('update');
  // A cancelled or refunded order is not printed again, and a shipped one has the courier's day.
  if (!order || !WAITING_TO_SHIP.has(order.orderStatus)) return false;
  const before = await currentPromise(tx, order);
  if (options.newDate <= before) return false;
  await tx.update(orders).set({ promisedDelivery: options.newDate }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: DELIVERY_DATE_MOVED,
    actor: 'system',
    detail: `${arrivalLabel(options.newDate)} (was ${arrivalLabel(before).replace('Arrives by ', '')}): ${countOf(options.reason.keychains, 'keychain')} failed quality check, printing again; customer e-mailed`,
    createdAt: options.now,
  });
  await queueDeliveryDateEmail(tx, { order, before, after: options.newDate, reason: options.reason, now: options.now });
  return true;
}
