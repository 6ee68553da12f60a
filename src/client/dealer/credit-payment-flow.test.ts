import { describe, expect, it, vi } from 'vitest';
import { gatewaySuccess, simulatedCheckout } from '#tests/factories/payments';
import type { GatewayResult } from '../shop/checkout/payment-flow';
import { payForCredits, paymentFailedDescription, type CreditPaymentDeps } from './credit-payment-flow';

const payment = simulatedCheckout({
  orderId: 'order_sim_credits',
  description: '10 keychain credits',
  prefill: { name: 'Ravi', email: 'ravi@example.in', contact: '+91 9876543210' },
});
const success = gatewaySuccess('order_sim_credits');

function deps(gateway: GatewayResult, overrides: Partial<CreditPaymentDeps> = {}) {
  return {
    createPaymentOrder: vi.fn(async () => payment as unknown),
    openGateway: vi.fn(async () => gateway),
    verifyPayment: vi.fn(async () => ({ credits: 10, balance: 30 })),
    reportFailure: vi.fn(async () => ({ success: true })),
    onVerifying: vi.fn(),
    log: vi.fn(),
    ...overrides,
  };
}

describe('payForCredits', () => {
  it('verifies a paid attempt with the transaction id and the gateway fields', async () => {
    const d = deps({ kind: 'success', response: success });
    await expect(payForCredits(7, d)).resolves.toEqual({ kind: 'paid', credits: 10, balance: 30 });
    expect(d.createPaymentOrder).toHaveBeenCalledWith(7);
    expect(d.verifyPayment).toHaveBeenCalledWith({ ...success, transactionId: 7 });
    expect(d.reportFailure).not.toHaveBeenCalled();
  });

  it('reports a declined payment with the transaction id', async () => {
    const d = deps({ kind: 'failure', error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } });
    await expect(payForCredits(7, d)).resolves.toMatchObject({ kind: 'failed' });
    expect(d.reportFailure).toHaveBeenCalledWith({
      transactionId: 7,
      razorpay_order_id: 'order_sim_credits',
      error: 'BAD_REQUEST_ERROR - Card declined',
    });
    expect(d.verifyPayment).not.toHaveBeenCalled();
  });

  it('ends as dismissed without reporting when the sheet is closed', async () => {
    const d = deps({ kind: 'dismissed' });
    await expect(payForCredits(7, d)).resolves.toEqual({ kind: 'dismissed' });
    expect(d.reportFailure).not.toHaveBeenCalled();
  });

  it('fails to start when the payment order answer is malformed', async () => {
    const d = deps({ kind: 'dismissed' }, { createPaymentOrder: vi.fn(async () => ({ success: false, message: 'nope' })) });
    await expect(payForCredits(7, d)).resolves.toMatchObject({ kind: 'init-failed' });
    expect(d.openGateway).not.toHaveBeenCalled();
  });

  it('says verification failed when the server refuses the signature', async () => {
    const d = deps({ kind: 'success', response: success }, { verifyPayment: vi.fn(async () => Promise.reject(new Error('400'))) });
    await expect(payForCredits(7, d)).resolves.toMatchObject({ kind: 'verify-failed' });
  });

  it("uses the provider's description or the spec fallback in the failure toast", () => {
    expect(paymentFailedDescription({ description: 'Insufficient funds' })).toBe('Insufficient funds');
    expect(paymentFailedDescription({})).toBe('Please try again or contact support.');
  });
});
