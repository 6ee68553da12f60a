/**
 * Paying for a created shop order (docs/product.md#checkout-flow): the one payment flow
 * (client/payments/payment-flow.ts) bound to the order's calls, plus the checkout's toasts.
 */
import { ApiError } from '../../api/fetch';
import type { PaymentFailedRequest, VerifyPaymentRequest } from '#shared/schemas/payment';
import { failureFields, payPayable, type GatewayDeps, type GatewayFailure, type GatewaySuccess } from '../../payments/payment-flow';

export type { GatewayFailure, GatewayResult, GatewaySuccess } from '../../payments/payment-flow';

/** How one payment attempt ended; everything but `paid` leaves the order saved for a retry. */
export type PaymentOutcome =
  | { kind: 'paid'; orderId: number; amountPaise: number }
  | { kind: 'init-failed'; cause: unknown }
  | { kind: 'failed'; error: GatewayFailure }
  | { kind: 'dismissed' }
  | { kind: 'verify-failed'; cause: unknown };

/** What payForOrder needs from the outside world. */
export interface PaymentDeps extends GatewayDeps {
  createPayment: (orderId: number) => Promise<unknown>;
  verifyPayment: (body: VerifyPaymentRequest) => Promise<unknown>;
  reportFailure: (body: PaymentFailedRequest) => Promise<unknown>;
}

/** The POST /api/payments/failed body for a gateway failure, clipped to the contract's lengths. */
export function paymentFailedBody(orderId: number, providerOrderId: string, error: GatewayFailure): PaymentFailedRequest {
  return { orderId, ...failureFields(providerOrderId, error) };
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
  const outcome = await payPayable(
    {
      createPayment: () => deps.createPayment(orderId),
      verify: (fields) => deps.verifyPayment(verifyBody(orderId, fields)),
      reportFailure: (fields) => deps.reportFailure({ orderId, ...fields }),
    },
    deps,
  );
  return outcome.kind === 'paid' ? { kind: 'paid', orderId, amountPaise: outcome.amountPaise } : outcome;
}

const GENERIC_ORDER_ERROR = 'Something went wrong. Please try again.';

/**
 * The "Order Failed" toast text (docs/product.md#customer-messages): the server's JSON message,
 * else the generic line.
 */
export function orderFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const message = (error.body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return GENERIC_ORDER_ERROR;
}

/** The docs/product.md#customer-messages toasts of the checkout, in one place. */
export const CHECKOUT_TOASTS = {
  orderFailedTitle: 'Order Failed',
  paymentError: { title: 'Payment Error', description: 'Unable to initialize payment. Please try again.' },
  verificationFailed: { title: 'Payment Verification Failed', description: 'Please contact support with your order details.' },
  paymentFailed: { title: 'Payment Failed', description: 'Your order has been saved. You can retry payment or contact support.' },
  paymentCancelled: { title: 'Payment Cancelled', description: 'Your order has been saved. You can retry payment anytime.' },
  paymentSuccess: { title: 'Payment Successful', description: 'Your order has been confirmed.' },
} as const;

/**
 * The toast of a payment that could not start: the server's own message when it refused on purpose
 * (a 4xx with a message, e.g. "This code is paused" for an unpaid order whose coupon was paused,
 * docs/product.md#promotion-uses; nothing was charged), else the generic "Unable to initialize payment".
 */
export function paymentErrorToast(cause: unknown): { title: string; description: string } {
  const refused = cause instanceof ApiError && cause.status >= 400 && cause.status < 500 && cause.status !== 401;
  const message = refused ? orderFailureMessage(cause) : GENERIC_ORDER_ERROR;
  return message === GENERIC_ORDER_ERROR
    ? { ...CHECKOUT_TOASTS.paymentError }
    : { title: CHECKOUT_TOASTS.paymentError.title, description: `${message.replace(/\.$/, '')}. Nothing was charged.` };
}
