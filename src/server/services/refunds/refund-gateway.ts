/**
 * What the refund flow needs of the payment gateway (docs/decisions/111-refunds-through-the-provider.md):
 * declared here so refunds import nothing of payments; payments/provider.ts's PaymentProvider
 * extends it, and the composition root's gateway is passed in as one.
 */

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

/** The gateway's refunds. Network failures surface as AppError('GATEWAY_UNAVAILABLE'). */
export interface RefundGateway {
  /**
   * Refunds part or all of a captured payment at normal speed. The answer may already say
   * `processed`; the `refund.processed` / `refund.failed` webhook confirms it either way.
   * @throws AppError GATEWAY_UNAVAILABLE (503) when the gateway cannot be reached or fails,
   * BAD_REQUEST when it refuses the refund (e.g. more than the payment still holds).
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** One refund of a payment as the gateway knows it now (reconciliation of pending refunds). */
  fetchRefund(providerPaymentId: string, providerRefundId: string): Promise<ProviderRefund>;
}
