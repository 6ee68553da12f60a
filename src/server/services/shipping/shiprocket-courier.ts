/**
 * Shiprocket (docs/decisions/053-shipping-provider.md), with plain fetch against its REST API
 * (https://apidocs.shiprocket.in): a token from /auth/login (valid 10 days, renewed after 9 or
 * on a 401), serviceability by PIN, an adhoc order, the AWB, the label, and tracking webhooks
 * authenticated by the token Shiprocket sends in `x-api-key`. Shiprocket has no sandbox and no
 * duplicate protection: bookShipment resumes from the saved progress and, when the shipment
 * exists but no AWB was saved, asks Shiprocket whether one was assigned before assigning.
 */
import { timingSafeEqual } from 'node:crypto';
import { paiseToDecimal } from '#shared/money';
import type { TrackingStatus } from '#shared/schemas/shipping';
import type { ShiprocketConfig } from '../../env';
import {
  callCourier,
  COURIER_TIMEOUT_MS,
  courierUnavailable,
  WebhookRejected,
  type BookedShipment,
  type CourierServiceability,
  type ShipmentProgress,
  type ShipmentRequest,
  type ShippingProvider,
  type TrackingReport,
} from './provider';

const TOKEN_LIFETIME_MS = 9 * 24 * 3_600_000;

/** Shiprocket's shipment status ids (its webhook docs) → our tracking statuses. */
const STATUS_BY_ID: Record<number, TrackingStatus> = {
  6: 'shipped',
  42: 'shipped',
  18: 'in_transit',
  17: 'out_for_delivery',
  21: 'failed_delivery',
  9: 'rto_initiated',
  10: 'rto_delivered',
  7: 'delivered',
};
const STATUS_BY_NAME: Record<string, TrackingStatus> = {
  SHIPPED: 'shipped',
  'PICKED UP': 'shipped',
  'IN TRANSIT': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  UNDELIVERED: 'failed_delivery',
  'FAILED DELIVERY': 'failed_delivery',
  'RTO INITIATED': 'rto_initiated',
  'RTO DELIVERED': 'rto_delivered',
  DELIVERED: 'delivered',
};

/** "23 05 2023 11:43:52" or "2023-05-23 11:43:52", India time → a Date; null when neither. */
export function parseShiprocketTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const dmy = /^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const ymd = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const [y, mo, d, h, mi, s] = dmy
    ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]]
    : ymd
      ? [ymd[1], ymd[2], ymd[3], ymd[4], ymd[5], ymd[6]]
      : [];
  if (!y) return null;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

