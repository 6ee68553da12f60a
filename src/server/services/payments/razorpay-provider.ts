/**
 * The Razorpay adapter: the official SDK behind PaymentProvider. The SDK rethrows HTTP errors
 * as `{ statusCode, error }` and turns network errors into a TypeError (it reads
 * `err.response.status` of an undefined response), so every call is wrapped and surfaces as
 * AppError('GATEWAY_UNAVAILABLE') with the original as `cause`.
 */
import Razorpay from 'razorpay';
import { AppError } from '../../lib/app-error';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment';
import type { PaymentProvider, ProviderOrder, ProviderPayment } from './provider';

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

function malformed(what: string): AppError {
  return new AppError('GATEWAY_UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable, {
    cause: new Error(`Razorpay answered a malformed ${what}`),
  });
}

/** PaymentProvider over the Razorpay Orders API (amounts in paise). */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
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
}
