/**
 * The optional advance of a big cash on delivery order (docs/product.md#cash-on-delivery,
 * docs/decisions/185): above the threshold the shopper pays the advance online first, the gateway
 * is asked for the advance only, its capture keeps the order cod_pending until the code confirms
 * it, a failed advance leaves it unconfirmed for the auto-cancel job, and a refund after a
 * cancellation gives back the advance only — on PGlite and PostgreSQL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '#tests/setup/test-db';
import { capabilityCookie, jsonHeaders, shopOrderBody, withQuietGatewayApp } from '#tests/support/shop';
import { latestCodCode } from '#tests/support/cod';
import { COD_MESSAGES, CodSettings } from '#shared/schemas/cod';
import { codAdvanceSplit } from '#shared/pricing';
import { orderEvents, orders, payments, refunds } from '../../db/schema/index';
import { DEFAULT_COD_SETTINGS, saveCodSettings } from '../settings/cod-settings';
import { cancelUnconfirmedCodOrders } from './cod-confirmation';
import { requestRefund } from '../refunds/request-refund';

let t: TestApp;
withQuietGatewayApp((app) => (t = app));

/** A COD order of three keychains (shopOrderBody) is ₹550.00 (₹510 + ₹40 fee); the advance is ₹100 above `abovePaise`. */
const useAdvance = (abovePaise: number) =>
  saveCodSettings(t.app.services.db, { ...DEFAULT_COD_SETTINGS, advanceAbovePaise: abovePaise, advancePaise: 10_000 });
beforeEach(() => useAdvance(50_000));

let seq = 0;
async function codOrder(): Promise<{ id: number; cookie: string; body: Record<string, number | string> }> {
  seq += 1;
  const phone = `7${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(5, '0')}`;
  const body = shopOrderBody({ customerPhone: `+91 ${phone}`, paymentMethod: 'cod' });
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers: jsonHeaders });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: number }>().id, cookie: capabilityCookie(res)!, body: res.json() };
}

const latestCode = (orderId: number) => latestCodCode(t.app.services.db, orderId);

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) } });
const orderRow = async (id: number) => (await t.app.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** Opens the gateway order of the advance and settles it at the simulated bank; the browser verifies a success. */
async function payAdvance(order: { id: number; cookie: string }, outcome: 'success' | 'failure' = 'success') {
  const opened = await post('/api/payments/create-order', { orderId: order.id }, order.cookie);
  expect(opened.statusCode, opened.body).toBe(200);
  const providerOrderId = opened.json<{ orderId: string }>().orderId;
  const bank = await post('/api/payments/simulated/complete', { providerOrderId, outcome });
  if (outcome === 'success') {
    const verified = await post('/api/payments/verify', { orderId: order.id, ...bank.json<Record<string, string>>() }, order.cookie);
    expect(verified.statusCode, verified.body).toBe(200);
  }
  return { opened: opened.json<{ amount: number }>(), providerOrderId };
}

describe('the advance split', () => {
  it('is due only strictly above the threshold, and never more than the total', () => {
    const settings = { advanceAbovePaise: 55_000, advancePaise: 10_000 };
    expect(codAdvanceSplit(55_000, settings)).toEqual({ advancePaise: 0, collectPaise: 55_000 });
    expect(codAdvanceSplit(55_001, settings)).toEqual({ advancePaise: 10_000, collectPaise: 45_001 });
    expect(codAdvanceSplit(5_000, { advanceAbovePaise: 0, advancePaise: 10_000 })).toEqual({ advancePaise: 5_000, collectPaise: 0 });
    expect(codAdvanceSplit(90_000, { advanceAbovePaise: null, advancePaise: null })).toEqual({ advancePaise: 0, collectPaise: 90_000 });
  });

  it('the settings refuse an advance not below the threshold, or only one of the two', () => {
    const base = { ...DEFAULT_COD_SETTINGS };
    expect(CodSettings.safeParse({ ...base, advanceAbovePaise: 50_000, advancePaise: 10_000 }).success).toBe(true);
    expect(CodSettings.safeParse({ ...base, advanceAbovePaise: 10_000, advancePaise: 10_000 }).success).toBe(false);
    expect(CodSettings.safeParse({ ...base, advanceAbovePaise: 50_000, advancePaise: null }).success).toBe(false);
  });

  it('place-order stores no advance at a total equal to the threshold, and the advance above it', async () => {
    await useAdvance(55_000);
    const equal = await codOrder();
    expect(equal.body).toMatchObject({ codAdvancePaise: 0, codCollectPaise: 55_000 });
    await useAdvance(54_999);
    const above = await codOrder();
    expect(above.body).toMatchObject({ codAdvancePaise: 10_000, codCollectPaise: 45_000 });
    expect(await orderRow(above.id)).toMatchObject({ totalPaise: 55_000, codAdvancePaise: 10_000, codCollectPaise: 45_000 });
  });
});

describe('the checkout quote', () => {
  it("offers COD with this cart's advance and cash, whichever method is priced", async () => {
    for (const paymentMethod of ['online', 'cod']) {
      const res = await post('/api/orders/quote', { quantity: 3, paymentMethod });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ cod: { enabled: true, feePaise: 4000, advancePaise: 10_000, collectPaise: 45_000 } });
    }
    await useAdvance(55_000);
    const equal = await post('/api/orders/quote', { quantity: 3, paymentMethod: 'cod' });
    expect(equal.json()).toMatchObject({ cod: { advancePaise: 0, collectPaise: 55_000 } });
  });
});

