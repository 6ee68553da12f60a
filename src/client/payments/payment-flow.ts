/**
 * One payment attempt for any payable (a shop order or a dealer credit purchase; spec §4
 * "Checkout" and "Credit purchase"): open the gateway order, open the checkout (Razorpay or the
 * simulated sheet), then verify a success or report a failure. The server side is one pipeline
 * too (server/services/payments); each page passes its payable's three calls, so a fix here
 * lands for both. Dependencies are passed in, so the flow is tested without a browser.
 */
import { CreatePaymentResponse, type GatewayFailureFields, type GatewaySuccessFields } from '#shared/schemas/payment';

/** The fields Razorpay Checkout hands its `handler` (and the simulated gateway returns). */
export type GatewaySuccess = GatewaySuccessFields;

/** Razorpay's `payment.failed` `response.error` (every field optional: gateways vary). */
export interface GatewayFailure {
  code?: string;
  description?: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string };
}

/** How one opening of the checkout ended. */
export type GatewayResult =
  { kind: 'success'; response: GatewaySuccess } | { kind: 'failure'; error: GatewayFailure } | { kind: 'dismissed' };

/** The server calls of one payable (the page binds its id, and its Idempotency-Key if any). */
export interface PayableCalls<Verified> {
  /** POST …/create-order or …/create-payment-order: the checkout options. */
  createPayment: () => Promise<unknown>;
  /** POST …/verify or …/verify-payment with the gateway's fields. */
  verify: (fields: GatewaySuccessFields) => Promise<Verified>;
  /** POST …/failed or …/payment-failed. */
  reportFailure: (fields: GatewayFailureFields) => Promise<unknown>;
}

/** What the flow needs from the page. */
export interface GatewayDeps {
  openGateway: (payment: CreatePaymentResponse) => Promise<GatewayResult>;
  /** Called when the gateway has answered and verification starts (for the button's spinner). */
  onVerifying?: () => void;
  /** Failures to report a failure are logged, never shown: the toast has already explained. */
  log?: (message: string, error: unknown) => void;
}

/** How one attempt ended; everything but `paid` leaves the payable open for a retry. */
export type PayOutcome<Verified> =
  | { kind: 'paid'; amountPaise: number; verified: Verified }
  | { kind: 'init-failed'; cause: unknown }
  | { kind: 'failed'; error: GatewayFailure }
  | { kind: 'dismissed' }
  | { kind: 'verify-failed'; cause: unknown };

const MAX_ID = 100;
const MAX_ERROR = 500;

/** The text recorded for a gateway failure: its code, description and reason, clipped to 500. */
export function gatewayFailureText(error: GatewayFailure): string {
  const parts = [error.code, error.description, error.reason].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return (parts.join(' - ') || 'Payment failed').slice(0, MAX_ERROR);
}

/** The failure report for a gateway failure on `providerOrderId`, clipped to the contract's lengths. */
export function failureFields(providerOrderId: string, error: GatewayFailure): GatewayFailureFields {
  const fields: GatewayFailureFields = {
    razorpay_order_id: (error.metadata?.order_id || providerOrderId).slice(0, MAX_ID),
    error: gatewayFailureText(error),
  };
  const paymentId = error.metadata?.payment_id;
  if (paymentId) fields.razorpay_payment_id = paymentId.slice(0, MAX_ID);
  return fields;
}

/** Runs one payment attempt for a payable and says how it ended. Never throws. */
export async function payPayable<Verified>(calls: PayableCalls<Verified>, deps: GatewayDeps): Promise<PayOutcome<Verified>> {
  let payment: CreatePaymentResponse;
  try {
    const parsed = CreatePaymentResponse.safeParse(await calls.createPayment());
    if (!parsed.success) return { kind: 'init-failed', cause: parsed.error };
    payment = parsed.data;
  } catch (cause) {
    return { kind: 'init-failed', cause };
  }

  let result: GatewayResult;
  try {
    result = await deps.openGateway(payment);
  } catch (cause) {
    // The checkout script did not load or the gateway could not open.
    return { kind: 'init-failed', cause };
  }

  if (result.kind === 'dismissed') return { kind: 'dismissed' };
  if (result.kind === 'failure') {
    try {
      await calls.reportFailure(failureFields(payment.orderId, result.error));
    } catch (error) {
      deps.log?.('Could not record the failed payment', error);
    }
    return { kind: 'failed', error: result.error };
  }

  deps.onVerifying?.();
  try {
    const verified = await calls.verify(result.response);
    return { kind: 'paid', amountPaise: payment.amount, verified };
  } catch (cause) {
    return { kind: 'verify-failed', cause };
  }
}
