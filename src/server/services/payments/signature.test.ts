import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, isValidPaymentSignature, isValidWebhookSignature, safeEqual, signPayment } from './signature';

// Razorpay docs' format: generated_signature = hmac_sha256(order_id + "|" + razorpay_payment_id, secret).
// Expected hex computed outside Node with `openssl dgst -sha256 -hmac`.
const DOCS_VECTOR = {
  secret: 'EnLs21M47BllR3X8PSFtjtbd',
  orderId: 'order_IEIaMR65cu6nz3',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  signature: '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f',
};
const WEBHOOK_VECTOR = {
  secret: 'whsec_test_123',
  body: '{"event":"payment.captured","payload":{}}',
  signature: '012934fb264b3bb3ebe89487101910afe32ffec2149d859b44675994f4da0c54',
};

describe('payment signatures', () => {
  it('signs order_id|payment_id as Razorpay documents it', () => {
    expect(signPayment(DOCS_VECTOR.secret, DOCS_VECTOR.orderId, DOCS_VECTOR.paymentId)).toBe(DOCS_VECTOR.signature);
    expect(isValidPaymentSignature(DOCS_VECTOR.secret, DOCS_VECTOR.orderId, DOCS_VECTOR.paymentId, DOCS_VECTOR.signature)).toBe(true);
  });

  it('agrees with an independent HMAC and with the SDK’s own validator', () => {
    const secret = 'fixed-test-secret';
    const expected = createHmac('sha256', secret).update('order_ABC123|pay_XYZ789').digest('hex');
    expect(signPayment(secret, 'order_ABC123', 'pay_XYZ789')).toBe(expected);
    expect(validatePaymentVerification({ order_id: 'order_ABC123', payment_id: 'pay_XYZ789' }, expected, secret)).toBe(true);
  });

  it('refuses a signature for another order, another payment, another secret or another case', () => {
    const { secret, orderId, paymentId, signature } = DOCS_VECTOR;
    expect(isValidPaymentSignature(secret, 'order_IEIaMR65cu6nz4', paymentId, signature)).toBe(false);
    expect(isValidPaymentSignature(secret, orderId, 'pay_IH4NVgf4Dreq1m', signature)).toBe(false);
    expect(isValidPaymentSignature('other-secret', orderId, paymentId, signature)).toBe(false);
    expect(isValidPaymentSignature(secret, orderId, paymentId, signature.toUpperCase())).toBe(false);
  });

  it('refuses signatures of the wrong length without throwing', () => {
    const { secret, orderId, paymentId, signature } = DOCS_VECTOR;
    expect(isValidPaymentSignature(secret, orderId, paymentId, signature.slice(0, -1))).toBe(false);
    expect(isValidPaymentSignature(secret, orderId, paymentId, `${signature}0`)).toBe(false);
    expect(isValidPaymentSignature(secret, orderId, paymentId, '')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('é', 'e')).toBe(false);
  });

  it('checks webhook bodies byte for byte', () => {
    expect(hmacSha256Hex(WEBHOOK_VECTOR.secret, WEBHOOK_VECTOR.body)).toBe(WEBHOOK_VECTOR.signature);
    expect(isValidWebhookSignature(WEBHOOK_VECTOR.secret, WEBHOOK_VECTOR.body, WEBHOOK_VECTOR.signature)).toBe(true);
    expect(Razorpay.validateWebhookSignature(WEBHOOK_VECTOR.body, WEBHOOK_VECTOR.signature, WEBHOOK_VECTOR.secret)).toBe(true);
    // Re-serialised JSON (a space added) is a different body.
    expect(isValidWebhookSignature(WEBHOOK_VECTOR.secret, '{"event": "payment.captured","payload":{}}', WEBHOOK_VECTOR.signature)).toBe(
      false,
    );
  });
});
