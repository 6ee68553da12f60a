/**
 * ShippingProvider: the one seam between our shipping rules and a courier (docs/architecture.md,
 * docs/decisions/053-shipping-provider.md). simulated-courier.ts is the offline default outside
 * production; shiprocket-courier.ts speaks Shiprocket's REST API with plain fetch; manual-courier.ts books nothing
 * and takes the AWB the admin types (production without Shiprocket, docs/decisions/099). What
 * differs between them, callers read from `capabilities` (docs/decisions/220-seam-capabilities.md). Courier calls that fail or take longer than
 * COURIER_TIMEOUT_MS surface as AppError('COURIER_UNAVAILABLE'): 503 with Retry-After. This file is the
 * contract and the couriers' shared call helpers; it imports none of the couriers (choose-courier.ts picks one).
 */
import type { TrackingStatus } from '#shared/schemas/shipping';
import { AppError } from '../../lib/app-error';
import { SHIPPING_MESSAGES } from '#shared/schemas/shipping';

/** The longest the admin waits for one courier call before the shipment answers 503. */
export const COURIER_TIMEOUT_MS = 10_000;
/** Seconds a client waits before retrying after a 503 from the courier. */
export const COURIER_RETRY_AFTER_S = 30;

/** What a courier says about delivering to a PIN code. */
export interface CourierServiceability {
  serviceable: boolean;
  courier: string | null;
  /** Days from pickup to delivery. */
  transitDays: number | null;
  /** Whether a courier collects cash on delivery at the PIN (docs/product.md#cash-on-delivery); false when not serviceable. */
  cod: boolean;
}

/** The parcel to book; weights in kg, sizes in cm, amount in paise. */
export interface ShipmentRequest {
  orderId: number;
  /** Our reference at the courier (unique per order). */
  reference: string;
  createdAt: Date;
  customer: { name: string; phone: string; email: string };
  address: { street: string; addressLine2?: string; city: string; state: string; pinCode: string; country: string };
  items: { name: string; units: number; unitPricePaise: number }[];
  totalPaise: number;
  /**
   * Cash the courier collects on delivery, in paise (docs/product.md#cash-on-delivery): 0 for a
   * prepaid parcel; for cash on delivery the order's cod_collect_paise.
   */
  collectPaise: number;
  weightKg: number;
  dimensionsCm: { length: number; breadth: number; height: number };
  /** What the admin typed for the manual courier (absent for the others). */
  manual?: ManualShipmentDetails;
}

/** What the admin types in the Ship dialog for the manual courier (trimmed and checked by the request schema). */
export interface ManualShipmentDetails {
  courier: string;
  awb: string;
  /** https only; undefined: the known courier's page, else none. */
  trackingUrl?: string;
}

/** What is known of a booking so far: each step's result is saved before the next is asked (the idempotency record). */
export interface ShipmentProgress {
  providerOrderId: string | null;
  providerShipmentId: string | null;
  awb: string | null;
  courier: string | null;
  providerLabelUrl: string | null;
}

/** A finished booking. */
export interface BookedShipment {
  providerOrderId: string | null;
  providerShipmentId: string | null;
  awb: string;
  courier: string;
  trackingUrl: string;
  providerLabelUrl: string | null;
}

/** One tracking report, normalised. `eventKey` identifies it at the courier (duplicates share it). */
export interface TrackingReport {
  eventKey: string;
  awb: string;
  status: TrackingStatus;
  occurredAt: Date;
  /** The courier's expected delivery day, YYYY-MM-DD, when it says one. */
  expectedDelivery: string | null;
  detail: string | null;
  /** For `delivered`: the cash the courier says it collected, in paise; null when it says nothing. */
  codCollectedPaise?: number | null;
}

/**
 * One line of a courier's COD remittance (docs/product.md#cash-on-delivery): the cash of one
 * AWB paid into the shop's bank account by transfer `utr` on `remittedOn` (YYYY-MM-DD, India).
 */
export interface RemittanceLine {
  awb: string;
  amountPaise: number;
  utr: string;
  remittedOn: string;
}

/** Why a webhook was refused (400, nothing changes). */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}

/**
 * What differs between couriers that callers act on (docs/decisions/220-seam-capabilities.md):
 * callers branch on these, never on a courier's name.
 */
export interface CourierCapabilities {
  /** The admin types the courier's name and AWB in the Ship dialog; nothing is booked over a network. */
  readonly staffEntersAwb: boolean;
  /** A simulation: nothing real is booked or delivered, so it never runs in production (docs/decisions/099). */
  readonly simulated: boolean;
}

/** The courier seam. */
export interface ShippingProvider {
  /** The courier's id, kept on each shipment row and in audit actors (`courier:<name>`); never branched on. */
  readonly name: string;
  readonly capabilities: CourierCapabilities;
  /**
   * The header every genuine tracking webhook carries (its signature or token): a request
   * without it is refused before its body is read. null: this courier sends no webhooks, and
   * POST /api/shipping/webhook does not exist (404).
   */
  readonly webhookSignatureHeader: string | null;
  /** Whether `pin` is served from the pickup location, by whom and in how many days. */
  checkServiceability(input: { pin: string; weightKg: number }): Promise<CourierServiceability>;
  /**
   * Books the parcel, resuming from `progress` (steps already done are never asked again) and
   * calling `save` after each step so a crash or a timeout leaves the record of what exists.
   */
  bookShipment(
    request: ShipmentRequest,
    progress: ShipmentProgress,
    save: (progress: ShipmentProgress) => Promise<void>,
  ): Promise<BookedShipment>;
  /** The public tracking page of an AWB. */
  trackingUrl(awb: string): string;
  /**
   * Checks a webhook's authenticity over its raw body and headers and normalises it; null for
   * an event we do not track. @throws WebhookRejected for a forged, stale or malformed one.
   */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): TrackingReport | null;
  /**
   * The COD cash the courier has paid the shop so far (its remittance report); absent for a
   * courier that keeps no such report (manual: the admin imports the courier's file).
   * @throws AppError COURIER_UNAVAILABLE when the courier fails.
   */
  fetchRemittances?(): Promise<RemittanceLine[]>;
}

/** The 503 every courier fault becomes (Retry-After in seconds). */
export function courierUnavailable(cause?: unknown): AppError {
  return new AppError('COURIER_UNAVAILABLE', SHIPPING_MESSAGES.courierUnavailable, {
    headers: { 'Retry-After': String(COURIER_RETRY_AFTER_S) },
    cause,
  });
}

/** Runs one courier call with the timeout; a timeout or network error becomes courierUnavailable. */
export async function callCourier<T>(call: (signal: AbortSignal) => Promise<T>, timeoutMs = COURIER_TIMEOUT_MS): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await call(signal);
  } catch (error) {
    if (error instanceof AppError && error.code !== 'COURIER_UNAVAILABLE') throw error;
    throw courierUnavailable(error);
  }
}
