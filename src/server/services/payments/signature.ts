/**
 * Razorpay signatures (docs/product.md#payments-security): HMAC-SHA256 as lower-case hex, compared
 * in constant time. Checkout signs `order_id|payment_id` with the key secret; webhooks sign the raw
 * body with the webhook secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `message` under `secret`, as lower-case hex. */
export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Constant-time equality of two strings; false when their lengths differ. */
export function safeEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** The checkout signature Razorpay returns for a payment: hex HMAC of `orderId|paymentId`. */
export function signPayment(keySecret: string, providerOrderId: string, providerPaymentId: string): string {
  return hmacSha256Hex(keySecret, `${providerOrderId}|${providerPaymentId}`);
}

/**
 * True when `signature` is Razorpay's checkout signature for the order id WE stored and the
 * payment id (never the order id the browser echoes back).
 */
export function isValidPaymentSignature(
  keySecret: string,
  storedProviderOrderId: string,
  providerPaymentId: string,
  signature: string,
): boolean {
  return safeEqual(signPayment(keySecret, storedProviderOrderId, providerPaymentId), signature);
}

/** True when `signature` (header X-Razorpay-Signature) is the hex HMAC of the raw webhook body. */
export function isValidWebhookSignature(webhookSecret: string, rawBody: string, signature: string): boolean {
  return safeEqual(hmacSha256Hex(webhookSecret, rawBody), signature);
}
