/**
 * Order ownership (docs/product.md#security): ids are sequential, so only the browser that
 * placed an order (its signed capability cookie) or the signed-in owner may pay for it or
 * report on it; anyone else gets the same 404 as for an order that does not exist.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { orders, payments } from '../../db/schema/index';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { grantOrderCapability, installOrderAccess } from '../../plugins/order-access';
import { capabilityCookie, jsonHeaders, placeShopOrder, shopOrderBody, signedInCustomer, withQuietGatewayApp } from '#tests/support/shop';

let t: TestApp;
withQuietGatewayApp((app) => {
  t = app;
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) } });

/** A forged cookie: a list of ids signed with a secret that is not ours. */
function forge(ids: string): string {
  // @fastify/cookie signs as `value.base64(hmac)`; a wrong MAC or none at all must be refused.
  return `chaabi_orders=${ids}.${Buffer.from('not-our-mac').toString('base64').replace(/=+$/, '')}`;
}

describe('the capability cookie', () => {
  it('is httpOnly, SameSite=Lax, scoped to /api and signed', async () => {
    const res = await post('/api/orders', shopOrderBody());
    const cookie = res.cookies.find((c) => c.name === 'chaabi_orders')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie.secure).toBeFalsy(); // Secure in production only (next test)
    expect(cookie.value).toMatch(/^\d+\.[A-Za-z0-9+/_-]+$/);
    expect(t.app.unsignCookie(cookie.value)).toMatchObject({ valid: true, value: String(res.json().id) });
  });

  it('holds the browser’s recent orders, newest first, at most 20', async () => {
    let cookie: string | undefined;
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const res = await post('/api/orders', shopOrderBody(), cookie);
      ids.push(res.json().id as number);
      cookie = capabilityCookie(res);
    }
    const value = t.app.unsignCookie(cookie!.replace('chaabi_orders=', '')).value!;
    expect(value.split('.').map(Number)).toEqual(ids.slice(-20).reverse());
    // The oldest two dropped out: that browser can no longer pay them; the newest it can.
    expect((await post('/api/payments/create-order', { orderId: ids[0]! }, cookie)).statusCode).toBe(404);
    expect((await post('/api/payments/create-order', { orderId: ids[21]! }, cookie)).statusCode).toBe(200);
  });

  it('is Secure in production', () => {
    const set: { name: string; options: Record<string, unknown> }[] = [];
    const reply = { setCookie: (name: string, _v: string, options: Record<string, unknown>) => set.push({ name, options }) };
    const request = { cookies: {}, unsignCookie: () => ({ valid: false, value: null }) };
    for (const isProduction of [true, false]) {
      grantOrderCapability({ isProduction }, request as never, reply as never, 1);
    }
    expect(set.map((c) => c.options.secure)).toEqual([true, false]);
    expect(set[0]!.options).toMatchObject({ signed: true, httpOnly: true, sameSite: 'lax' });
  });
});

describe.each([
  ['create-order', (orderId: number) => ({ orderId })],
  [
    'verify',
    (orderId: number) => ({ orderId, razorpay_order_id: 'order_sim_x', razorpay_payment_id: 'pay_sim_x', razorpay_signature: 'ab' }),
  ],
  ['failed', (orderId: number) => ({ orderId, error: 'Card declined' })],
])('POST /api/payments/%s about someone else’s order', (route, body) => {
  it('answers 404 with no personal data to another browser, and changes nothing', async () => {
    const victim = await placeShopOrder(t.app);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, victim.id));
    const stranger = await placeShopOrder(t.app); // a browser with a capability, but for its own order
    for (const cookie of [undefined, stranger.cookie, forge(String(victim.id)), `chaabi_orders=${victim.id}`]) {
      const res = await post(`/api/payments/${route}`, body(victim.id), cookie);
      expect(res.statusCode, `cookie ${cookie}`).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
      expect(res.body).not.toMatch(/asha|9876543210|Verma/i);
    }
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, victim.id));
    expect(after).toEqual(before);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, victim.id))).toEqual([]);
  });

  it('answers the same 404 for an order id that does not exist', async () => {
    const res = await post(`/api/payments/${route}`, body(2_000_000_000));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
  });
});

describe('the owner', () => {
  it('the browser that placed the order opens its payment and gets the prefill', async () => {
    const { id, cookie } = await placeShopOrder(t.app);
    const res = await post('/api/payments/create-order', { orderId: id }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().prefill).toEqual({ name: 'Asha Verma', email: 'asha@example.in', contact: '+919876543210' });
    const failed = await post('/api/payments/failed', { orderId: id, error: 'Cancelled' }, cookie);
    expect(failed.statusCode).toBe(200);
  });

  it('the signed-in customer who placed it may pay from another browser (no capability cookie)', async () => {
    const customer = await signedInCustomer(t.app, t.database.db);
    const { id } = await placeShopOrder(t.app, { cookie: customer.cookie });
    const [row] = await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id));
    expect(row!.userId).toBe(customer.userId);
    const res = await post('/api/payments/create-order', { orderId: id }, customer.cookie);
    expect(res.statusCode).toBe(200);
    // Another signed-in customer may not.
    const other = await signedInCustomer(t.app, t.database.db);
    expect((await post('/api/payments/create-order', { orderId: id }, other.cookie)).statusCode).toBe(404);
  });

  it('a guest order is not reachable by signing in as anybody', async () => {
    const { id } = await placeShopOrder(t.app);
    const someone = await signedInCustomer(t.app, t.database.db);
    expect((await post('/api/payments/create-order', { orderId: id }, someone.cookie)).statusCode).toBe(404);
  });
});

describe('the browser id (scope of anonymous Idempotency-Keys)', () => {
  it('is given by a page load before any order, once, signed and httpOnly; API answers never set it', async () => {
    const app = Fastify();
    await app.register(cookie, { secret: 'a-test-secret-of-enough-length-123456' });
    installOrderAccess(app, { db: {} as never, config: { isProduction: false } });
    app.get('/guest', (_req, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
    app.get('/api/thing', () => ({ ok: true }));
    await app.ready();
    try {
      const page = await app.inject({ method: 'GET', url: '/guest' });
      const id = page.cookies.find((c) => c.name === 'chaabi_client')!;
      expect(id).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
      expect(app.unsignCookie(id.value).valid).toBe(true);
      const again = await app.inject({ method: 'GET', url: '/guest', headers: { cookie: `chaabi_client=${id.value}` } });
      expect(again.cookies.find((c) => c.name === 'chaabi_client')).toBeUndefined();
      const forged = await app.inject({ method: 'GET', url: '/guest', headers: { cookie: 'chaabi_client=made-up' } });
      expect(forged.cookies.find((c) => c.name === 'chaabi_client')).toBeDefined();
      const api = await app.inject({ method: 'GET', url: '/api/thing' });
      expect(api.cookies.find((c) => c.name === 'chaabi_client')).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
