/**
 * PaymentProvider: the one seam between our payment rules and a gateway (DESIGN.md §2).
 * `razorpay` wraps the official SDK; `simulated` is the offline default and signs exactly as
 * Razorpay does, so verification runs the same code for both.
 */
import type { Config } from '../../env';

/** A provider order as the gateway reports it; amounts in paise. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** A payment attempt as the gateway reports it (reconciliation). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount: number;
  errorDescription?: string;
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
  /** HMAC-SHA256 key for `order_id|payment_id` signatures. */
  readonly keySecret: string;
  /** HMAC-SHA256 key for webhook bodies, when webhooks are configured. */
  readonly webhookSecret: string | undefined;
}

/** Placeholder until the payment adapters land; replaced in services/payments. */
export function createPaymentProvider(config: Config): PaymentProvider {
  const secret = config.razorpay?.keySecret ?? config.simulatedSecret;
  return {
    name: config.razorpay ? 'razorpay' : 'simulated',
    keyId: config.razorpay?.keyId ?? 'rzp_test_simulated',
    keySecret: secret,
    webhookSecret: config.razorpay?.webhookSecret ?? config.simulatedSecret,
    async createOrder() {
      throw new Error('not implemented');
    },
    async fetchOrderPayments() {
      return [];
    },
  };
}
