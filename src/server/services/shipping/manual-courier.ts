/**
 * The manual courier (docs/decisions/099-manual-courier-and-random-dev-secrets.md): production
 * without a Shiprocket account. Nothing is booked over a network: the admin hands the parcel to
 * a courier, types its name and the AWB it gave (and its tracking link when it is not one of
 * the known couriers), and the order is shipped with them. No courier reports tracking to us, so
 * no webhook is accepted (the route is not even registered); the admin marks the order delivered.
 */
import { findKnownCourier } from '#shared/couriers';
import { SHIPPING_MESSAGES } from '#shared/schemas/shipping';
import { AppError } from '../../lib/app-error';
import {
  WebhookRejected,
  type BookedShipment,
  type CourierServiceability,
  type ManualShipmentDetails,
  type ShipmentRequest,
  type ShippingProvider,
  type TrackingReport,
} from './provider';

/** The manual courier. */
export class ManualCourier implements ShippingProvider {
  readonly name = 'manual';
  readonly capabilities = { staffEntersAwb: true, simulated: false };
  readonly webhookSignatureHeader = null;

  /** Every PIN is accepted: the admin chooses a courier that serves it (estimate: five days in transit). */
  async checkServiceability(): Promise<CourierServiceability> {
    // The shop books by hand, so it can pick a courier that collects cash anywhere it delivers.
    return { serviceable: true, courier: null, transitDays: null, cod: true };
  }

  /** "Books" the parcel with what the admin typed. @throws AppError BAD_REQUEST without a courier name and AWB. */
  async bookShipment(request: ShipmentRequest): Promise<BookedShipment> {
    const details = request.manual;
    if (!details) throw missingDetails();
    return {
      providerOrderId: null,
      providerShipmentId: null,
      awb: details.awb,
      courier: details.courier,
      trackingUrl: details.trackingUrl ?? findKnownCourier(details.courier)?.trackingUrl(details.awb) ?? '',
      providerLabelUrl: null,
    };
  }

  /** No page of its own: /track shows the courier and AWB (and the courier's link when known). */
  trackingUrl(): string {
    return '/track';
  }

  /** Never called (no webhook route with the manual courier); refuses anything that arrives. */
  parseWebhook(): TrackingReport | null {
    throw new WebhookRejected('the manual courier sends no webhooks');
  }
}

/** The 400 for a manual shipment without its courier's name or AWB, naming each missing field. */
export function missingDetails(details: Partial<ManualShipmentDetails> = {}): AppError {
  const issues = [
    ...(details.courier ? [] : [{ path: 'courier', message: SHIPPING_MESSAGES.courierRequired }]),
    ...(details.awb ? [] : [{ path: 'awb', message: SHIPPING_MESSAGES.awbRequired }]),
  ];
  return new AppError('BAD_REQUEST', issues[0]?.message ?? SHIPPING_MESSAGES.courierRequired, { issues });
}
