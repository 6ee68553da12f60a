import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/fetch';
import { gatewaySuccess, simulatedCheckout } from '#tests/factories/payments';
import {
  orderFailureMessage,
  payForOrder,
  paymentErrorToast,
  paymentFailedBody,
  type GatewayResult,
  type PaymentDeps,
} from './payment-flow';

const payment = simulatedCheckout({
  amount: 51000,
  orderId: 'order_sim_abc',
  description: 'Order #42',
  prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '+91 9876543210' },
});

const success = gatewaySuccess('order_sim_abc', 'pay_sim_1');

function deps(gateway: GatewayResult | Error, overrides: Partial<PaymentDeps> = {}) {
  return {
    createPayment: vi.fn(async () => payment),
    openGateway: vi.fn(async () => {
      if (gateway instanceof Error) throw gateway;
      return gateway;
    }),
    verifyPayment: vi.fn(async () => ({ success: true, orderId: 42, paymentStatus: 'completed' })),
    reportFailure: vi.fn(async () => ({ success: true })),
    onVerifying: vi.fn(),
    log: vi.fn(),
    ...overrides,
  };
}

describe('payForOrder', () => {
  it('verifies a successful payment with our order id and the gateway fields', async () => {
    const d = deps({ kind: 'success', response: success });
    await expect(payForOrder(42, d)).resolves.toEqual({ kind: 'paid', orderId: 42, amountPaise: 51000 });
    expect(d.createPayment).toHaveBeenCalledWith(42);
    expect(d.openGateway).toHaveBeenCalledWith(payment);
    expect(d.onVerifying).toHaveBeenCalledOnce();
    expect(d.verifyPayment).toHaveBeenCalledWith({ orderId: 42, ...success });
    expect(d.reportFailure).not.toHaveBeenCalled();
  });

  it('reports a declined payment to the server', async () => {
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment declined',
      reason: 'payment_failed',
      metadata: { order_id: 'order_sim_abc', payment_id: 'pay_sim_2' },
    };
    const d = deps({ kind: 'failure', error });
    await expect(payForOrder(42, d)).resolves.toEqual({ kind: 'failed', error });
    expect(d.reportFailure).toHaveBeenCalledWith({
      orderId: 42,
      razorpay_order_id: 'order_sim_abc',
      razorpay_payment_id: 'pay_sim_2',
      error: 'BAD_REQUEST_ERROR - Payment declined - payment_failed',
    });
    expect(d.verifyPayment).not.toHaveBeenCalled();
  });

  it('still ends as failed when recording the failure fails', async () => {
    const d = deps({ kind: 'failure', error: {} }, { reportFailure: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(payForOrder(42, d)).resolves.toMatchObject({ kind: 'failed' });
    expect(d.log).toHaveBeenCalled();
  });

  it('treats a dismissal as neither a failure nor a payment', async () => {
    const d = deps({ kind: 'dismissed' });
    await expect(payForOrder(42, d)).resolves.toEqual({ kind: 'dismissed' });
    expect(d.reportFailure).not.toHaveBeenCalled();
    expect(d.verifyPayment).not.toHaveBeenCalled();
  });

  it('says init-failed when create-order fails, answers nonsense, or the gateway cannot open', async () => {
    const rejected = deps(
      { kind: 'dismissed' },
      { createPayment: vi.fn(async () => Promise.reject(new ApiError(502, 'bad gateway', null))) },
    );
    await expect(payForOrder(42, rejected)).resolves.toMatchObject({ kind: 'init-failed' });
    expect(rejected.openGateway).not.toHaveBeenCalled();

    const nonsense = deps({ kind: 'dismissed' }, { createPayment: vi.fn(async () => ({ success: false })) });
    await expect(payForOrder(42, nonsense)).resolves.toMatchObject({ kind: 'init-failed' });

    const scriptBlocked = deps(new Error('script blocked'));
    await expect(payForOrder(42, scriptBlocked)).resolves.toMatchObject({ kind: 'init-failed' });
  });

  it('says verify-failed when the signature is refused', async () => {
    const d = deps(
      { kind: 'success', response: success },
      { verifyPayment: vi.fn(async () => Promise.reject(new ApiError(400, '{}', {}))) },
    );
    await expect(payForOrder(42, d)).resolves.toMatchObject({ kind: 'verify-failed' });
  });
});

describe('paymentFailedBody', () => {
  it('falls back to the provider order id and a generic message', () => {
    expect(paymentFailedBody(7, 'order_x', {})).toEqual({ orderId: 7, razorpay_order_id: 'order_x', error: 'Payment failed' });
  });

  it('clips long gateway text to the contract', () => {
    const body = paymentFailedBody(7, 'order_x', { description: 'x'.repeat(900), metadata: { payment_id: 'p'.repeat(300) } });
    expect(body.error).toHaveLength(500);
    expect(body.razorpay_payment_id).toHaveLength(100);
  });
});

describe('orderFailureMessage', () => {
  it('shows the server message from a JSON error', () => {
    expect(
      orderFailureMessage(new ApiError(400, '{"message":"PIN code is required"}', { code: 'VALIDATION', message: 'PIN code is required' })),
    ).toBe('PIN code is required');
  });

  it('falls back to the generic line for anything else', () => {
    expect(orderFailureMessage(new ApiError(502, '<html>', null))).toBe('Something went wrong. Please try again.');
    expect(orderFailureMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong. Please try again.');
  });
});

describe('paymentErrorToast', () => {
  it("says the server's reason when it refused to open the payment, and that nothing was charged", () => {
    const paused = new ApiError(400, 'Bad Request', { message: 'This code is paused' });
    expect(paymentErrorToast(paused)).toEqual({ title: 'Payment Error', description: 'This code is paused. Nothing was charged.' });
  });

  it('keeps the generic message for a server fault, a lost connection or a 401', () => {
    const generic = { title: 'Payment Error', description: 'Unable to initialize payment. Please try again.' };
    expect(paymentErrorToast(new ApiError(503, 'Service Unavailable', { message: 'Gateway down' }))).toEqual(generic);
    expect(paymentErrorToast(new TypeError('Failed to fetch'))).toEqual(generic);
    expect(paymentErrorToast(new ApiError(401, 'Unauthorized', { message: 'Sign in' }))).toEqual(generic);
  });
});
