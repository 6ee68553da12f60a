import { and, eq, lt, ne } from 'drizzle-orm';
import { SHIPPING_MESSAGES, type CreateShipmentRequest, type ShipmentResponse } from '#shared/schemas/shipping';
import type { Db, Tx } from '../../db/client';
import { orders, shipments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { queueShipmentEmail } from '../email/shipment-emails';
import {
  COURIER_TIMEOUT_MS,
  courierUnavailable,
  type BookedShipment,
  type ManualShipmentDetails,
  type ShipmentProgress,
  type ShipmentRequest,
  type ShippingProvider,
} from './provider';
import { missingDetails } from './manual-courier';
import { isUniqueViolation } from '../catalog/db-errors';
import { PARCEL_WEIGHT_KG } from './check-serviceability';
import { issueOrderInvoice } from '../invoices/issue-tax-document';
import { moveOrderStatus } from './move-order-status';

/** A claim older than this belongs to a request that died: another may take it over. */
export const SHIPMENT_CLAIM_STALE_MS = 4 * COURIER_TIMEOUT_MS;
/** How long a concurrent request waits for the booking another one is making. */
export const SHIPMENT_WAIT_MS = 3 * COURIER_TIMEOUT_MS + 2_000;
const POLL_MS = 100;
/** A released claim (the courier failed): the next request takes it at once. */
const RELEASED = new Date(0);

const SHIPPABLE = new Set(['confirmed', 'processing', 'shipped']);

type ShipmentRow = typeof shipments.$inferSelect;

/** The label of an order's shipment: the admin's label PDF with the AWB barcode. */
export function shipmentLabelUrl(orderId: number): string {
  return `/api/admin/orders/labels.pdf?ids=${orderId}`;
}

function answer(row: ShipmentRow): ShipmentResponse {
  return { awb: row.awb!, courier: row.courier ?? '', trackingUrl: row.trackingUrl ?? '', labelUrl: shipmentLabelUrl(row.orderId) };
}

function progressOf(row: ShipmentRow): ShipmentProgress {
  return {
    providerOrderId: row.providerOrderId,
    providerShipmentId: row.providerShipmentId,
    awb: row.awb,
    courier: row.courier,
    providerLabelUrl: row.providerLabelUrl,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Books the courier for a paid order (or a confirmed cash-on-delivery order, whose cash the
 * courier collects: docs/product.md#cash-on-delivery) and marks it shipped (docs/decisions/053-shipping-provider.md).
 * The `shipments` row is the idempotency record: one per order (UNIQUE order_id), claimed by
 * INSERT … ON CONFLICT DO NOTHING (or by taking over a released or stale claim), so of any
 * number of concurrent or repeated calls only the claimant talks to the courier; the others
 * wait for its answer. Every courier step is saved as it succeeds, so a retry after a fault
 * resumes and never requests a second AWB. The order turns `shipped` (with its timeline row and
 * the customer's e-mail) only when the AWB exists.
 * With the manual courier (docs/decisions/099) `details` carries the courier's name and the AWB
 * the admin typed; the automatic couriers take none.
 * @throws AppError NOT_FOUND; BAD_REQUEST when the manual courier's name or AWB is missing, or
 * details are sent to an automatic courier; CONFLICT for an unpaid, cancelled or refunded order,
 * an AWB already on another order, or while another request is still booking;
 * COURIER_UNAVAILABLE (503, Retry-After) when the courier fails or is slower than COURIER_TIMEOUT_MS.
 */
export async function createShipment(
  db: Db,
  options: { orderId: number; provider: ShippingProvider; now: Date; actor?: string; details?: CreateShipmentRequest },
): Promise<ShipmentResponse> {
  const [order] = await db.select().from(orders).where(eq(orders.id, options.orderId));
  if (!order) throw new AppError('NOT_FOUND', `Order ${options.orderId} not found`);
  const [existing] = await db.select().from(shipments).where(eq(shipments.orderId, order.id));
  if (existing?.state === 'created') return answer(existing);
  // A COD order ships once confirmed, before its cash exists (docs/product.md#cash-on-delivery).
  const cod = order.paymentMethod === 'cod';
  const payable = cod ? order.paymentStatus === 'cod_pending' : order.paymentStatus === 'completed';
  if (!payable || !SHIPPABLE.has(order.orderStatus)) {
    throw new AppError('CONFLICT', SHIPPING_MESSAGES.notShippable);
  }
  const manual = await manualDetails(db, order.id, options.provider, options.details);

  const claimed = await claimShipment(db, order.id, options.provider.name, options.now);
  if (claimed.kind === 'created') return answer(claimed.row);
  if (claimed.kind === 'busy') return waitForBooking(db, order.id);

  const row = claimed.row;
  const request: ShipmentRequest = {
    orderId: order.id,
    reference: `chaabi-${order.id}`,
    createdAt: order.createdAt,
    customer: { name: order.customerName, phone: order.customerPhone, email: order.customerEmail },
    address: {
      street: order.shippingAddress.street,
      addressLine2: order.shippingAddress.addressLine2,
      city: order.shippingAddress.city,
      state: order.shippingAddress.state,
      pinCode: order.shippingAddress.zipCode,
      country: order.shippingAddress.country,
    },
    items: [
      {
        name: 'Custom 3D-printed keychain',
        units: Math.max(order.keychains.length, 1),
        unitPricePaise: Math.round(order.totalPaise / Math.max(order.keychains.length, 1)),
      },
    ],
    totalPaise: order.totalPaise,
    collectPaise: cod ? order.codCollectPaise : 0,
    weightKg: PARCEL_WEIGHT_KG,
    dimensionsCm: { length: 15, breadth: 10, height: 4 },
    ...(manual ? { manual } : {}),
  };
  let booked;
  try {
    booked = await options.provider.bookShipment(request, progressOf(row), async (progress) => {
      await db.update(shipments).set(progress).where(eq(shipments.id, row.id));
    });
  } catch (error) {
    await db.update(shipments).set({ claimedAt: RELEASED }).where(eq(shipments.id, row.id));
    throw error;
  }

  try {
    return await recordBooked(db, { row, booked, orderId: order.id, cod, actor: options.actor ?? 'admin', now: options.now });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two orders typed with one AWB at the same moment: the second is refused and may be retried.
    await db.update(shipments).set({ claimedAt: RELEASED }).where(eq(shipments.id, row.id));
    throw new AppError('CONFLICT', SHIPPING_MESSAGES.awbTaken, { issues: [{ path: 'awb', message: SHIPPING_MESSAGES.awbTaken }] });
  }
}

/**
 * The manual courier's details, checked: undefined for an automatic courier (which refuses any).
 * @throws AppError BAD_REQUEST (missing name or AWB, or details for an automatic courier); CONFLICT
 * when another order's shipment has that AWB.
 */
async function manualDetails(
  db: Db,
  orderId: number,
  provider: ShippingProvider,
  details: CreateShipmentRequest,
): Promise<ManualShipmentDetails | undefined> {
  const typed = details ?? {};
  if (!provider.capabilities.staffEntersAwb) {
    if (typed.courier !== undefined || typed.awb !== undefined || typed.trackingUrl !== undefined) {
      throw new AppError('BAD_REQUEST', SHIPPING_MESSAGES.automaticCourier);
    }
    return undefined;
  }
  if (!typed.courier || !typed.awb) throw missingDetails(typed);
  const [taken] = await db
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(and(eq(shipments.awb, typed.awb), ne(shipments.orderId, orderId)));
  if (taken) {
    throw new AppError('CONFLICT', SHIPPING_MESSAGES.awbTaken, { issues: [{ path: 'awb', message: SHIPPING_MESSAGES.awbTaken }] });
  }
  return { courier: typed.courier, awb: typed.awb, ...(typed.trackingUrl ? { trackingUrl: typed.trackingUrl } : {}) };
}

/**
 * The booking saved, the order shipped with its timeline row and the customer's e-mail, and a COD
 * order's tax invoice (issued at dispatch, docs/product.md#cash-on-delivery), in one transaction.
 */
async function recordBooked(
  db: Db,
  input: { row: ShipmentRow; booked: BookedShipment; orderId: number; cod: boolean; actor: string; now: Date },
): Promise<ShipmentResponse> {
  const { row, booked, orderId, actor, now } = input;
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(shipments)
      .set({
        state: 'created',
        providerOrderId: booked.providerOrderId,
        providerShipmentId: booked.providerShipmentId,
        awb: booked.awb,
        courier: booked.courier,
        trackingUrl: booked.trackingUrl || null,
        providerLabelUrl: booked.providerLabelUrl,
        trackingStatus: 'shipped',
        trackingAt: now,
      })
      .where(eq(shipments.id, row.id))
      .returning();
    await markShipped(tx, orderId, { detail: `${booked.courier} AWB ${booked.awb}`, actor, now });
    if (input.cod) await issueOrderInvoice(tx, { orderId, now, at: 'dispatch' });
    await queueShipmentEmail(tx, { orderId, status: 'shipped', now });
    return answer(done!);
  });
}

/** The order to `shipped` from wherever it was before (never back from delivered), on the timeline at `now`. */
async function markShipped(tx: Tx, orderId: number, { detail, actor, now }: { detail: string; actor: string; now: Date }): Promise<void> {
  const [current] = await tx.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!current || current.status === 'shipped' || current.status === 'delivered') return;
  await moveOrderStatus(tx, { orderId, from: current.status, to: 'shipped', actor, detail, now });
}

type Claim = { kind: 'ours'; row: ShipmentRow } | { kind: 'created'; row: ShipmentRow } | { kind: 'busy' };

async function claimShipment(db: Db, orderId: number, provider: string, now: Date): Promise<Claim> {
  const [inserted] = await db
    .insert(shipments)
    .values({ orderId, provider, claimedAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { kind: 'ours', row: inserted };
  const [taken] = await db
    .update(shipments)
    .set({ claimedAt: now })
    .where(
      and(
        eq(shipments.orderId, orderId),
        eq(shipments.state, 'requesting'),
        lt(shipments.claimedAt, new Date(now.getTime() - SHIPMENT_CLAIM_STALE_MS)),
      ),
    )
    .returning();
  if (taken) return { kind: 'ours', row: taken };
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row?.state === 'created' ? { kind: 'created', row } : { kind: 'busy' };
}

async function waitForBooking(db: Db, orderId: number): Promise<ShipmentResponse> {
  const deadline = Date.now() + SHIPMENT_WAIT_MS;
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
    if (row?.state === 'created') return answer(row);
    if (row && row.claimedAt.getTime() === RELEASED.getTime()) throw courierUnavailable();
  }
  throw new AppError('CONFLICT', SHIPPING_MESSAGES.shipmentInProgress, { headers: { 'Retry-After': '2' } });
}
