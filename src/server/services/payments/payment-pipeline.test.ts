/**
 * The one payment pipeline: the webhook accepts a capture only for the
 * stored amount and currency (else the payment is flagged, never paid, and the admin sees it),
 * and the simulated gateway sends signed webhooks like Razorpay's, so a payment whose browser
 * never came back is captured once, for shop orders and dealer credits alike.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { dealers, orderEvents, orders, paymentEvents, payments } from '../../db/schema/index';
import { loginCookie } from '#tests/support/admin';
import { dealerToken, insertDealer } from '#tests/support/dealer';
import { jsonHeaders, placeShopOrder, postRazorpayWebhook } from '#tests/support/shop';
import { flagPaymentMismatch } from './flag-payment';
import { reconcilePendingPayments } from './reconcile-pending-payments';
import { SimulatedPaymentProvider } from './simulated-gateway';

let t: TestApp;
let gateway: SimulatedPaymentProvider;
beforeAll(async () => {
  t = await createTestApp();
  gateway = t.app.services.payments as SimulatedPaymentProvider;
});
afterAll(async () => {
  await gateway.webhooksDelivered();
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...jsonHeaders, ...headers } });

/** A placed order (₹510) with an open gateway order, as its browser. */
async function openOrderPayment() {
  const order = await placeShopOrder(t.app);
  const res = await post('/api/payments/create-order', { orderId: order.id }, { cookie: order.cookie });
  expect(res.statusCode).toBe(200);
  return { ...order, providerOrderId: res.json().orderId as string };
}

let eventSeq = 0;
/** Delivers a Razorpay-signed `payment.captured` for `providerOrderId` with the given amount and currency. */
function deliverCapture(providerOrderId: string, amount: number, currency: string) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: `pay_evil_${++eventSeq}`, order_id: providerOrderId, amount, currency, status: 'captured' } } },
  });
  return postRazorpayWebhook(t.app, body, { eventId: `evt_mismatch_${eventSeq}_${Date.now()}`, secret: t.config.simulatedSecret });
}

describe('webhook amount and currency', () => {
  beforeAll(() => {
    gateway.sendsWebhooks = false;
  });
  afterAll(() => {
    gateway.sendsWebhooks = true;
  });

  it.each([
    ['a smaller amount', 100, 'INR'],
    ['a larger amount', 51001, 'INR'],
    ['another currency', 51000, 'USD'],
  ])(
    'flags a capture for %s: never paid, not even by a later verify or reconciliation, and the admin sees it',
    async (_n, amount, currency) => {
      const { id, cookie, providerOrderId } = await openOrderPayment();
      const res = await deliverCapture(providerOrderId, amount, currency);
      expect(res.statusCode).toBe(200);
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
      expect(payment).toMatchObject({ status: 'created', capturedAt: null });
      expect(payment!.flagReason).toContain(`expected 51000 INR`);
      expect(payment!.flaggedAt).toBeInstanceOf(Date);
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(order!.paymentStatus).toBe('pending');

      // Even a genuine checkout signature no longer captures a flagged payment.
      const bank = await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'success' });
      const verify = await post('/api/payments/verify', { orderId: id, ...bank.json() }, { cookie });
      expect(verify.statusCode).toBe(400);
      await reconcilePendingPayments(t.database.db, gateway, { now: new Date(Date.now() + 60 * 60_000) });
      const [still] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(still!.paymentStatus).toBe('pending');

      const admin = await loginCookie(t.app);
      const list = await t.app.inject({ method: 'GET', url: `/api/admin/orders?q=${id}&pageSize=100`, headers: { cookie: admin } });
      const listed = (list.json().orders as { id: number; paymentFlag: string | null }[]).find((o) => o.id === id);
      expect(listed?.paymentFlag).toContain('expected 51000 INR');
    },
  );

  it('logs a security event for a mismatch, once', async () => {
    const { providerOrderId } = await openOrderPayment();
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const mismatch = {
      providerOrderId,
      providerPaymentId: 'pay_x',
      amountPaise: 1,
      currency: 'INR',
      source: 'webhook',
      now: new Date(),
      log,
      ip: '203.0.113.77',
    } as const;
    expect(await flagPaymentMismatch(t.database.db, mismatch)).toBe(true);
    expect(await flagPaymentMismatch(t.database.db, mismatch)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ event: 'security', kind: 'webhook_amount_mismatch', providerOrderId });
  });

  it('captures a capture of exactly the stored amount and currency, and shows no flag', async () => {
    const { id, providerOrderId } = await openOrderPayment();
    expect((await deliverCapture(providerOrderId, 51000, 'INR')).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.paymentStatus).toBe('completed');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
    expect(payment!.flagReason).toBeNull();
  });
});

