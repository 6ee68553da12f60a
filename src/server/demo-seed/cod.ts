/**
 * The demo data set's cash on delivery orders (docs/product.md#demo-data, #cash-on-delivery): a
 * share of the direct orders is placed COD with the default settings (₹40 fee, up to ₹2,000, no
 * advance), confirmed within hours or left unconfirmed and cancelled, and then, by its age,
 * printed, shipped (the invoice at dispatch), delivered with the cash collected (a few short of
 * the amount due), remitted by the courier a week or so later, or returned to origin with its
 * estimated loss and a credit note.
 */
import { DEFAULT_COD_SETTINGS } from '../services/settings/cod-settings';
import { rtoLossPaise } from '../services/shipping/courier-cash-events';

const DAY = 86_400_000;
const IST_OFFSET_MS = 19_800_000;

/** The share of direct orders placed cash on delivery (when the cart is within the limit). */
export const DEMO_COD_SHARE = 0.2;

/** What became of a COD order by `now`: its statuses, its COD columns and the instants of its steps. */
export interface DemoCodOrder {
  orderStatus: string;
  paymentStatus: string;
  columns: {
    paymentMethod: 'cod';
    codFeePaise: number;
    codCollectPaise: number;
    codConfirmedAt: Date | null;
    codCollectedPaise: number | null;
    codCollectedAt: Date | null;
    codRemittedAt: Date | null;
    codUtr: string | null;
    codRemittedPaise: number;
    rtoLossPaise: number | null;
  };
  /** When it was confirmed: the print room's day (null: never confirmed, or not yet). */
  confirmedAt: Date | null;
  /** When its shipment was booked and its invoice issued (null: not shipped). */
  shippedAt: Date | null;
  /** When it came back to the shop (status returned): its credit note's date. */
  returnedAt: Date | null;
  /** The shipment's last tracking status. */
  trackingStatus: string | null;
}

/** The total of a COD order of tier price `tierPaise` with the default fee, or null over the default limit. */
export function demoCodTotal(tierPaise: number): number | null {
  const total = tierPaise + DEFAULT_COD_SETTINGS.feePaise;
  return total <= DEFAULT_COD_SETTINGS.limitPaise ? total : null;
}

/**
 * The life of COD order `orderId` (total `totalPaise`, fee included; `quantity` keychains) placed
 * at `placedMs`, as it stands at `nowMs`: 6 % never confirmed (cancelled after 24 h), 8 % of the
 * shipped ones returned to origin, 2 % of the collected ones short by ₹10 (remitted short, they stay open).
 */
export function demoCodOrder(
  orderId: number,
  placedMs: number,
  nowMs: number,
  totalPaise: number,
  quantity: number,
  rnd: () => number,
): DemoCodOrder {
  const columns: DemoCodOrder['columns'] = {
    paymentMethod: 'cod',
    codFeePaise: DEFAULT_COD_SETTINGS.feePaise,
    codCollectPaise: totalPaise,
    codConfirmedAt: null,
    codCollectedPaise: null,
    codCollectedAt: null,
    codRemittedAt: null,
    codUtr: null,
    codRemittedPaise: 0,
    rtoLossPaise: null,
  };
  const none = { confirmedAt: null, shippedAt: null, returnedAt: null, trackingStatus: null };
  const unconfirmed = rnd() < 0.06;
  const confirmedMs = placedMs + (10 + Math.floor(rnd() * 360)) * 60_000;
  const returnsToOrigin = rnd() < 0.08;
  const short = rnd() < 0.02;
  const remitAfterDays = 7 + Math.floor(rnd() * 4);
  if (unconfirmed || confirmedMs > nowMs) {
    const expired = placedMs + DEFAULT_COD_SETTINGS.autoCancelHours * 3_600_000 < nowMs;
    return { orderStatus: unconfirmed && expired ? 'cancelled' : 'pending', paymentStatus: 'cod_pending', columns, ...none };
  }
  const confirmedAt = new Date(confirmedMs);
  columns.codConfirmedAt = confirmedAt;
  const age = (nowMs - confirmedMs) / DAY;
  if (age < 2) {
    return { orderStatus: age < 1 ? 'confirmed' : 'processing', paymentStatus: 'cod_pending', columns, ...none, confirmedAt };
  }
  const shippedAt = new Date(confirmedMs + 1.5 * DAY);
  if (returnsToOrigin && age >= 3.5) {
    if (age < 6) {
      return {
        orderStatus: 'returning',
        paymentStatus: 'cod_pending',
        columns,
        confirmedAt,
        shippedAt,
        returnedAt: null,
        trackingStatus: 'rto_initiated',
      };
    }
    columns.rtoLossPaise = rtoLossPaise(quantity, DEFAULT_COD_SETTINGS);
    const returnedAt = new Date(confirmedMs + 6 * DAY);
    return {
      orderStatus: 'returned',
      paymentStatus: 'cod_pending',
      columns,
      confirmedAt,
      shippedAt,
      returnedAt,
      trackingStatus: 'rto_delivered',
    };
  }
  if (age < 5) {
    return {
      orderStatus: 'shipped',
      paymentStatus: 'cod_pending',
      columns,
      confirmedAt,
      shippedAt,
      returnedAt: null,
      trackingStatus: 'in_transit',
    };
  }
  const deliveredMs = confirmedMs + 5 * DAY;
  columns.codCollectedPaise = short ? totalPaise - 1_000 : totalPaise;
  columns.codCollectedAt = new Date(deliveredMs);
  // The courier remits in batches: the India day a week or so after the delivery, from its start.
  const remittedDay = new Date(deliveredMs + remitAfterDays * DAY + IST_OFFSET_MS).toISOString().slice(0, 10);
  const remittedAt = new Date(`${remittedDay}T00:00:00+05:30`);
  let paymentStatus = 'cod_collected';
  if (remittedAt.getTime() <= nowMs) {
    columns.codRemittedPaise = columns.codCollectedPaise;
    // A short parcel remitted short stays open with its shortfall (docs/decisions/218-cod-shortfall-stays-open.md).
    if (!short) {
      paymentStatus = 'completed';
      columns.codRemittedAt = remittedAt;
      columns.codUtr = `DEMOUTR${String(orderId).padStart(10, '0')}`;
    }
  }
  return { orderStatus: 'delivered', paymentStatus, columns, confirmedAt, shippedAt, returnedAt: null, trackingStatus: 'delivered' };
}
