import { eq } from 'drizzle-orm';
import { TRACKING_RANK, TRACKING_STATUS_LABELS, type TrackingStatus } from '#shared/schemas/shipping';
import type { Db } from '../../db/client';
import { orderEvents, orders, shipmentEvents, shipments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { queueShipmentEmail } from '../email/shipment-emails';
import { WebhookRejected, type ShippingProvider } from './provider';
import { moveOrderStatus } from './move-order-status';
import { recordCodCollected, recordReturnInitiated, recordReturnToOrigin } from './courier-cash-events';

/** What a webhook did. */
export type TrackingOutcome = 'recorded' | 'duplicate' | 'ignored' | 'unknown_awb';

/**
 * A courier's tracking webhook (docs/decisions/053-shipping-provider.md). The provider checks
 * its authenticity (HMAC over the raw body in constant time for the simulated courier,
 * Shiprocket's token) and normalises it; a forged, stale or malformed one is a 400 and changes
 * nothing. Each event is recorded once (UNIQUE event key): a duplicate changes nothing. The
 * event goes on the order's timeline; the shipment's status moves only forward (TRACKING_RANK,
 * then time), so a late "in transit" never undoes "delivered"; `delivered` sets the order
 * delivered (and a COD order's cash collected, also of a `returning` order the courier
 * delivers after all); `rto_initiated` sets the order returning and `rto_delivered` returns it
 * (courier-cash-events.ts, docs/decisions/188-rto-counts-when-the-parcel-turns-back.md); the customer's mail of the status is queued once (its dedupe key). The timeline row
 * of an event carries the courier's time; what the shop records is dated `now` (its clock).
 * @throws AppError INVALID_SIGNATURE (400) for a webhook the provider refuses.
 */
export async function recordTrackingEvent(
  db: Db,
  options: { provider: ShippingProvider; rawBody: string; headers: Record<string, string | string[] | undefined>; now: Date },
): Promise<TrackingOutcome> {
  let report;
  try {
    report = options.provider.parseWebhook(options.rawBody, options.headers, options.now);
  } catch (error) {
    if (error instanceof WebhookRejected) throw new AppError('INVALID_SIGNATURE', `Webhook refused: ${error.message}`);
    throw error;
  }
  if (!report) return 'ignored';
  const event = report;
  return db.transaction(async (tx) => {
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.awb, event.awb)).for('update');
    if (!shipment) return 'unknown_awb';
    const [inserted] = await tx
      .insert(shipmentEvents)
      .values({
        shipmentId: shipment.id,
        eventKey: event.eventKey,
        status: event.status,
        occurredAt: event.occurredAt,
        createdAt: options.now,
      })
      .onConflictDoNothing()
      .returning({ id: shipmentEvents.id });
    if (!inserted) return 'duplicate';

    const actor = `courier:${options.provider.name}`;
    const label = TRACKING_STATUS_LABELS[event.status];
    await tx.insert(orderEvents).values({
      orderId: shipment.orderId,
      type: `shipment_${event.status}`,
      actor,
      detail: [`${label} (${shipment.courier ?? 'courier'} AWB ${shipment.awb})`, event.detail].filter(Boolean).join(': '),
      createdAt: event.occurredAt,
    });
    const current = (shipment.trackingStatus ?? 'shipped') as TrackingStatus;
    const forward =
      TRACKING_RANK[event.status] > TRACKING_RANK[current] ||
      (TRACKING_RANK[event.status] === TRACKING_RANK[current] && event.occurredAt > (shipment.trackingAt ?? new Date(0)));
    if (forward) {
      await tx
        .update(shipments)
        .set({
          trackingStatus: event.status,
          trackingAt: event.occurredAt,
          expectedDelivery: event.expectedDelivery ?? shipment.expectedDelivery,
        })
        .where(eq(shipments.id, shipment.id));
    }
    if (event.status === 'delivered') {
      const [order] = await tx.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, shipment.orderId)).for('update');
      if (order && !['delivered', 'cancelled', 'refunded', 'returned'].includes(order.status)) {
        await moveOrderStatus(tx, { orderId: shipment.orderId, from: order.status, to: 'delivered', actor, now: options.now });
      }
    }
    // Cash on delivery (docs/product.md#cash-on-delivery): the cash collected, or the parcel back.
    if (event.status === 'delivered') {
      await recordCodCollected(tx, {
        orderId: shipment.orderId,
        reportedPaise: event.codCollectedPaise ?? null,
        at: event.occurredAt,
        actor,
        now: options.now,
      });
    }
    if (event.status === 'rto_initiated') await recordReturnInitiated(tx, { orderId: shipment.orderId, actor, now: options.now });
    if (event.status === 'rto_delivered') await recordReturnToOrigin(tx, { orderId: shipment.orderId, actor, now: options.now });
    // A stale "out for delivery" after the delivery is recorded but not announced.
    if (forward || event.status === 'delivered')
      await queueShipmentEmail(tx, { orderId: shipment.orderId, status: event.status, now: options.now });
    return 'recorded';
  });
}