/** The real courier. */
export class ShiprocketProvider implements ShippingProvider {
  readonly name = 'shiprocket';
  readonly capabilities = { staffEntersAwb: false, simulated: false };
  readonly webhookSignatureHeader = 'x-api-key';
  private token: { value: string; expiresAt: number } | undefined;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: ShiprocketConfig,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? COURIER_TIMEOUT_MS;
  }

  async checkServiceability(input: { pin: string; weightKg: number }): Promise<CourierServiceability> {
    const query = new URLSearchParams({
      pickup_postcode: this.config.pickupPin,
      delivery_postcode: input.pin,
      weight: String(input.weightKg),
      cod: '0',
    });
    const body = await this.request('GET', `/v1/external/courier/serviceability/?${query}`, undefined, { notFoundIsEmpty: true });
    const data = record(body.data);
    const couriers = Array.isArray(data.available_courier_companies) ? data.available_courier_companies.map(record) : [];
    if (couriers.length === 0) return { serviceable: false, courier: null, transitDays: null, cod: false };
    const recommended = data.recommended_courier_company_id;
    const best = couriers.find((c) => c.courier_company_id === recommended) ?? couriers[0]!;
    const days = Number(best.estimated_delivery_days);
    // Each courier company carries a `cod` flag (1 when it collects cash at this PIN).
    const cod = couriers.some((c) => Number(c.cod) === 1);
    return { serviceable: true, courier: text(best.courier_name), transitDays: Number.isFinite(days) && days > 0 ? days : null, cod };
  }

  async bookShipment(
    request: ShipmentRequest,
    progress: ShipmentProgress,
    save: (progress: ShipmentProgress) => Promise<void>,
  ): Promise<BookedShipment> {
    let state = { ...progress };
    if (!state.providerShipmentId) {
      const created = await this.request('POST', '/v1/external/orders/create/adhoc', this.adhocOrder(request));
      const shipmentId = text(created.shipment_id);
      if (!shipmentId) throw courierUnavailable(new Error(`Shiprocket created no shipment: ${JSON.stringify(created).slice(0, 200)}`));
      state = { ...state, providerOrderId: text(created.order_id), providerShipmentId: shipmentId };
      await save(state);
    }
    const shipmentId = state.providerShipmentId!;
    if (!state.awb) {
      // A lost answer may hide an AWB Shiprocket did assign: look before assigning again.
      const existing = record((await this.request('GET', `/v1/external/shipments/${encodeURIComponent(shipmentId)}`)).data);
      let awb = text(existing.awb) ?? text(existing.awb_code);
      let courier = text(existing.courier) ?? text(existing.courier_name);
      if (!awb) {
        const assigned = await this.request('POST', '/v1/external/courier/assign/awb', { shipment_id: Number(shipmentId) || shipmentId });
        const data = record(record(assigned.response).data);
        awb = text(data.awb_code);
        courier = text(data.courier_name) ?? courier;
        if (!awb) throw courierUnavailable(new Error(`Shiprocket assigned no AWB: ${JSON.stringify(assigned).slice(0, 200)}`));
      }
      state = { ...state, awb, courier: courier ?? 'Shiprocket' };
      await save(state);
    }
    if (!state.providerLabelUrl) {
      const label = await this.request('POST', '/v1/external/courier/generate/label', { shipment_id: [Number(shipmentId) || shipmentId] });
      state = { ...state, providerLabelUrl: text(label.label_url) };
      await save(state);
    }
    const awb = state.awb!;
    return {
      providerOrderId: state.providerOrderId,
      providerShipmentId: shipmentId,
      awb,
      courier: state.courier ?? 'Shiprocket',
      trackingUrl: this.trackingUrl(awb),
      providerLabelUrl: state.providerLabelUrl,
    };
  }

  trackingUrl(awb: string): string {
    return `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): TrackingReport | null {
    const token = headers['x-api-key'];
    const expected = Buffer.from(this.config.webhookToken);
    const given = Buffer.from(typeof token === 'string' ? token : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookRejected('token mismatch');
    let body: Record<string, unknown>;
    try {
      body = record(JSON.parse(rawBody));
    } catch {
      throw new WebhookRejected('body is not JSON');
    }
    const awb = text(body.awb);
    if (!awb) throw new WebhookRejected('no AWB');
    const statusId = Number(body.shipment_status_id ?? body.current_status_id);
    const status = STATUS_BY_ID[statusId] ?? STATUS_BY_NAME[(text(body.shipment_status) ?? text(body.current_status) ?? '').toUpperCase()];
    if (!status) return null;
    const occurredAt = parseShiprocketTime(body.current_timestamp);
    if (!occurredAt) throw new WebhookRejected('no event time');
    const etd = parseShiprocketTime(body.etd);
    return {
      eventKey: `shiprocket:${awb}:${statusId || status}:${occurredAt.toISOString()}`,
      awb,
      status,
      occurredAt,
      expectedDelivery: etd ? new Date(etd.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10) : null,
      detail: text(body.current_status),
    };
  }

  private adhocOrder(request: ShipmentRequest): Record<string, unknown> {
    const [first, ...rest] = request.customer.name.trim().split(/\s+/);
    const ist = new Date(request.createdAt.getTime() + 5.5 * 3_600_000).toISOString();
    return {
      order_id: request.reference,
      order_date: `${ist.slice(0, 10)} ${ist.slice(11, 16)}`,
      pickup_location: this.config.pickupLocation,
      billing_customer_name: first ?? request.customer.name,
      billing_last_name: rest.join(' '),
      billing_address: request.address.street,
      billing_address_2: request.address.addressLine2 ?? '',
      billing_city: request.address.city,
      billing_pincode: request.address.pinCode,
      billing_state: request.address.state,
      billing_country: request.address.country || 'India',
      billing_email: request.customer.email,
      billing_phone: request.customer.phone.replace(/\D/g, '').slice(-10),
      shipping_is_billing: true,
      order_items: request.items.map((item, i) => ({
        name: item.name,
        sku: `KEYCHAIN-${request.orderId}-${i + 1}`,
        units: item.units,
        selling_price: paiseToDecimal(item.unitPricePaise),
      })),
      // Cash on delivery: the courier collects sub_total (docs/product.md#cash-on-delivery).
      payment_method: request.collectPaise > 0 ? 'COD' : 'Prepaid',
      sub_total: paiseToDecimal(request.collectPaise > 0 ? request.collectPaise : request.totalPaise),
      length: request.dimensionsCm.length,
      breadth: request.dimensionsCm.breadth,
      height: request.dimensionsCm.height,
      weight: request.weightKg,
    };
  }

  private async authToken(signal: AbortSignal, renew = false): Promise<string> {
    if (!renew && this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const res = await fetch(`${this.config.apiUrl}/v1/external/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.config.email, password: this.config.password }),
      signal,
    });
    const body = record(await res.json().catch(() => ({})));
    const token = text(body.token);
    if (!res.ok || !token) throw new Error(`Shiprocket login failed: HTTP ${res.status}`);
    this.token = { value: token, expiresAt: Date.now() + TOKEN_LIFETIME_MS };
    return token;
  }

  /** One API call (token renewed once on 401) under the courier timeout; any fault is courierUnavailable. */
  private request(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    options: { notFoundIsEmpty?: boolean } = {},
  ): Promise<Record<string, unknown>> {
    return callCourier(async (signal) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const token = await this.authToken(signal, attempt > 0);
        const res = await fetch(`${this.config.apiUrl}${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: payload === undefined ? undefined : JSON.stringify(payload),
          signal,
        });
        if (res.status === 401 && attempt === 0) continue;
        if (res.status === 404 && options.notFoundIsEmpty) return {};
        const body = record(await res.json().catch(() => ({})));
        if (!res.ok) throw new Error(`Shiprocket ${method} ${path.split('?')[0]}: HTTP ${res.status}`);
        return body;
      }
      throw new Error('Shiprocket refused the renewed token');
    }, this.timeoutMs);
  }
}
