/** Payment contracts (spec §7 POST /api/payments/create-order and /verify). */
import { z } from 'zod';

/** POST /api/payments/create-order body. */
export const CreatePaymentRequest = z.object({ orderId: z.number().int().positive() });

/** POST /api/payments/create-order answer: what the browser checkout needs. */
export const CreatePaymentResponse = z.object({
  success: z.literal(true),
  key: z.string(),
  /** Amount in paise, as Razorpay takes it. */
  amount: z.number().int(),
  currency: z.string(),
  /** The provider's order id (Razorpay `order_…`). */
  orderId: z.string(),
  provider: z.enum(['razorpay', 'simulated']),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponse>;

/** POST /api/payments/verify body: our order id plus Razorpay's handler fields. */
export const VerifyPaymentRequest = z.object({
  orderId: z.number().int().positive(),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequest>;

/** POST /api/payments/verify answer. */
export const VerifyPaymentResponse = z.object({
  success: z.literal(true),
  orderId: z.number().int(),
  paymentStatus: z.string(),
});

/** POST /api/payments/failed body: the browser reports a failed attempt (spec §8). */
export const PaymentFailedRequest = z.object({
  orderId: z.number().int().positive(),
  razorpay_order_id: z.string().min(1).max(100).optional(),
  razorpay_payment_id: z.string().max(100).optional(),
  error: z.string().max(500).optional(),
});
