/**
 * Paying for a credit purchase (spec §4 "Credit purchase"): create the provider order for the
 * transaction, open the storefront's checkout (Razorpay or the simulated sheet), then verify a
 * success or report a failure. Dependencies are passed in so the flow is tested without a browser.
 */
import { CreatePaymentResponse } from '#shared/schemas/payment';
import type { DealerVerifyPaymentRequest } from '#shared/schemas/dealer';
import type { GatewayFailure, GatewayResult } from '../shop/checkout/payment-flow';

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
export interface CreditPaymentDeps {
  createPaymentOrder: (transactionId: number) => Promise<unknown>;
  openGateway: (payment: CreatePaymentResponse) => Promise<GatewayResult>;
  verifyPayment: (body: DealerVerifyBody) => Promise<{ credits?: number; balance?: number } | null>;
  reportFailure: (body: { transactionId: number; error: string }) => Promise<unknown>;
  onVerifying?: () => void;
  log?: (message: string, error: unknown) => void;
}

/** The text recorded for a gateway failure: its code, description and reason, clipped to 500. */
export function gatewayFailureText(error: GatewayFailure): string {
  const parts = [error.code, error.description, error.reason].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return (parts.join(' - ') || 'Payment failed').slice(0, 500);
}

/** The "Payment Failed" toast text: the provider's description, else the spec §8 fallback. */
export function paymentFailedDescription(error: GatewayFailure): string {
  return error.description?.trim() || 'Please try again or contact support.';
}

/** Runs one payment attempt for the credit transaction and says how it ended. Never throws. */
export async function payForCredits(transactionId: number, deps: CreditPaymentDeps): Promise<CreditPaymentOutcome> {
  let payment: CreatePaymentResponse;
  try {
    const parsed = CreatePaymentResponse.safeParse(await deps.createPaymentOrder(transactionId));
    if (!parsed.success) return { kind: 'init-failed', cause: parsed.error };
    payment = parsed.data;
  } catch (cause) {
    return { kind: 'init-failed', cause };
  }

  let result: GatewayResult;
  try {
    result = await deps.openGateway(payment);
  } catch (cause) {
    return { kind: 'init-failed', cause };
  }

  if (result.kind === 'dismissed') return { kind: 'dismissed' };
  if (result.kind === 'failure') {
    try {
      await deps.reportFailure({ transactionId, error: gatewayFailureText(result.error) });
    } catch (error) {
      deps.log?.('Could not record the failed credit payment', error);
    }
    return { kind: 'failed', error: result.error };
  }

  deps.onVerifying?.();
  try {
    const answer = await deps.verifyPayment({ ...result.response, transactionId });
    return { kind: 'paid', credits: answer?.credits ?? null, balance: answer?.balance ?? null };
  } catch (cause) {
    return { kind: 'verify-failed', cause };
  }
}
