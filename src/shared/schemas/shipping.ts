/**
 * Shipping contracts (docs/decisions/053-shipping-provider.md): the checkout's arrival date,
 * the admin's shipment, and the tracking statuses a courier reports.
 */
import { z } from 'zod';
import { CUSTOMER_STEP_LABELS } from '../order-steps';
import { CONTACT_MESSAGES, PIN_CODE, requiredText } from './contact';

/** The messages of the shipping rules, as the customer and the admin read them. */
export const SHIPPING_MESSAGES = {
  unserviceable: 'Sorry, we cannot deliver to this PIN code yet. Please use another address.',
  courierUnavailable: 'The courier is not answering right now. Nothing was booked; please try again in a minute.',
  notShippable: 'Only paid orders, or confirmed cash-on-delivery orders, that are not cancelled can be shipped',
  shipmentInProgress: 'A shipment for this order is being booked; try again in a moment',
  courierRequired: 'Enter the courier’s name',
  awbRequired: 'Enter the AWB (the courier’s tracking number)',
  awbInvalid: 'An AWB is 6 to 40 letters, digits or hyphens',
  trackingUrlInvalid: 'The tracking link must be an https:// address',
  awbTaken: 'That AWB is already on another order',
  automaticCourier: 'This shop books its courier automatically: leave out the courier’s name, AWB and link',
} as const;

/** An AWB as the admin types it for the manual courier: 6-40 letters, digits or hyphens. */
export const AWB_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

/** The longest courier name the admin may type. */
export const MAX_COURIER_NAME = 60;

/** GET /api/shipping/serviceability?pin=560001 */
export const ServiceabilityQuery = z.object({
  pin: z.string().trim().regex(PIN_CODE, CONTACT_MESSAGES.pinCodeInvalid),
});

/** Whether a PIN code is served; the expected delivery day (YYYY-MM-DD, Asia/Kolkata) and the courier. */
export const ServiceabilityResponse = z.object({
  serviceable: z.boolean(),
  estimatedDeliveryDate: z.string().nullable(),
  courier: z.string().nullable(),
  /** Whether the courier collects cash on delivery at the PIN (docs/product.md#cash-on-delivery). */
  cod: z.boolean(),
});
export type ServiceabilityResponse = z.infer<typeof ServiceabilityResponse>;

/** POST /api/admin/orders/:id/shipments → the booked shipment. */
export const ShipmentResponse = z.object({
  awb: z.string(),
  courier: z.string(),
  trackingUrl: z.string(),
  labelUrl: z.string(),
});
export type ShipmentResponse = z.infer<typeof ShipmentResponse>;

/** Tracking statuses in the order a parcel normally reaches them. */
export const TRACKING_STATUSES = [
  'shipped',
  'in_transit',
  'out_for_delivery',
  'failed_delivery',
  'returned_to_origin',
  'rto_initiated',
  'delivered',
  'rto_delivered',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Display names of the tracking statuses (timeline, e-mails, /track); shipped and delivered are the order steps' words. */
export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  shipped: CUSTOMER_STEP_LABELS.shipped,
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  failed_delivery: 'Delivery attempt failed',
  returned_to_origin: 'Returned to us',
  rto_initiated: 'Returning to us (not delivered)',
  delivered: CUSTOMER_STEP_LABELS.delivered,
  rto_delivered: 'Returned to us',
};

/**
 * How far along a status is: a report never moves a parcel back to a lower rank (a late
 * "in transit" after "delivered" is recorded, not applied). Out for delivery and a failed
 * attempt share a rank, as a courier alternates them on a re-attempt; the later one wins.
 */
export const TRACKING_RANK: Record<TrackingStatus, number> = {
  shipped: 1,
  in_transit: 2,
  out_for_delivery: 3,
  failed_delivery: 3,
  returned_to_origin: 4,
  rto_initiated: 4,
  delivered: 5,
  // Back at the shop: final, nothing after it moves the parcel (docs/product.md#cash-on-delivery).
  rto_delivered: 6,
};

