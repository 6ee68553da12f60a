/**
 * PaymentProvider: the one seam between our payment rules and a gateway (docs/architecture.md).
 * `razorpay` wraps the official SDK; `simulated` is the offline default and signs exactly as
 * Razorpay does, so verification runs the same code for both. This file is the contract alone and
 * imports none of its implementations; choose-payment-provider.ts picks one for the composition root.
 */

/** A provider order as the gateway reports it; amounts in paise. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** A payment attempt as the gateway reports it (reconciliation); amount in paise. */
export interface ProviderPayment {
  id: string;
  orderId: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount: number;
  /** ISO currency code, e.g. INR. */
  currency: string;
  errorDescription?: string;
}

/** A refund as the gateway reports it; amount in paise. */
export interface ProviderRefund {
  /** The gateway's refund id (`rfnd_…`). */
  id: string;
  /** The gateway payment refunded. */
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  /** The notes we sent (our `refundId`). */
  notes: Record<string, string>;
}

/** What we ask the gateway to refund: `amountPaise` (an integer ≥ 100) of a captured payment. */
export interface RefundInput {
  providerPaymentId: string;
  amountPaise: number;
  /** Our reference (`refund_12`), shown in the gateway's dashboard. */
  receipt: string;
  notes: Record<string, string>;
}

/** The gateway seam. Network failures surface as AppError('GATEWAY_UNAVAILABLE'). */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'simulated';
  /** Public key id sent to the browser checkout. */
  readonly keyId: string;
  /** Creates a gateway order for `amountPaise` (an integer ≥ 100). */
  createOrder(input: { amountPaise: number; currency: string; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** Lists the payments made against a gateway order. */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * Refunds part or all of a captured payment at normal speed. The answer may already say
   * `processed`; the `refund.processed` / `refund.failed` webhook confirms it either way.
   * @throws AppError GATEWAY_UNAVAILABLE (503) when the gateway cannot be reached or fails,
   * BAD_REQUEST when it refuses the refund (e.g. more than the payment still holds).
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** One refund of a payment as the gateway knows it now (reconciliation of pending refunds). */
  fetchRefund(providerPaymentId: string, providerRefundId: string): Promise<ProviderRefund>;
  /** HMAC-SHA256 key for `order_id|payment_id` signatures. */
  readonly keySecret: string;
  /** HMAC-SHA256 key for webhook bodies, when webhooks are configured. */
  readonly webhookSecret: string | undefined;
}
