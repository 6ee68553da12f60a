import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { orderEvents, orders, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './provider';
import { reconcilePendingPayments, startPaymentReconciler } from './reconcile-pending-payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const json = { 'content-type': 'application/json' };

async function post(url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: json });
  expect(res.statusCode).toBeLessThan(300);
  return res.json();
}

/** A placed order with an open simulated gateway order. */
async function openPayment(): Promise<{ orderId: number; providerOrderId: string }> {
  const order = await post('/api/orders', {
    customerEmail: 'ravi@example.in',
    customerName: 'Ravi Kumar',
    customerPhone: '+91 9876501234',
    modelId: 1,
    keychains: [{ customText: 'Ravi', fontFamily: 'bangers', textColor: 'yellow' }],
    shippingAddress: { street: '1 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016', country: 'India' },
  });
  const payment = await post('/api/payments/create-order', { orderId: order.id });
  return { orderId: order.id as number, providerOrderId: payment.orderId as string };
}

async function age(providerOrderId: string, minutes: number): Promise<void> {
  await t.database.db
    .update(payments)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(payments.providerOrderId, providerOrderId));
}

async function state(orderId: number) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return { order: order!, payment: payment!, events };
}

describe('reconcilePendingPayments', () => {
  it('captures a payment completed at the gateway but never verified, once', async () => {
    const { orderId, providerOrderId } = await openPayment();
    // The customer paid, then closed the tab before the browser called /verify.
    const paid = await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'success' });
    const fresh = await reconcilePendingPayments(t.database.db, t.app.payments);
    expect((await state(orderId)).payment.status).toBe('created');
    expect(fresh.captured).toBe(0);

    await age(providerOrderId, 20);
    const summary = await reconcilePendingPayments(t.database.db, t.app.payments);
    expect(summary).toMatchObject({ captured: 1, gatewayUnavailable: false });
    const s = await state(orderId);
    expect(s.payment).toMatchObject({ status: 'captured', providerPaymentId: paid.razorpay_payment_id });
    expect(s.order).toMatchObject({ paymentStatus: 'completed', paymentId: paid.razorpay_payment_id, orderStatus: 'pending' });
    expect(s.events.filter((e) => e.type === 'paid')).toEqual([expect.objectContaining({ actor: 'payment:reconcile' })]);

    // A late verify is a no-op that still answers success.
    const late = await t.app.inject({ method: 'POST', url: '/api/payments/verify', payload: { orderId, ...paid }, headers: json });
    expect(late.json()).toEqual({ success: true, orderId, paymentStatus: 'completed' });
    const again = await reconcilePendingPayments(t.database.db, t.app.payments);
    expect(again.captured).toBe(0);
    expect((await state(orderId)).events.filter((e) => e.type === 'paid')).toHaveLength(1);
  });

  it('records a payment that only failed at the gateway, without cancelling the order', async () => {
    const { orderId, providerOrderId } = await openPayment();
    await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'failure' });
    await age(providerOrderId, 30);
    await reconcilePendingPayments(t.database.db, t.app.payments);
    const s = await state(orderId);
    expect(s.payment).toMatchObject({ status: 'failed', failureReason: 'Payment declined by the simulated bank' });
    expect(s.order).toMatchObject({ paymentStatus: 'failed', orderStatus: 'pending' });

    // A retry on the same gateway order is captured by a later pass (failed → captured).
    await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'success' });
    await reconcilePendingPayments(t.database.db, t.app.payments);
    expect((await state(orderId)).order.paymentStatus).toBe('completed');
  });

  it('leaves abandoned checkouts (no attempt at the gateway) as they are', async () => {
    const { orderId, providerOrderId } = await openPayment();
    await age(providerOrderId, 60);
    await reconcilePendingPayments(t.database.db, t.app.payments);
    const s = await state(orderId);
    expect(s.payment.status).toBe('created');
    expect(s.order.paymentStatus).toBe('pending');
  });

  it('stops the pass when the gateway is unavailable', async () => {
    const { providerOrderId } = await openPayment();
    await age(providerOrderId, 20);
    const down: PaymentProvider = {
      ...t.app.payments,
      name: t.app.payments.name,
      keyId: t.app.payments.keyId,
      keySecret: t.app.payments.keySecret,
      webhookSecret: t.app.payments.webhookSecret,
      createOrder: () => Promise.reject(new AppError('GATEWAY_UNAVAILABLE', 'down')),
      fetchOrderPayments: () => Promise.reject(new AppError('GATEWAY_UNAVAILABLE', 'down')),
    };
    const summary = await reconcilePendingPayments(t.database.db, down);
    expect(summary).toMatchObject({ checked: 0, gatewayUnavailable: true });
  });
});

describe('startPaymentReconciler', () => {
  it('runs on its interval and stops when asked', async () => {
    const { orderId, providerOrderId } = await openPayment();
    await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'success' });
    await age(providerOrderId, 20);
    const stop = startPaymentReconciler(t.app, 20);
    try {
      await expect.poll(async () => (await state(orderId)).order.paymentStatus, { timeout: 5000, interval: 50 }).toBe('completed');
    } finally {
      stop();
    }
  });

  it('is stopped when the app closes', async () => {
    const other = await createTestApp();
    const setSpy = vi.spyOn(globalThis, 'setInterval');
    startPaymentReconciler(other.app, 60_000);
    const timer = setSpy.mock.results.at(-1)!.value as NodeJS.Timeout;
    const clearSpy = vi.spyOn(globalThis, 'clearInterval');
    await other.close();
    expect(clearSpy).toHaveBeenCalledWith(timer);
  });
});
