/**
 * PaymentProvider: the one seam between our payment rules and a gateway (docs/architecture.md).
 * `razorpay` wraps the official SDK; `simulated` is the offline default and signs exactly as
 * Razorpay does, so verification runs the same code for both. This file is the contract alone and
 * imports none of its implementations; choose-payment-provider.ts picks one for the composition root.
 */
import type { ProviderRefund, RefundGateway, RefundInput } from '../refunds/refund-gateway';

export type { ProviderRefund, RefundInput };

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

/** The gateway seam (its refunds: refunds/refund-gateway.ts). Network failures surface as AppError('GATEWAY_UNAVAILABLE'). */
export interface PaymentProvider extends RefundGateway {
  readonly name: 'razorpay' | 'simulated';
  /** Public key id sent to the browser checkout. */
  readonly keyId: string;
  /** Creates a gateway order for `amountPaise` (an integer ≥ 100). */
  createOrder(input: { amountPaise: number; currency: string; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** Lists the payments made against a gateway order. */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** HMAC-SHA256 key for `order_id|payment_id` signatures. */
  readonly keySecret: string;
  /** HMAC-SHA256 key for webhook bodies, when webhooks are configured. */
  readonly webhookSecret: string | undefined;
}