describe('paying the advance', () => {
  it('charges the advance only at the gateway; its capture keeps cod_pending and pending; the code then confirms', async () => {
    const order = await codOrder();
    const code = await latestCode(order.id);
    // The code alone does not confirm while the advance is unpaid.
    const early = await post(`/api/orders/${order.id}/cod-confirmation`, { code }, order.cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json<{ message: string }>().message).toBe(COD_MESSAGES.advanceUnpaid);

    const { opened } = await payAdvance(order);
    expect(opened.amount).toBe(10_000);
    const [payment] = await t.app.services.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ amountPaise: 10_000, status: 'captured' });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'cod_pending', orderStatus: 'pending', codConfirmedAt: null });
    const events = await t.app.services.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.type)).toEqual(['cod_advance_paid']);
    // Paying again is refused: the advance is paid.
    expect((await post('/api/payments/create-order', { orderId: order.id }, order.cookie)).statusCode).toBe(409);

    const confirmed = await post(`/api/orders/${order.id}/cod-confirmation`, { code }, order.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'cod_pending', orderStatus: 'confirmed', codCollectPaise: 45_000 });
  });

  it('a failed advance leaves the order unconfirmed and cod_pending; the auto-cancel job cancels it', async () => {
    const order = await codOrder();
    await payAdvance(order, 'failure');
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'cod_pending', orderStatus: 'pending', codConfirmedAt: null });
    const later = new Date(row.createdAt.getTime() + (DEFAULT_COD_SETTINGS.autoCancelHours + 1) * 3_600_000);
    expect(await cancelUnconfirmedCodOrders(t.app.services.db, later)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).orderStatus).toBe('cancelled');
  });

  it('a COD order below the threshold still refuses the gateway', async () => {
    await useAdvance(100_000);
    const order = await codOrder();
    expect((await post('/api/payments/create-order', { orderId: order.id }, order.cookie)).statusCode).toBe(409);
  });

  it('a refund of a cancelled COD order gives back the advance only', async () => {
    const order = await codOrder();
    await payAdvance(order);
    const row = await orderRow(order.id);
    const later = new Date(row.createdAt.getTime() + (DEFAULT_COD_SETTINGS.autoCancelHours + 1) * 3_600_000);
    await cancelUnconfirmedCodOrders(t.app.services.db, later);
    expect((await orderRow(order.id)).orderStatus).toBe('cancelled');
    const provider = t.app.services.payments;
    const refund = await requestRefund(
      t.app.services.db,
      { orderId: order.id, reason: 'Cancelled before confirmation', actor: 'admin' },
      { provider, now: () => later },
    );
    const [row2] = await t.app.services.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row2).toMatchObject({ amountPaise: 10_000 });
    await expect(
      requestRefund(
        t.app.services.db,
        { orderId: order.id, amountPaise: 100, reason: 'more', actor: 'admin' },
        { provider, now: () => later },
      ),
    ).rejects.toThrow();
  });
});
