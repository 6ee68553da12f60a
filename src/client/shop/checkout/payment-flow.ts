/**
 * One payment attempt for a created order (spec §4 "Checkout"): create the provider order,
 * open the checkout (Razorpay or the simulated sheet), then verify a success or report a
 * failure. The gateway and the API are passed in, so the flow is tested without a browser.
 */
import { ApiError } from '../../api/fetch';
import { CreatePaymentResponse, type PaymentFailedRequest, type VerifyPaymentRequest } from '#shared/schemas/payment';

/** The fields Razorpay Checkout hands its `handler` (and the simulated gateway returns). */
export interface GatewaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

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

/** How one payment attempt ended; everything but `paid` leaves the order saved for a retry. */
export type PaymentOutcome =
  | { kind: 'paid'; orderId: number; amountPaise: number }
  | { kind: 'init-failed'; cause: unknown }
  | { kind: 'failed'; error: GatewayFailure }
  | { kind: 'dismissed' }
  | { kind: 'verify-failed'; cause: unknown };

/** What payForOrder needs from the outside world. */
export interface PaymentDeps {
  createPayment: (orderId: number) => Promise<unknown>;
  openGateway: (payment: CreatePaymentResponse) => Promise<GatewayResult>;
  verifyPayment: (body: VerifyPaymentRequest) => Promise<unknown>;
  reportFailure: (body: PaymentFailedRequest) => Promise<unknown>;
  /** Called when the gateway has answered and verification starts (for the button's spinner). */
  onVerifying?: () => void;
  /** Failures to report a failure are logged, never shown: the toast has already explained. */
  log?: (message: string, error: unknown) => void;
}

const MAX_ID = 100;
const MAX_ERROR = 500;

/** The POST /api/payments/failed body for a gateway failure, clipped to the contract's lengths. */
export function paymentFailedBody(orderId: number, providerOrderId: string, error: GatewayFailure): PaymentFailedRequest {
  const parts = [error.code, error.description, error.reason].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  const message = parts.join(' - ') || 'Payment failed';
  const body: PaymentFailedRequest = {
    orderId,
    razorpay_order_id: (error.metadata?.order_id || providerOrderId).slice(0, MAX_ID),
    error: message.slice(0, MAX_ERROR),
  };
  const paymentId = error.metadata?.payment_id;
  if (paymentId) body.razorpay_payment_id = paymentId.slice(0, MAX_ID);
  return body;
}

/** The POST /api/payments/verify body: our order id plus the gateway's three fields. */
export function verifyBody(orderId: number, response: GatewaySuccess): VerifyPaymentRequest {
  return {
    orderId,
    razorpay_order_id: response.razorpay_order_id,
    razorpay_payment_id: response.razorpay_payment_id,
    razorpay_signature: response.razorpay_signature,
  };
}

/** Runs one payment attempt for `orderId` and says how it ended. Never throws. */
export async function payForOrder(orderId: number, deps: PaymentDeps): Promise<PaymentOutcome> {
  let payment: CreatePaymentResponse;
  try {
    const parsed = CreatePaymentResponse.safeParse(await deps.createPayment(orderId));
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
      await deps.reportFailure(paymentFailedBody(orderId, payment.orderId, result.error));
    } catch (error) {
      deps.log?.('Could not record the failed payment', error);
    }
    return { kind: 'failed', error: result.error };
  }

  deps.onVerifying?.();
  try {
    await deps.verifyPayment(verifyBody(orderId, result.response));
    return { kind: 'paid', orderId, amountPaise: payment.amount };
  } catch (cause) {
    return { kind: 'verify-failed', cause };
  }
}

const GENERIC_ORDER_ERROR = 'Something went wrong. Please try again.';

/** The "Order Failed" toast text (spec §8): the server's JSON message, else the generic line. */
export function orderFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const message = (error.body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return GENERIC_ORDER_ERROR;
}

/** The spec §8 toasts of the checkout, in one place. */
export const CHECKOUT_TOASTS = {
  orderFailedTitle: 'Order Failed',
  paymentError: { title: 'Payment Error', description: 'Unable to initialize payment. Please try again.' },
  verificationFailed: { title: 'Payment Verification Failed', description: 'Please contact support with your order details.' },
  paymentFailed: { title: 'Payment Failed', description: 'Your order has been saved. You can retry payment or contact support.' },
  paymentCancelled: { title: 'Payment Cancelled', description: 'Your order has been saved. You can retry payment anytime.' },
  paymentSuccess: { title: 'Payment Successful', description: 'Your order has been confirmed.' },
} as const;