/** "Arrives by Fri 4 Dec" for a YYYY-MM-DD date. */
export function arrivalLabel(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(date);
  const month = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(date);
  return `Arrives by ${weekday} ${d} ${month}`;
}

/** The one answer to an unknown order and to a known order with another contact (no hint which). */
export const TRACK_NOT_FOUND_MESSAGE = 'We could not find an order with that number and phone or e-mail. Please check both and try again.';

/** GET /api/track?order=ID&contact=PHONE_OR_EMAIL */
export const TrackQuery = z.object({
  order: z
    .string({ error: 'Enter your order number' })
    .trim()
    .transform((v) => v.replace(/^#/, ''))
    .pipe(z.string().regex(/^\d{1,9}$/, 'Enter the order number from your e-mail, like 1042')),
  contact: z
    .string({ error: 'Enter the phone number or e-mail you ordered with' })
    .trim()
    .min(3, 'Enter the phone number or e-mail you ordered with')
    .max(254, 'Enter the phone number or e-mail you ordered with'),
});
export type TrackQuery = z.input<typeof TrackQuery>;

/** The steps /track shows, in order. */
export const TRACK_STEPS = ['placed', 'paid', 'printing', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type TrackStep = (typeof TRACK_STEPS)[number];

/**
 * Display names of the /track steps: the order steps My Account shows and the courier's
 * statuses keep their own words here.
 */
export const TRACK_STEP_LABELS: Record<TrackStep, string> = {
  placed: CUSTOMER_STEP_LABELS.placed,
  paid: CUSTOMER_STEP_LABELS.paid,
  printing: 'Printing',
  shipped: TRACKING_STATUS_LABELS.shipped,
  out_for_delivery: TRACKING_STATUS_LABELS.out_for_delivery,
  delivered: TRACKING_STATUS_LABELS.delivered,
};

/** What /track shows: the order's progress, its parcel and the expected day; no personal data. */
export const TrackResponse = z.object({
  orderId: z.number(),
  steps: z.array(z.object({ step: z.enum(TRACK_STEPS), label: z.string(), done: z.boolean(), at: z.string().nullable() })),
  /** 'cancelled' or 'refunded' when the order stopped; a failed or returned parcel; else null. */
  notice: z.string().nullable(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** YYYY-MM-DD (India); null once delivered or stopped. */
  expectedDelivery: z.string().nullable(),
});
export type TrackResponse = z.infer<typeof TrackResponse>;

/**
 * POST /api/admin/orders/:id/shipments. With an automatic courier (Shiprocket, the simulated
 * one): no fields (an empty JSON object or no body). With the manual courier (production without
 * Shiprocket, docs/decisions/099): the courier's name and the AWB the admin got from it, and
 * optionally the courier's https tracking link (a known courier's is filled in when left out).
 */
export const CreateShipmentRequest = z
  .object({
    courier: requiredText(SHIPPING_MESSAGES.courierRequired, MAX_COURIER_NAME, null).optional(),
    awb: z.string().trim().min(1, SHIPPING_MESSAGES.awbRequired).regex(AWB_PATTERN, SHIPPING_MESSAGES.awbInvalid).optional(),
    trackingUrl: z
      .string()
      .trim()
      .max(500, SHIPPING_MESSAGES.trackingUrlInvalid)
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.url({ protocol: /^https$/, error: SHIPPING_MESSAGES.trackingUrlInvalid }).optional())
      .optional(),
  })
  .strict()
  .nullish();
export type CreateShipmentRequest = z.infer<typeof CreateShipmentRequest>;

/** How the shop's parcels are booked: by the courier's API, or by hand (the admin types the AWB). */
export const CourierModeResponse = z.object({
  /** The courier's id (informational: the dialog branches on `manual`). */
  provider: z.string(),
  /** True when the admin types the courier's name and AWB in the Ship dialog. */
  manual: z.boolean(),
});
export type CourierModeResponse = z.infer<typeof CourierModeResponse>;
