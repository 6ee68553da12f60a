import { describe, expect, it, vi } from 'vitest';
import { gatewaySuccess, simulatedCheckout } from '#tests/factories/payments';
import { failureFields, payPayable, type GatewayResult } from './payment-flow';

const options = simulatedCheckout();
const success = gatewaySuccess('order_sim_1');

function calls(verified: unknown = { ok: true }) {
  return {
    createPayment: vi.fn(async () => options as unknown),
    verify: vi.fn(async () => verified),
    reportFailure: vi.fn(async () => ({ success: true })),
  };
}

describe('payPayable', () => {
  it('opens the checkout with the server’s options and hands back what verify answered', async () => {
    const c = calls({ credits: 10 });
    const openGateway = vi.fn(async (): Promise<GatewayResult> => ({ kind: 'success', response: success }));
    await expect(payPayable(c, { openGateway })).resolves.toEqual({ kind: 'paid', amountPaise: 130000, verified: { credits: 10 } });
    expect(openGateway).toHaveBeenCalledWith(options);
    expect(c.verify).toHaveBeenCalledWith(success);
  });

  it('reports a failure with the provider order id and the gateway text', async () => {
    const c = calls();
    const error = { code: 'BAD_REQUEST_ERROR', description: 'Declined', metadata: { payment_id: 'pay_9' } };
    await payPayable(c, { openGateway: async () => ({ kind: 'failure', error }) });
    expect(c.reportFailure).toHaveBeenCalledWith({
      razorpay_order_id: 'order_sim_1',
      razorpay_payment_id: 'pay_9',
      error: 'BAD_REQUEST_ERROR - Declined',
    });
  });

  it('never opens the checkout for a malformed answer', async () => {
    const c = calls();
    c.createPayment.mockResolvedValueOnce({ success: true });
    const openGateway = vi.fn();
    await expect(payPayable(c, { openGateway })).resolves.toMatchObject({ kind: 'init-failed' });
    expect(openGateway).not.toHaveBeenCalled();
  });
});

describe('failureFields', () => {
  it('clips ids and text to the contract', () => {
    const f = failureFields('o'.repeat(300), { description: 'x'.repeat(900) });
    expect(f.razorpay_order_id).toHaveLength(100);
    expect(f.error).toHaveLength(500);
  });
});
