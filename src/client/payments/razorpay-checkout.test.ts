import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePaymentResponse } from '#shared/schemas/payment';
import { buildRazorpayOptions, loadRazorpayScript, RAZORPAY_SCRIPT_URL, resetRazorpayLoader, type ScriptHost } from './razorpay-checkout';

const payment: CreatePaymentResponse = {
  success: true,
  key: 'rzp_test_key',
  amount: 51000,
  currency: 'INR',
  orderId: 'order_Abc123',
  provider: 'razorpay',
  checkout: 'razorpay-checkout',
  name: 'Chaabi',
  description: 'Order #42',
  prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '+91 9876543210' },
};

describe('buildRazorpayOptions', () => {
  it('passes the server amount, currency and provider order id, with the pink theme', () => {
    const onSuccess = vi.fn();
    const onDismiss = vi.fn();
    const options = buildRazorpayOptions(payment, { onSuccess, onDismiss });
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 51000,
      currency: 'INR',
      order_id: 'order_Abc123',
      name: 'Chaabi',
      description: 'Order #42',
      prefill: payment.prefill,
      theme: { color: '#ec4899' },
    });
    options.modal.ondismiss();
    expect(onDismiss).toHaveBeenCalledOnce();
    options.handler({ razorpay_order_id: 'a', razorpay_payment_id: 'b', razorpay_signature: 'c' });
    expect(onSuccess).toHaveBeenCalledWith({ razorpay_order_id: 'a', razorpay_payment_id: 'b', razorpay_signature: 'c' });
  });
});

function fakeHost() {
  let loaded = false;
  const pending: { onLoad: () => void; onError: () => void }[] = [];
  const host: ScriptHost & { appended: string[] } = {
    appended: [],
    hasRazorpay: () => loaded,
    appendScript(src, onLoad, onError) {
      host.appended.push(src);
      pending.push({ onLoad, onError });
    },
  };
  return {
    host,
    load() {
      loaded = true;
      pending.shift()?.onLoad();
    },
    fail() {
      pending.shift()?.onError();
    },
  };
}

describe('loadRazorpayScript', () => {
  afterEach(() => resetRazorpayLoader());

  it('adds the script tag once for concurrent callers', async () => {
    const fake = fakeHost();
    const a = loadRazorpayScript(fake.host);
    const b = loadRazorpayScript(fake.host);
    fake.load();
    await Promise.all([a, b]);
    await loadRazorpayScript(fake.host);
    expect(fake.host.appended).toEqual([RAZORPAY_SCRIPT_URL]);
  });

  it('lets a failed load be tried again', async () => {
    const fake = fakeHost();
    const first = loadRazorpayScript(fake.host);
    fake.fail();
    await expect(first).rejects.toThrow('could not be loaded');
    const second = loadRazorpayScript(fake.host);
    fake.load();
    await expect(second).resolves.toBeUndefined();
    expect(fake.host.appended).toHaveLength(2);
  });
});
