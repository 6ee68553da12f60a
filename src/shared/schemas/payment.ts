/**
 * Payment contracts (docs/product.md#customer-calls POST /api/payments/create-order and /verify).
 */
import { z } from 'zod';

/**
 * How the browser opens a payment (docs/decisions/220-seam-capabilities.md): Razorpay Checkout's
 * widget, or the shop's own simulated sheet. The gateway says which (its `capabilities.checkout`).
 */
export const CHECKOUT_KINDS = ['razorpay-checkout', 'simulated-sheet'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

/** Our order id (a PostgreSQL serial: 1 … 2³¹−1). */
const OrderId = z.number().int().positive().max(2_147_483_647);

/** POST /api/payments/create-order body. */
export const CreatePaymentRequest = z.object({ orderId: OrderId });
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequest>;

/**
 * POST /api/payments/create-order answer: what the browser checkout (Razorpay Checkout or the
 * simulated sheet) is opened with, for any payable (a shop order or a dealer credit purchase):
 * amount in paise, the provider's order id.
 */
export const CreatePaymentResponse = z.object({
  success: z.literal(true),
  key: z.string(),
  /** Amount in paise, as Razorpay takes it. */
  amount: z.number().int(),
  currency: z.string(),
  /** The provider's order id (Razorpay `order_…`). */
  orderId: z.string(),
  /** The gateway's id (informational: the browser branches on `checkout`). */
  provider: z.string(),
  /** Which checkout the browser opens. */
  checkout: z.enum(CHECKOUT_KINDS),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponse>;

/** The fields Razorpay Checkout hands its `handler` (the simulated gateway answers the same). */
export const GatewaySuccessFields = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type GatewaySuccessFields = z.infer<typeof GatewaySuccessFields>;

/** What the browser reports about a failed attempt (both payables). */
export const GatewayFailureFields = z.object({
  razorpay_order_id: z.string().min(1).max(100).optional(),
  razorpay_payment_id: z.string().max(100).optional(),
  error: z.string().max(500).optional(),
});
export type GatewayFailureFields = z.infer<typeof GatewayFailureFields>;

/** POST /api/payments/verify body: our order id plus Razorpay's handler fields. */
export const VerifyPaymentRequest = GatewaySuccessFields.extend({ orderId: OrderId });
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequest>;

/** POST /api/payments/verify answer. */
export const VerifyPaymentResponse = z.object({
  success: z.literal(true),
  orderId: z.number().int(),
  paymentStatus: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponse>;

/**
 * POST /api/payments/failed body: the browser reports a failed attempt
 * (docs/product.md#customer-messages).
 */
export const PaymentFailedRequest = GatewayFailureFields.extend({ orderId: OrderId });
export type PaymentFailedRequest = z.infer<typeof PaymentFailedRequest>;

/** POST /api/payments/failed answer: the order's payment status after recording the failure. */
export const PaymentFailedResponse = z.object({
  success: z.literal(true),
  orderId: z.number().int(),
  paymentStatus: z.string(),
});
export type PaymentFailedResponse = z.infer<typeof PaymentFailedResponse>;

/** POST /api/payments/webhook answer (Razorpay only needs a 2xx). */
export const WebhookAck = z.object({ status: z.enum(['processed', 'duplicate']) });
export type WebhookAck = z.infer<typeof WebhookAck>;

/**
 * POST /api/payments/simulated/complete body: the offline checkout dialog asks the simulated
 * gateway to settle a provider order (`order_sim_…`) as paid or declined.
 */
export const SimulatedCompleteRequest = z.object({
  providerOrderId: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export type SimulatedCompleteRequest = z.infer<typeof SimulatedCompleteRequest>;

/** Success: exactly the fields Razorpay Checkout hands its `handler` (pass them on to /verify). */
export const SimulatedCompleteSuccess = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

/** Failure: the shape of Razorpay Checkout's `payment.failed` event (`response.error`). */
export const SimulatedCompleteFailure = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});

/** POST /api/payments/simulated/complete answer (200 either way, as the gateway answered). */
export const SimulatedCompleteResponse = z.union([SimulatedCompleteSuccess, SimulatedCompleteFailure]);
export type SimulatedCompleteResponse = z.infer<typeof SimulatedCompleteResponse>;

/**
 * Messages the payment API answers with (docs/product.md#customer-messages keeps the toasts on the
 * client).
 */
export const PAYMENT_MESSAGES = {
  orderNotFound: 'Order not found',
  alreadyPaid: 'This order has already been paid',
  orderClosed: 'This order can no longer be paid',
  verificationFailed: 'Payment verification failed',
  gatewayUnavailable: 'Payment gateway unavailable. Please try again.',
  simulatedDeclined: 'Payment declined by the simulated bank',
  providerOrderNotFound: 'Payment order not found',
  webhookSignature: 'Invalid webhook signature',
  openingInProgress: 'A payment is already being opened for this order. Please try again.',
} as const;
