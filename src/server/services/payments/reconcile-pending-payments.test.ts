import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { orderEvents, orders, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './provider';
import { checkDelayMs } from '../../lib/check-delay';
import { reconcilePendingPayments } from './reconcile-pending-payments';
import { withQuietGatewayApp } from '#tests/support/shop';

let t: TestApp;
// The browser never returns AND the gateway's webhook is lost: only reconciliation settles.
withQuietGatewayApp((app) => {
  t = app;
});

const json = { 'content-type': 'application/json' };

let cookie = '';

/** POSTs as one browser (keeps its order capability cookie). */
async function post(url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...json, ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode).toBeLessThan(300);
  const granted = res.cookies.find((c) => c.name === 'chaabi_orders');
  if (granted) cookie = `chaabi_orders=${granted.value}`;
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
    // One second more than asked: the database clock has microseconds, the reconciler's Date only
    // milliseconds, so "exactly one minute ago" could still be a hair too young within one millisecond.
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes}) - interval '1 second'`, nextCheckAt: null })
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
  it('captures a payment completed at the gateway but never verified, once, from one minute old', async () => {
    const { orderId, providerOrderId } = await openPayment();
    // The customer paid, then closed the tab before the browser called /verify.
    const paid = await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'success' });
    const fresh = await reconcilePendingPayments(t.database.db, t.app.services.payments, { now: t.app.services.now() });
    expect((await state(orderId)).payment.status).toBe('created');
    expect(fresh.captured).toBe(0);

    await age(providerOrderId, 1);
    const summary = await reconcilePendingPayments(t.database.db, t.app.services.payments, { now: t.app.services.now() });
    expect(summary).toMatchObject({ captured: 1, gatewayUnavailable: false });
    const s = await state(orderId);
    expect(s.payment).toMatchObject({ status: 'captured', providerPaymentId: paid.razorpay_payment_id });
    expect(s.order).toMatchObject({ paymentStatus: 'completed', paymentId: paid.razorpay_payment_id, orderStatus: 'confirmed' });
    expect(s.events.filter((e) => e.type === 'paid')).toEqual([expect.objectContaining({ actor: 'payment:reconcile' })]);

    // A late verify is a no-op that still answers success.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      payload: { orderId, ...paid },
      headers: { ...json, cookie },
    });
    expect(late.json()).toEqual({ success: true, orderId, paymentStatus: 'completed' });
    const again = await reconcilePendingPayments(t.database.db, t.app.services.payments, { now: t.app.services.now() });
    expect(again.captured).toBe(0);
    expect((await state(orderId)).events.filter((e) => e.type === 'paid')).toHaveLength(1);
  });

  it('records a payment that only failed at the gateway, without cancelling the order', async () => {
    const { orderId, providerOrderId } = await openPayment();
    await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'failure' });
    await age(providerOrderId, 30);
    await reconcilePendingPayments(t.database.db, t.app.services.payments, { now: t.app.services.now() });
    const s = await state(orderId);
    expect(s.payment).toMatchObject({ status: 'failed', failureReason: 'Payment declined by the simulated bank' });
    expect(s.order).toMatchObject({ paymentStatus: 'failed', orderStatus: 'pending' });

    // A retry on the same gateway order is captured by a later pass (failed → captured).
    await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'success' });
    await age(providerOrderId, 30);
    await reconcilePendingPayments(t.database.db, t.app.services.payments, { now: t.app.services.now() });
    expect((await state(orderId)).order.paymentStatus).toBe('completed');
  });

  it('leaves abandoned checkouts (no attempt at the gateway) as they are', async () => {
    const { orderId, providerOrderId } = await openPayment();
    await age(providerOrderId, 60);
    await reconcilePendingPayments(t.database.db, t.app.services.payments, { now: t.app.services.now() });
    const s = await state(orderId);
    expect(s.payment.status).toBe('created');
    expect(s.order.paymentStatus).toBe('pending');
  });

  it('stops the pass when the gateway is unavailable', async () => {
    const { providerOrderId } = await openPayment();
    await age(providerOrderId, 20);
    const down: PaymentProvider = {
      ...t.app.services.payments,
      name: t.app.services.payments.name,
      keyId: t.app.services.payments.keyId,
      keySecret: t.app.services.payments.keySecret,
      webhookSecret: t.app.services.payments.webhookSecret,
      createOrder: () => Promise.reject(new AppError('GATEWAY_UNAVAILABLE', 'down')),
      fetchOrderPayments: () => Promise.reject(new AppError('GATEWAY_UNAVAILABLE', 'down')),
    };
    const summary = await reconcilePendingPayments(t.database.db, down, { now: t.app.services.now() });
    expect(summary).toMatchObject({ checked: 0, gatewayUnavailable: true });
  });
});

describe('back-off', () => {
  it('asks about an open payment after 1, 2, 4, 8 minutes, never twice while not due, and gives up after 24 h', async () => {
    const { providerOrderId } = await openPayment();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
    const opened = row!.createdAt.getTime();
    const asks: number[] = [];
    const counting: PaymentProvider = Object.assign(
      Object.create(Object.getPrototypeOf(t.app.services.payments) as object) as PaymentProvider,
      t.app.services.payments,
      {
        fetchOrderPayments: (id: string) => {
          if (id === providerOrderId) asks.push(id.length);
          return t.app.services.payments.fetchOrderPayments(id);
        },
      },
    );
    const at = (minutes: number) => new Date(opened + minutes * 60_000 + 1000);
    // Not yet a minute old: not asked.
    await reconcilePendingPayments(t.database.db, counting, { now: new Date(opened + 30_000) });
    expect(asks).toHaveLength(0);
    // Due at 1, then 1+1=2, 2+2=4, 4+4=8, 8+8=16 minutes; passes in between ask nothing.
    const schedule = [1, 1.5, 2, 3, 4, 7, 8, 15, 16];
    const expected = [1, 1, 2, 2, 3, 3, 4, 4, 5];
    for (const [i, minute] of schedule.entries()) {
      await reconcilePendingPayments(t.database.db, counting, { now: at(minute) });
      expect(asks, `after the pass at ${minute} min`).toHaveLength(expected[i]!);
    }
    const [after] = await t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
    expect(after!.checkAttempts).toBe(5);
    expect(after!.nextCheckAt!.getTime()).toBe(at(16).getTime() + 16 * 60_000);
    // After 24 hours it is no longer asked about.
    await reconcilePendingPayments(t.database.db, counting, { now: new Date(opened + 24 * 60 * 60_000 + 60_000) });
    expect(asks).toHaveLength(5);
  });

  it('checkDelayMs doubles from one minute and stops growing at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => checkDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});
