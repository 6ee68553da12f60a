/** POST/GET/PATCH /api/admin/promotions and the prepaid discount setting (docs/product.md#promotions). */
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { jsonHeaders, shopOrderBody } from '#tests/support/shop';
import { PROMOTION_MESSAGES } from '#shared/schemas/promotion';
import { auditLog, orders, promotionRedemptions } from '../../db/schema/index';
import { staffCookie } from '#tests/support/staff';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, withCookie = true) =>
  t.app.inject({ method, url, payload, headers: withCookie ? { cookie } : {} });

describe('admin promotions', () => {
  it('creates a code normalised to upper case and refuses the same code in another case with 409', async () => {
    const res = await call('POST', '/api/admin/promotions', { code: ' diwali 10 ', type: 'percentage', value: 10, usageLimit: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'DIWALI10', status: 'active', usesHeld: 0, appliesTo: 'shop', firstOrderOnly: false });
    const again = await call('POST', '/api/admin/promotions', { code: 'Diwali10', type: 'fixed', value: 5_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.duplicate);
  });

  it.each<[string, object, string]>([
    ['a percentage over 100', { code: 'BIG', type: 'percentage', value: 150 }, PROMOTION_MESSAGES.percentRange],
    ['symbols in the code', { code: 'OFF%50', type: 'fixed', value: 100 }, PROMOTION_MESSAGES.format],
    [
      'an end before the start',
      { code: 'BACKWARDS', type: 'fixed', value: 100, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' },
      PROMOTION_MESSAGES.endsBeforeStart,
    ],
  ])('refuses %s with a 400 naming the field', async (_, body, message) => {
    const res = await call('POST', '/api/admin/promotions', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses without a session', async () => {
    expect((await call('GET', '/api/admin/promotions', undefined, false)).statusCode).toBe(401);
  });

  it('pauses, resumes and ends a code; an ended code stays ended', async () => {
    const created = await call('POST', '/api/admin/promotions', { code: 'PAUSEME', type: 'fixed', value: 1_000 });
    const id = created.json<{ id: number }>().id;
    expect((await call('PATCH', `/api/admin/promotions/${id}`, { action: 'pause' })).json()).toMatchObject({ status: 'paused' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: shopOrderBody({ couponCode: 'pauseme' }),
      headers: jsonHeaders,
    });
    expect(refused.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.paused);
    expect((await call('PATCH', `/api/admin/promotions/${id}`, { action: 'resume' })).json()).toMatchObject({ status: 'active' });
    expect((await call('PATCH', `/api/admin/promotions/${id}`, { action: 'end' })).json()).toMatchObject({ status: 'ended' });
    expect((await call('PATCH', `/api/admin/promotions/${id}`, { action: 'resume' })).statusCode).toBe(409);
    expect((await call('PATCH', '/api/admin/promotions/999999', { action: 'pause' })).statusCode).toBe(404);
  });

  it('reports uses, paid and released orders, revenue, discount given and the average order', async () => {
    const created = await call('POST', '/api/admin/promotions', { code: 'REPORT', type: 'percentage', value: 10 });
    const id = created.json<{ id: number }>().id;
    const place = async (n: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: shopOrderBody({
            couponCode: 'REPORT',
            customerEmail: `r${n}@example.in`,
            customerPhone: `+91 96${String(n).padStart(8, '0')}`,
          }),
          headers: jsonHeaders,
        })
      ).json<{ id: number }>().id;
    const paid = [await place(1), await place(2)];
    const abandoned = await place(3);
    for (const orderId of paid) {
      await t.database.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, orderId));
      await t.database.db.update(promotionRedemptions).set({ status: 'used' }).where(eq(promotionRedemptions.orderId, orderId));
    }
    await t.database.db.update(promotionRedemptions).set({ status: 'released' }).where(eq(promotionRedemptions.orderId, abandoned));
    const list = (await call('GET', '/api/admin/promotions')).json<{ promotions: { id: number }[] }>().promotions;
    expect(list.find((p) => p.id === id)).toMatchObject({
      usesHeld: 2,
      paidOrders: 2,
      releasedOrders: 1,
      revenuePaise: 91_800,
      discountGivenPaise: 10_200,
      averageOrderPaise: 45_900,
    });
  });

  it('sets the prepaid discount and turns it off again', async () => {
    expect((await call('GET', '/api/admin/settings/prepaid-discount')).json()).toEqual({ type: null, value: 0 });
    expect((await call('PUT', '/api/admin/settings/prepaid-discount', { type: 'fixed', value: 2_500 })).json()).toEqual({
      type: 'fixed',
      value: 2_500,
    });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: shopOrderBody({ customerEmail: 'pre@example.in' }),
      headers: jsonHeaders,
    });
    expect(order.json()).toMatchObject({ totalPrice: '485.00', prepaidDiscountPaise: 2_500 });
    expect((await call('PUT', '/api/admin/settings/prepaid-discount', { type: 'percentage', value: 101 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/settings/prepaid-discount', { type: null, value: 0 })).json()).toEqual({ type: null, value: 0 });
    // Each change is audited with what it was before and after.
    const audits = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.prepaid_discount'))
      .orderBy(asc(auditLog.id));
    expect(audits).toEqual([
      { before: { type: null, value: 0 }, after: { type: 'fixed', value: 2_500 } },
      { before: { type: 'fixed', value: 2_500 }, after: { type: null, value: 0 } },
    ]);
  });

  it('lets a manager set the prepaid discount; support and the accountant may not change it', async () => {
    const db = t.database.db;
    const manager = await staffCookie(t.app, db, 'manager');
    const support = await staffCookie(t.app, db, 'support');
    const accountant = await staffCookie(t.app, db, 'accountant');
    const put = (session: string, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/prepaid-discount',
        payload: body,
        headers: { ...jsonHeaders, cookie: session },
      });
    const get = (session: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/settings/prepaid-discount', headers: { cookie: session } });
    expect((await put(manager, { type: 'percentage', value: 5 })).json()).toEqual({ type: 'percentage', value: 5 });
    expect((await get(accountant)).json()).toEqual({ type: 'percentage', value: 5 });
    expect((await put(accountant, { type: null, value: 0 })).statusCode).toBe(403);
    expect((await get(support)).statusCode).toBe(403);
    expect((await put(support, { type: null, value: 0 })).statusCode).toBe(403);
    expect((await get(manager)).json()).toEqual({ type: 'percentage', value: 5 });
    expect((await put(manager, { type: null, value: 0 })).statusCode).toBe(200);
  });
});
