/**
 * What the simulated payment gateway answers in tests (docs/product.md#customer-messages): checkout
 * options and the success callback.
 */
import type { CreatePaymentResponse, GatewaySuccessFields } from '#shared/schemas/payment';

/** The server's checkout options for a ₹1,300 simulated payment; `overrides` name the test's order and payer. */
export function simulatedCheckout(overrides: Partial<Omit<CreatePaymentResponse, 'success'>> = {}): CreatePaymentResponse {
  return {
    success: true,
    key: 'rzp_test_sim',
    amount: 130000,
    currency: 'INR',
    orderId: 'order_sim_1',
    provider: 'simulated',
    checkout: 'simulated-sheet',
    name: 'Chaabi',
    description: 'anything payable',
    prefill: { name: 'A', email: 'a@example.in', contact: '+919876543210' },
    ...overrides,
  };
}

/** The fields the gateway hands its success handler for the provider order `orderId`. */
export function gatewaySuccess(orderId: string, paymentId = 'pay_1'): GatewaySuccessFields {
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: 'sig' };
}
