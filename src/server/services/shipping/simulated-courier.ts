/**
 * The simulated courier (offline default, docs/decisions/053-shipping-provider.md): answers
 * serviceability by PIN, issues AWB numbers, and after a booking sends signed tracking
 * webhooks to the app (in transit, out for delivery, delivered), one every `stepMs`
 * (SIMULATED_COURIER_STEP_MS), from a timer that tests replace by calling `deliverDue(now)` with
 * their own clock. Like a real courier it collects cash on delivery, reports the amount with the
 * delivery, and pays it back in a remittance (its file the admin downloads); every parcel for
 * SIMULATED_RTO_PINS comes back to the shop instead (docs/product.md#cash-on-delivery).
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { TRACKING_STATUSES, type TrackingStatus } from '#shared/schemas/shipping';
import { formatRemittanceCsv } from './remittance-csv';
import { COURIER_SIGNATURE_HEADER, courierSignatureProblem, signCourierWebhook } from './courier-signature';
import {
  callCourier,
  COURIER_TIMEOUT_MS,
  courierUnavailable,
  WebhookRejected,
  type BookedShipment,
  type CourierServiceability,
  type ShipmentProgress,
  type ShipmentRequest,
  type RemittanceLine,
  type ShippingProvider,
  type TrackingReport,
} from './provider';

/**
 * PIN codes the simulated courier does not serve (docs/operations.md#shipping-and-tracking): two made-up
 * test PINs, and two real island PINs (Car Nicobar 744301, Lakshadweep 682559) that pass the PIN
 * directory, so an order to them reaches the courier's refusal.
 */
export const SIMULATED_UNSERVICEABLE_PINS: readonly string[] = ['999999', '111111', '744301', '682559'];
/** PIN codes whose every parcel the simulated courier returns to origin (Jaipur 302001: the RTO path, docs/operations.md#shipping-and-tracking). */
export const SIMULATED_RTO_PINS: readonly string[] = ['302001'];
/** The journey of a parcel it returns: it goes out, the buyer refuses it, it comes back. */
export const SIMULATED_RTO_JOURNEY: readonly TrackingStatus[] = ['in_transit', 'rto_initiated', 'rto_delivered'];
/** PIN codes the simulated courier delivers to but does not collect cash at (Leh; docs/product.md#cash-on-delivery). */
export const SIMULATED_NO_COD_PINS: readonly string[] = ['194101'];
/** Its name on labels, e-mails and /track. */
export const SIMULATED_COURIER_NAME = 'Simulated Express';
/** Delivers one signed webhook to the app (the shipping routes attach app.inject at boot: no network). */
export type CourierWebhookSink = (rawBody: string, headers: Record<string, string>) => Promise<void>;

const WebhookBody = z.object({
  event_id: z.string().min(1).max(100),
  awb: z.string().min(1).max(40),
  status: z.enum(TRACKING_STATUSES),
  occurred_at: z.iso.datetime(),
  expected_delivery: z.iso.date().nullable().optional(),
  cod_collected_paise: z.number().int().nonnegative().nullable().optional(),
});

/** A fault the simulated courier can be told to have (tests of the 503 path). */
export type CourierFault = null | 'down' | 'slow' | 'down-after-awb';

