/**
 * The Razorpay adapter: the official SDK behind PaymentProvider. The SDK rethrows HTTP errors
 * as `{ statusCode, error }` and turns network errors into a TypeError (it reads
 * `err.response.status` of an undefined response), so every call is wrapped and surfaces as
 * AppError('GATEWAY_UNAVAILABLE') with the original as `cause`.
 */
import Razorpay from 'razorpay';
import { AppError } from '../../lib/app-error';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment';
import type { PaymentProvider, ProviderOrder, ProviderPayment, ProviderRefund, RefundInput } from './provider';

/** Options of the Razorpay adapter. */
export interface RazorpayProviderOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** API origin; tests point it at a local stub (default https://api.razorpay.com). */
  baseUrl?: string;
  /** Per-request timeout in ms (default 10 000); the SDK sets none. */
  timeoutMs?: number;
}

/** The part of the SDK's axios instance we adjust (`razorpay/dist/api.js`: `this.rq = axios.create(…)`). */
interface SdkHttp {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

const PAYMENT_STATUSES = new Set<ProviderPayment['status']>(['created', 'authorized', 'captured', 'refunded', 'failed']);

/** A string or number from an SDK error as text; anything else (missing, an object) as ''. */
function printable(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Describes an SDK failure for the logs (never sent to the browser). */
function describeSdkError(error: unknown): string {
  if (error && typeof error === 'object' && 'statusCode' in error) {
    const e = error as { statusCode: unknown; error?: { code?: unknown; description?: unknown } };
    return `Razorpay answered ${printable(e.statusCode)}: ${printable(e.error?.code)} ${printable(e.error?.description)}`.trim();
  }
  return `Razorpay unreachable: ${error instanceof Error ? error.message : String(error)}`;
}

/** Wraps one SDK call: any failure becomes the 503 AppError. */
async function callGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError('GATEWAY_UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable, {
      cause: new Error(describeSdkError(error), { cause: error }),
    });
  }
}

/**
 * Wraps a refund call: Razorpay's 400 (it refuses the refund, e.g. more than the payment still
 * holds) is a BAD_REQUEST carrying its description; anything else the 503 of callGateway.
 */
async function callRefund<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const e = error as { statusCode?: unknown; error?: { description?: unknown } } | undefined;
    if (e && typeof e === 'object' && e.statusCode === 400) {
      throw new AppError(
        'BAD_REQUEST',
        `The payment provider refused the refund: ${printable(e.error?.description) || 'no reason given'}`,
        {
          cause: new Error(describeSdkError(error), { cause: error }),
        },
      );
    }
    return callGateway(() => Promise.reject(error as Error));
  }
}

const REFUND_STATUSES = new Set<ProviderRefund['status']>(['pending', 'processed', 'failed']);

/** A refund entity of the SDK as ours. @throws the 503 AppError for a malformed one. */
function toProviderRefund(refund: unknown): ProviderRefund {
  const r = refund as { id?: unknown; payment_id?: unknown; amount?: unknown; status?: unknown; notes?: unknown } | null;
  if (!r || typeof r.id !== 'string' || typeof r.amount !== 'number' || !REFUND_STATUSES.has(r.status as ProviderRefund['status'])) {
    throw malformed('refund');
  }
  const notes: Record<string, string> = {};
  if (r.notes && typeof r.notes === 'object' && !Array.isArray(r.notes)) {
    for (const [key, value] of Object.entries(r.notes)) notes[key] = printable(value);
  }
  return { id: r.id, paymentId: printable(r.payment_id), amount: r.amount, status: r.status as ProviderRefund['status'], notes };
}

function malformed(what: string): AppError {
  return new AppError('GATEWAY_UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable, {
    cause: new Error(`Razorpay answered a malformed ${what}`),
  });
}

/** PaymentProvider over the Razorpay Orders API (amounts in paise). */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay';
  readonly capabilities = { checkout: 'razorpay-checkout', simulated: false } as const;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string | undefined;
  /** The SDK instance (exposed for tests). */
  readonly sdk: Razorpay;

  constructor(options: RazorpayProviderOptions) {
    this.keyId = options.keyId;
    this.keySecret = options.keySecret;
    this.webhookSecret = options.webhookSecret;
    this.sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    const http = (this.sdk as unknown as SdkHttp).api.rq.defaults;
    http.timeout = options.timeoutMs ?? 10_000;
    if (options.baseUrl) http.baseURL = options.baseUrl;
  }

  async createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder> {
    const order = await callGateway(() =>
      this.sdk.orders.create({ amount: input.amountPaise, currency: input.currency, receipt: input.receipt, notes: input.notes }),
    );
    if (!order || typeof order.id !== 'string' || typeof order.amount !== 'number') throw malformed('order');
    return { id: order.id, amount: Number(order.amount), currency: String(order.currency), status: String(order.status) };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const answer = await callGateway(() => this.sdk.orders.fetchPayments(providerOrderId));
    if (!answer || !Array.isArray(answer.items)) throw malformed('payment list');
    return answer.items
      .filter((p) => PAYMENT_STATUSES.has(p.status))
      .map((p) => ({
        id: String(p.id),
        orderId: String(p.order_id),
        status: p.status,
        amount: Number(p.amount),
        currency: String(p.currency ?? ''),
        ...(p.error_description ? { errorDescription: String(p.error_description) } : {}),
      }));
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    const refund = await callRefund(() =>
      this.sdk.payments.refund(input.providerPaymentId, {
        amount: input.amountPaise,
        speed: 'normal',
        notes: input.notes,
        receipt: input.receipt,
      }),
    );
    return toProviderRefund(refund);
  }

  async fetchRefund(providerPaymentId: string, providerRefundId: string): Promise<ProviderRefund> {
    return toProviderRefund(await callGateway(() => this.sdk.payments.fetchRefund(providerPaymentId, providerRefundId)));
  }
}
