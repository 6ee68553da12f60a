/**
 * What a courier's delivery and return to origin do to an order's money (docs/product.md#cash-on-delivery),
 * inside the transaction that records the tracking event (record-tracking-event.ts).
 */
import { eq } from 'drizzle-orm';
import { formatRupeesWithPaise } from '#shared/money';
import type { Tx } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/index';
import { issueCreditNote } from '../invoices/credit-note';
import { moveOrderStatus } from './move-order-status';
import { getCodSettings } from '../settings/cod-settings';

/** Orders a courier event no longer moves: stopped by the shop, or already back. */
const STOPPED = new Set(['cancelled', 'refunded', 'returned']);
/** Orders a courier's `rto_initiated` moves to `returning`: on their way, not yet delivered or stopped. */
const TURNS_BACK = new Set(['confirmed', 'processing', 'shipped']);

/**
 * A delivered COD parcel: the order's cash is collected (`paymentStatus: 'cod_collected'`,
 * cod_collected_paise and _at). The amount the courier reports (`reportedPaise`, null when it
 * reports none: then the amount due is taken) is checked against cod_collect_paise; a different
 * figure is recorded as reported and flagged on the timeline (`cod_mismatch`), for the COD
 * screen's mismatches. Nothing for a prepaid order, one not awaiting its cash, or a cancelled,
 * refunded or returned one (the event is recorded, no state moves back). `at` is the courier's
 * time of delivery, `now` the shop's clock.
 */
export async function recordCodCollected(
  tx: Tx,
  options: { orderId: number; reportedPaise: number | null; at: Date; actor: string; now: Date },
): Promise<'collected' | 'mismatch' | 'unchanged'> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for('update');
  if (!order || order.paymentMethod !== 'cod' || order.paymentStatus !== 'cod_pending' || STOPPED.has(order.orderStatus)) {
    return 'unchanged';
  }
  const collected = options.reportedPaise ?? order.codCollectPaise;
  await tx
    .update(orders)
    .set({ paymentStatus: 'cod_collected', codCollectedPaise: collected, codCollectedAt: options.at })
    .where(eq(orders.id, order.id));
  const mismatch = collected !== order.codCollectPaise;
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: mismatch ? 'cod_mismatch' : 'cod_collected',
    actor: options.actor,
    detail: mismatch
      ? `The courier reports ${formatRupeesWithPaise(collected)} collected; ${formatRupeesWithPaise(order.codCollectPaise)} was due`
      : `${formatRupeesWithPaise(collected)} collected in cash by the courier`,
    createdAt: options.now,
  });
  return mismatch ? 'mismatch' : 'collected';
}

/**
 * The estimated loss of a parcel returned to origin, in paise (docs/product.md#cash-on-delivery):
 * what was printed (print cost per keychain × keychains) plus the forward and return shipping
 * estimates, all from the COD settings.
 */
export function rtoLossPaise(
  keychains: number,
  settings: { printCostPerKeychainPaise: number; forwardShippingEstimatePaise: number; returnShippingEstimatePaise: number },
): number {
  return keychains * settings.printCostPerKeychainPaise + settings.forwardShippingEstimatePaise + settings.returnShippingEstimatePaise;
}

/**
 * A parcel turned back by the courier (`rto_initiated`; docs/decisions/188-rto-counts-when-the-parcel-turns-back.md):
 * a confirmed, printing or shipped order becomes `returning` (shown to staff and on /track),
 * which counts against its phone's RTO limit at once (countReturnsOfPhone), so the phone cannot
 * place another COD order while the parcel travels back. No credit note and no loss yet: those
 * come with `rto_delivered`. Nothing for an order already returning, returned, delivered,
 * cancelled or refunded, or still pending (the event is recorded, no state moves back): a repeat
 * or a late `rto_initiated` after `rto_delivered` changes nothing, and one order is one count
 * whichever of its statuses it is in. `now` is the shop's clock.
 */
export async function recordReturnInitiated(tx: Tx, options: { orderId: number; actor: string; now: Date }): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for('update');
  if (!order || !TURNS_BACK.has(order.orderStatus)) return false;
  await moveOrderStatus(tx, {
    orderId: order.id,
    from: order.orderStatus,
    to: 'returning',
    actor: options.actor,
    detail: 'Not delivered: the courier is returning the parcel to us',
    now: options.now,
  });
  return true;
}

/**
 * A parcel back at the shop (`rto_delivered`): the order becomes `returned` (from `returning`, or
 * directly when no `rto_initiated` came first; either counts once against its phone's RTO limit), its estimated loss is recorded (rtoLossPaise), and a COD order's invoice,
 * issued at dispatch for cash never received, is cancelled by a credit note
 * (docs/decisions/174-cod-invoice-at-dispatch.md; a prepaid order's credit note comes with its
 * refund). Nothing for a cancelled, refunded, delivered or already returned order (the event is
 * recorded, no state moves back). `now` is the shop's clock.
 */
export async function recordReturnToOrigin(tx: Tx, options: { orderId: number; actor: string; now: Date }): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for('update');
  if (!order || STOPPED.has(order.orderStatus) || order.orderStatus === 'delivered') return false;
  const loss = rtoLossPaise(Math.max(order.quantity, order.keychains.length), await getCodSettings(tx));
  await moveOrderStatus(tx, {
    orderId: order.id,
    from: order.orderStatus,
    to: 'returned',
    actor: options.actor,
    detail: `Returned to origin; estimated loss ${formatRupeesWithPaise(loss)}`,
    now: options.now,
    extra: { rtoLossPaise: loss },
  });
  if (order.paymentMethod === 'cod') {
    await issueCreditNote(tx, { orderId: order.id, reason: 'Returned to origin: not delivered, no cash collected', now: options.now });
  }
  return true;
}
