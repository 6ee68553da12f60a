/**
 * Paying for a credit purchase (spec §4 "Credit purchase"): the one payment flow
 * (client/payments/payment-flow.ts) bound to the purchase's dealer calls.
 */
import type { DealerPaymentFailedRequest, DealerVerifyPaymentRequest } from '#shared/schemas/dealer-portal';
import { payPayable, type GatewayDeps, type GatewayFailure } from '../payments/payment-flow';

/** How one payment attempt for credits ended. */
export type CreditPaymentOutcome =
  | { kind: 'paid'; credits: number | null; balance: number | null }
  | { kind: 'init-failed'; cause: unknown }
  | { kind: 'failed'; error: GatewayFailure }
  | { kind: 'dismissed' }
  | { kind: 'verify-failed'; cause: unknown };

/** The POST /api/dealer/verify-payment body. */
export type DealerVerifyBody = DealerVerifyPaymentRequest;

/** What payForCredits needs from the outside world. */
export interface CreditPaymentDeps extends GatewayDeps {
  createPaymentOrder: (transactionId: number) => Promise<unknown>;
  verifyPayment: (body: DealerVerifyBody) => Promise<{ credits?: number; balance?: number } | null>;
  reportFailure: (body: DealerPaymentFailedRequest) => Promise<unknown>;
}

/** The "Payment Failed" toast text: the provider's description, else the spec §8 fallback. */
export function paymentFailedDescription(error: GatewayFailure): string {
  return error.description?.trim() || 'Please try again or contact support.';
}

/** Runs one payment attempt for the credit transaction and says how it ended. Never throws. */
export async function payForCredits(transactionId: number, deps: CreditPaymentDeps): Promise<CreditPaymentOutcome> {
  const outcome = await payPayable(
    {
      createPayment: () => deps.createPaymentOrder(transactionId),
      verify: (fields) => deps.verifyPayment({ ...fields, transactionId }),
      reportFailure: (fields) => deps.reportFailure({ transactionId, ...fields }),
    },
    deps,
  );
  if (outcome.kind !== 'paid') return outcome;
  return { kind: 'paid', credits: outcome.verified?.credits ?? null, balance: outcome.verified?.balance ?? null };
}