describe('the simulated gateway’s webhooks', () => {
  it('capture a shop order once when the browser never calls verify', async () => {
    const { id, providerOrderId } = await openOrderPayment();
    const bank = await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'success' });
    expect(bank.statusCode).toBe(200);
    await gateway.webhooksDelivered();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ paymentStatus: 'completed', paymentId: bank.json().razorpay_payment_id });
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.type, 'paid')))
      .orderBy(asc(orderEvents.id));
    expect(events).toEqual([expect.objectContaining({ actor: 'payment:webhook' })]);
    const stored = await t.database.db.select().from(paymentEvents).orderBy(asc(paymentEvents.id));
    const mine = stored.filter((e) => JSON.stringify(e.payload).includes(providerOrderId));
    expect(mine.map((e) => e.eventType).sort()).toEqual(['order.paid', 'payment.captured']);
  });

  it('record a declined payment without cancelling the order', async () => {
    const { id, providerOrderId } = await openOrderPayment();
    await post('/api/payments/simulated/complete', { providerOrderId, outcome: 'failure' });
    await gateway.webhooksDelivered();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({
      paymentStatus: 'failed',
      orderStatus: 'pending',
      paymentError: 'Payment declined by the simulated bank',
    });
  });

  it('credit a dealer once when the portal never calls verify-payment, even if it does afterwards', async () => {
    const dealer = await insertDealer(t.database.db, { pin: '482913', pepper: t.config.pinPepper });
    const auth = { authorization: `Bearer ${await dealerToken(t.app, dealer.phoneNumber, '482913')}` };
    const purchase = await post('/api/dealer/purchase-credits', { quantity: 10 }, auth);
    const { transactionId } = purchase.json();
    const pay = await post('/api/dealer/create-payment-order', { transactionId }, auth);
    const bank = await post('/api/payments/simulated/complete', { providerOrderId: pay.json().orderId, outcome: 'success' });
    await gateway.webhooksDelivered();
    const balance = async () => (await t.database.db.select().from(dealers).where(eq(dealers.id, dealer.id)))[0]!.keychainCredits;
    expect(await balance()).toBe(10);
    const late = await post('/api/dealer/verify-payment', { ...bank.json(), transactionId }, auth);
    expect(late.json()).toMatchObject({ success: true, credits: 10, balance: 10 });
    expect(await balance()).toBe(10);
  });

  it('a dealer’s failed payment marks the purchase failed through the same pipeline', async () => {
    const dealer = await insertDealer(t.database.db, { pin: '482913', pepper: t.config.pinPepper });
    const auth = { authorization: `Bearer ${await dealerToken(t.app, dealer.phoneNumber, '482913')}` };
    const { transactionId } = (await post('/api/dealer/purchase-credits', { quantity: 10 }, auth)).json();
    const pay = await post('/api/dealer/create-payment-order', { transactionId }, auth);
    const providerOrderId = pay.json().orderId as string;
    const reported = await post(
      '/api/dealer/payment-failed',
      { transactionId, razorpay_order_id: providerOrderId, error: 'Card declined' },
      auth,
    );
    expect(reported.statusCode).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'Card declined' });
    // Another dealer cannot report on it.
    const other = await insertDealer(t.database.db, { pin: '482913', pepper: t.config.pinPepper });
    const otherAuth = { authorization: `Bearer ${await dealerToken(t.app, other.phoneNumber, '482913')}` };
    expect((await post('/api/dealer/payment-failed', { transactionId, razorpay_order_id: providerOrderId }, otherAuth)).statusCode).toBe(
      404,
    );
    expect((await post('/api/dealer/create-payment-order', { transactionId }, otherAuth)).statusCode).toBe(404);
  });
});
