import { and, asc, eq } from 'drizzle-orm';
import { TRACK_NOT_FOUND_MESSAGE, TRACK_STEP_LABELS, TRACK_STEPS, type TrackResponse, type TrackStep } from '#shared/schemas/shipping';
import { paidStep } from '#shared/order-steps';
import type { Db } from '../../db/client';
import { orderEvents, orders, shipments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { arrivalFrom } from './promised-delivery';

/** Whether `contact` (a phone in any spacing, or an e-mail in any case) is the order's. */
export function contactMatches(order: { customerEmail: string; customerPhone: string }, contact: string): boolean {
  const given = contact.trim();
  if (given.includes('@')) return given.toLowerCase() === order.customerEmail.trim().toLowerCase();
  const digits = given.replace(/\D/g, '');
  const stored = order.customerPhone.replace(/\D/g, '');
  return digits.length >= 10 && stored.length >= 10 && digits.slice(-10) === stored.slice(-10);
}

const STOPPED = new Set(['cancelled', 'refunded', 'returned']);
const FULFILMENT_RANK: Record<string, number> = { processing: 2, shipped: 3, delivered: 5 };
const TRACKING_STEP_RANK: Record<string, number> = { out_for_delivery: 4, failed_delivery: 3, delivered: 5 };

/**
 * An order's progress for /track (public; docs/decisions/053-shipping-provider.md): the order
 * number and the phone or e-mail it was placed with must both match, and an unknown order and
 * a wrong contact get the same 404, so the page tells a guesser nothing. Only the steps, the
 * courier, the AWB and the expected day are returned: no name, address or contents.
 * @throws AppError NOT_FOUND (TRACK_NOT_FOUND_MESSAGE).
 */
export async function trackOrder(db: Db, options: { orderId: number; contact: string }): Promise<TrackResponse> {
  const [order] = await db.select().from(orders).where(eq(orders.id, options.orderId));
  if (!order || !contactMatches(order, options.contact)) throw new AppError('NOT_FOUND', TRACK_NOT_FOUND_MESSAGE);
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, order.id), eq(shipments.state, 'created')));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt));
  const firstAt = (match: (e: (typeof events)[number]) => boolean) => events.find(match)?.createdAt.toISOString() ?? null;

  const { done: paid, label: paidLabel, cashOnDelivery } = paidStep(order.orderStatus, order.paymentStatus);
  const rank = Math.max(
    FULFILMENT_RANK[order.orderStatus] ?? (paid ? 1 : 0),
    shipment ? 3 : 0,
    TRACKING_STEP_RANK[shipment?.trackingStatus ?? ''] ?? 0,
  );
  const at: Record<TrackStep, string | null> = {
    placed: order.createdAt.toISOString(),
    paid: cashOnDelivery ? (order.codConfirmedAt?.toISOString() ?? null) : firstAt((e) => e.type === 'paid'),
    printing: firstAt((e) => e.toStatus === 'processing'),
    shipped: firstAt((e) => e.toStatus === 'shipped'),
    out_for_delivery: firstAt((e) => e.type === 'shipment_out_for_delivery'),
    // The courier's own time of delivery, else when the order was set delivered.
    delivered: firstAt((e) => e.type === 'shipment_delivered') ?? firstAt((e) => e.toStatus === 'delivered'),
  };
  const steps = TRACK_STEPS.map((step, i) => {
    const done = i === 0 || (step === 'paid' ? paid || rank >= 2 : rank >= i);
    return { step, label: step === 'paid' ? paidLabel : TRACK_STEP_LABELS[step], done, at: done ? at[step] : null };
  });
  const stopped = STOPPED.has(order.orderStatus) ? `This order was ${order.orderStatus}.` : null;
  const parcel =
    shipment?.trackingStatus === 'failed_delivery'
      ? 'The courier could not deliver the parcel and will try again.'
      : order.orderStatus === 'returning' ||
          ['returned_to_origin', 'rto_initiated', 'rto_delivered'].includes(shipment?.trackingStatus ?? '')
        ? 'The parcel is on its way back to us; we will be in touch.'
        : null;
  const delivered = rank >= 5;
  // The courier's day once it gives one, else the day the customer was promised.
  const estimate =
    shipment?.expectedDelivery ??
    (paid ? (order.promisedDelivery ?? arrivalFrom(new Date(at.paid ?? order.createdAt.toISOString()))) : null);
  return {
    orderId: order.id,
    steps,
    notice: stopped ?? parcel,
    courier: shipment?.courier ?? null,
    awb: shipment?.awb ?? null,
    trackingUrl: shipment?.trackingUrl ?? null,
    // No arrival day for a parcel on its way back (docs/decisions/188-rto-counts-when-the-parcel-turns-back.md).
    expectedDelivery: delivered || stopped || order.orderStatus === 'returning' ? null : estimate,
  };
}