/** The simulated courier. */
export class SimulatedCourier implements ShippingProvider {
  readonly name = 'simulated';
  readonly capabilities = { staffEntersAwb: false, simulated: true };
  readonly webhookSignatureHeader = COURIER_SIGNATURE_HEADER;
  private readonly secret: string;
  private readonly now: () => Date;
  private readonly timeoutMs: number;
  private sink: CourierWebhookSink | undefined;
  private scheduled: {
    dueAt: number;
    awb: string;
    status: TrackingStatus;
    expectedDelivery: string | null;
    collectPaise: number;
  }[] = [];
  /** Cash it collected and has to pay the shop: one per delivered COD parcel, by delivery time. */
  private readonly collected: { awb: string; amountPaise: number; deliveredAt: Date }[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Every AWB it ever issued, in order (tests count them). */
  readonly issuedAwbs: string[] = [];
  /** Milliseconds between the tracking events of a booking (dev: 20 s, so a person can watch /track move). */
  stepMs = 20_000;
  /** What happens after a booking: the statuses it reports, in order. */
  journey: TrackingStatus[] = ['in_transit', 'out_for_delivery', 'delivered'];
  /** Set by tests: the next calls fail this way. */
  fault: CourierFault = null;

  constructor(options: { secret: string; now: () => Date; timeoutMs?: number; stepMs?: number }) {
    this.secret = options.secret;
    this.now = options.now;
    this.timeoutMs = options.timeoutMs ?? COURIER_TIMEOUT_MS;
    if (options.stepMs !== undefined) this.stepMs = options.stepMs;
  }

  /** Where its webhooks go. */
  attachWebhookSink(sink: CourierWebhookSink | undefined): void {
    this.sink = sink;
  }

  /** Starts the timer that delivers due events every `everyMs` (the app starts it when it listens). */
  start(everyMs = Math.max(50, Math.min(2_000, Math.floor(this.stepMs / 4)))): void {
    this.stop();
    // Each webhook's failure is caught in deliverDue; this catch keeps any other from being fatal (docs/decisions/106).
    this.timer = setInterval(() => {
      this.deliverDue(this.now()).catch(() => undefined);
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Transit days by PIN region: 1-6 (north, west, south) 3 days, 7-9 (east, north-east, army posts) 5. */
  async checkServiceability(input: { pin: string }): Promise<CourierServiceability> {
    return callCourier(async (signal) => {
      await this.suffer(signal);
      if (SIMULATED_UNSERVICEABLE_PINS.includes(input.pin)) return { serviceable: false, courier: null, transitDays: null, cod: false };
      return {
        serviceable: true,
        courier: SIMULATED_COURIER_NAME,
        transitDays: Number(input.pin[0]) >= 7 ? 5 : 3,
        cod: !SIMULATED_NO_COD_PINS.includes(input.pin),
      };
    }, this.timeoutMs);
  }

  async bookShipment(
    request: ShipmentRequest,
    progress: ShipmentProgress,
    save: (progress: ShipmentProgress) => Promise<void>,
  ): Promise<BookedShipment> {
    let state = { ...progress };
    if (!state.providerOrderId) {
      state = { ...state, providerOrderId: `SIMORD-${request.orderId}` };
      await save(state);
    }
    if (!state.awb) {
      const awb = await callCourier(async (signal) => {
        await this.suffer(signal);
        const issued = `SIM${String(randomInt(10 ** 9, 10 ** 10))}`;
        this.issuedAwbs.push(issued);
        return issued;
      }, this.timeoutMs);
      state = { ...state, awb, courier: SIMULATED_COURIER_NAME };
      await save(state);
    }
    if (this.fault === 'down-after-awb') {
      this.fault = null;
      throw courierUnavailable(new Error('simulated outage after the AWB'));
    }
    const awb = state.awb!;
    this.schedule(awb, request);
    return {
      providerOrderId: state.providerOrderId,
      providerShipmentId: null,
      awb,
      courier: state.courier ?? SIMULATED_COURIER_NAME,
      trackingUrl: this.trackingUrl(),
      providerLabelUrl: null,
    };
  }

  /** The simulated courier has no site of its own: its tracking page is ours (/track). */
  trackingUrl(): string {
    return '/track';
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): TrackingReport | null {
    const header = headers[COURIER_SIGNATURE_HEADER];
    const problem = courierSignatureProblem(this.secret, rawBody, typeof header === 'string' ? header : undefined, now);
    if (problem) throw new WebhookRejected(problem);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected('body is not JSON');
    }
    const body = WebhookBody.safeParse(json);
    if (!body.success) throw new WebhookRejected('unexpected body');
    return {
      eventKey: `simulated:${body.data.event_id}`,
      awb: body.data.awb,
      status: body.data.status,
      occurredAt: new Date(body.data.occurred_at),
      expectedDelivery: body.data.expected_delivery ?? null,
      detail: null,
      codCollectedPaise: body.data.cod_collected_paise ?? null,
    };
  }

  /** A signed webhook as the courier would send it (tests replay, reorder and forge these). */
  signedEvent(
    event: {
      awb: string;
      status: TrackingStatus;
      occurredAt: Date;
      eventId?: string;
      expectedDelivery?: string | null;
      /** For a delivered COD parcel: the cash collected, in paise. */
      codCollectedPaise?: number | null;
    },
    signedAt = this.now(),
  ): { rawBody: string; headers: Record<string, string> } {
    const rawBody = JSON.stringify({
      event_id: event.eventId ?? `evt_${event.awb}_${event.status}_${event.occurredAt.getTime()}`,
      awb: event.awb,
      status: event.status,
      occurred_at: event.occurredAt.toISOString(),
      expected_delivery: event.expectedDelivery ?? null,
      ...(event.codCollectedPaise != null ? { cod_collected_paise: event.codCollectedPaise } : {}),
    });
    return {
      rawBody,
      headers: { 'content-type': 'application/json', [COURIER_SIGNATURE_HEADER]: signCourierWebhook(this.secret, rawBody, signedAt) },
    };
  }

  /** Sends every scheduled event due at `now`, in order; answers how many were sent. */
  async deliverDue(now: Date): Promise<number> {
    const due = this.scheduled.filter((e) => e.dueAt <= now.getTime()).sort((a, b) => a.dueAt - b.dueAt);
    this.scheduled = this.scheduled.filter((e) => e.dueAt > now.getTime());
    const sink = this.sink;
    if (!sink) return 0;
    for (const event of due) {
      const cash = event.status === 'delivered' && event.collectPaise > 0 ? event.collectPaise : null;
      if (cash !== null) this.collected.push({ awb: event.awb, amountPaise: cash, deliveredAt: new Date(event.dueAt) });
      const { rawBody, headers } = this.signedEvent(
        {
          awb: event.awb,
          status: event.status,
          occurredAt: new Date(event.dueAt),
          expectedDelivery: event.expectedDelivery,
          codCollectedPaise: cash,
        },
        now,
      );
      await sink(rawBody, headers).catch(() => undefined);
    }
    return due.length;
  }

  /**
   * The cash of every COD parcel it delivered, as one remittance paid today (India) by one UTR
   * per day: a re-download repeats earlier lines, which the import reports as duplicates.
   */
  async fetchRemittances(): Promise<RemittanceLine[]> {
    const today = new Date(this.now().getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const utr = `SIMUTR${today.replace(/-/g, '')}`;
    return this.collected.map((c) => ({ awb: c.awb, amountPaise: c.amountPaise, utr, remittedOn: today }));
  }

  /** Its remittance file (docs/product.md#cash-on-delivery): AWB, Amount, UTR, Remitted on. */
  async remittanceCsv(): Promise<string> {
    return formatRemittanceCsv(await this.fetchRemittances());
  }

  private schedule(awb: string, request: ShipmentRequest): void {
    if (this.scheduled.some((e) => e.awb === awb)) return;
    const start = this.now().getTime();
    const transit = Number(request.address.pinCode[0]) >= 7 ? 5 : 3;
    const expected = new Date(start + transit * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const journey = SIMULATED_RTO_PINS.includes(request.address.pinCode) ? SIMULATED_RTO_JOURNEY : this.journey;
    journey.forEach((status, i) => {
      this.scheduled.push({
        dueAt: start + (i + 1) * this.stepMs,
        awb,
        status,
        expectedDelivery: expected,
        collectPaise: request.collectPaise,
      });
    });
  }

  private async suffer(signal: AbortSignal): Promise<void> {
    if (this.fault === 'down') throw new Error('simulated courier is down');
    if (this.fault === 'slow') {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, this.timeoutMs * 3);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        });
      });
    }
  }
}
