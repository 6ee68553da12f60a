/**
 * Paid means confirmed (docs/product.md#order-status): a captured payment, however it is reported
 * (browser verify, webhook, reconciliation), or a dealer's credits move the order from pending to
 * confirmed in the same transaction, on the timeline as the payment's doing, and the Print
 * queue lists it at once.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { orderEvents, orders } from '../../db/schema/index';
import { loginCookie } from '#tests/support/admin';
import { asDealerOf, dealerToken, insertDealer, orderBody } from '#tests/support/dealer';
import { payAtTheBank, placeShopOrder, verifyAtTheShop, withQuietGatewayApp } from '#tests/support/shop';
import { markPaid } from './mark-paid';
import { reconcilePendingPayments } from './reconcile-pending-payments';

let t: TestApp;
withQuietGatewayApp((app) => (t = app));

/** A placed, unpaid order with an open gateway order, paid at the simulated bank. */
const paidAtTheBank = () => payAtTheBank(t.app);

async function statusEvents(orderId: number) {
  return t.database.db
    .select({ type: orderEvents.type, from: orderEvents.fromStatus, to: orderEvents.toStatus, actor: orderEvents.actor })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'status_changed')))
    .orderBy(asc(orderEvents.id));
}

async function printQueueOrderIds(): Promise<number[]> {
  const admin = await loginCookie(t.app);
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/print-queue', headers: { cookie: admin } });
  return res.json<{ groups: { orders: { id: number }[] }[] }>().groups.flatMap((g) => g.orders.map((o) => o.id));
}

describe('paid means confirmed', () => {
  it('a placed order is pending (not paid yet) and not in the Print queue', async () => {
    const { id } = await placeShopOrder(t.app);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
    expect(await printQueueOrderIds()).not.toContain(id);
  });

  it('the browser’s verify confirms the order, on the timeline as payment:verify, and the Print queue lists it', async () => {
    const paid = await paidAtTheBank();
    const { id } = paid;
    expect((await verifyAtTheShop(t.app, paid)).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ orderStatus: 'confirmed', status: 'confirmed', paymentStatus: 'completed' });
    expect(await statusEvents(id)).toEqual([{ type: 'status_changed', from: 'pending', to: 'confirmed', actor: 'payment:verify' }]);
    expect(await printQueueOrderIds()).toContain(id);
  });

  it('a webhook or the reconciler confirms it once, whichever comes first', async () => {
    const first = await paidAtTheBank();
    const second = await paidAtTheBank();
    const captured = await markPaid(t.database.db, {
      providerOrderId: first.providerOrderId,
      providerPaymentId: first.fields.razorpay_payment_id!,
      source: 'webhook',
      now: t.app.services.now(),
    });
    expect(captured.outcome).toBe('captured');
    await reconcilePendingPayments(t.database.db, t.app.services.payments, { now: new Date(Date.now() + 60 * 60_000) });
    expect(await statusEvents(first.id)).toEqual([{ type: 'status_changed', from: 'pending', to: 'confirmed', actor: 'payment:webhook' }]);
    expect(await statusEvents(second.id)).toEqual([
      { type: 'status_changed', from: 'pending', to: 'confirmed', actor: 'payment:reconcile' },
    ]);
  });

  it('leaves an order the admin already moved on where it is', async () => {
    const paid = await paidAtTheBank();
    const { id } = paid;
    await t.database.db.update(orders).set({ orderStatus: 'processing' }).where(eq(orders.id, id));
    expect((await verifyAtTheShop(t.app, paid)).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ orderStatus: 'processing', paymentStatus: 'completed' });
    expect(await statusEvents(id)).toEqual([]);
  });

  it('a dealer order paid by credits is confirmed at once and in the Print queue', async () => {
    const pepper = t.app.services.config.pinPepper;
    const dealer = await insertDealer(t.database.db, { pin: '482915', pepper, credits: 5 });
    const token = await dealerToken(t.app, dealer.phoneNumber, '482915');
    const res = await asDealerOf(t.app, token, '/api/dealer/create-order', orderBody(2));
    expect(res.statusCode).toBe(201);
    const orderId = res.json<{ orderId: number }>().orderId;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'completed' });
    expect(await statusEvents(orderId)).toEqual([
      { type: 'status_changed', from: 'pending', to: 'confirmed', actor: 'payment:dealer_credits' },
    ]);
    expect(await printQueueOrderIds()).toContain(orderId);
  });
});
