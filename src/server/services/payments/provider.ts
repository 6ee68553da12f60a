/**
 * PaymentProvider: the one seam between our payment rules and a gateway (docs/architecture.md).
 * razorpay-gateway.ts wraps the official SDK; simulated-gateway.ts is the offline default and signs exactly as
 * Razorpay does, so verification runs the same code for both. This file is the contract alone and
 * imports none of its implementations; choose-gateway.ts picks one for the composition root.
 */
import type { CheckoutKind } from '#shared/schemas/payment';
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

/**
 * What differs between gateways that callers act on (docs/decisions/220-seam-capabilities.md):
 * callers branch on these, never on a gateway's name.
 */
export interface GatewayCapabilities {
  /** Which checkout the browser opens for a payment (#shared/schemas/payment CHECKOUT_KINDS). */
  readonly checkout: CheckoutKind;
  /** A simulation: anyone could "pay", so it never runs in production (docs/decisions/099). */
  readonly simulated: boolean;
}

/** The gateway seam (its refunds: refunds/refund-gateway.ts). Network failures surface as AppError('GATEWAY_UNAVAILABLE'). */
export interface PaymentProvider extends RefundGateway {
  /** The gateway's id, kept on each payment row (`payments.provider`); never branched on. */
  readonly name: string;
  readonly capabilities: GatewayCapabilities;
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
