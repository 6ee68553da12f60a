/**
 * Idempotency-Key (IETF httpapi idempotency-key draft, Stripe's semantics):
 * a retried request with the same key and body runs once and gets the stored answer; another
 * body is a 422; concurrent duplicates run once; a 5xx releases the key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, testConfig, type TestApp } from '../../../tests/setup/test-db';
import { dealerCreditTransactions, dealers, idempotencyKeys, orders, payments } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { SimulatedPaymentProvider } from '../services/payments/simulated-gateway';
import { dealerToken, insertDealer, orderBody } from '#tests/support/dealer';
import { capabilityCookie, jsonHeaders, placeShopOrder, shopOrderBody } from '#tests/support/shop';

/** The simulated gateway, counting the gateway orders it opens; `failNext` makes the next one a 503. */
class CountingGateway extends SimulatedPaymentProvider {
  opened = 0;
  failNext = 0;
  override async createOrder(input: { amountPaise: number; currency: string; receipt: string }) {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new AppError('GATEWAY_UNAVAILABLE', 'Payment gateway unavailable. Please try again.');
    }
    this.opened += 1;
    return super.createOrder(input);
  }
}

let t: TestApp;
let gateway: CountingGateway;
beforeAll(async () => {
  t = await createTestApp({
    payments: (db) => {
      gateway = new CountingGateway({ secret: testConfig().simulatedSecret, db });
      gateway.sendsWebhooks = false;
      return gateway;
    },
  });
});
afterAll(async () => {
  await t.close();
});

let keySeq = 0;
const newKey = () => `key-${process.pid}-${++keySeq}-${Date.now()}`;
let emailSeq = 0;
/** An order body whose e-mail is unique, so its rows can be counted. */
function uniqueOrder(): { body: Record<string, unknown>; email: string } {
  const email = `idem${++emailSeq}-${Date.now()}@example.in`;
  return { body: shopOrderBody({ customerEmail: email }), email };
}
async function ordersWithEmail(email: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.customerEmail, email));
  return row!.n;
}
const postOrder = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers: { ...jsonHeaders, ...headers } });

describe('POST /api/orders with Idempotency-Key', () => {
  it('replays the stored answer for the same key and body: one order, the same id, the capability again', async () => {
    const { body, email } = uniqueOrder();
    const key = newKey();
    const first = await postOrder(body, { 'idempotency-key': key });
    const retry = await postOrder(body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The first answer (and its cookie) may be the one that was lost: the replay grants it again.
    const cookie = capabilityCookie(retry);
    expect(cookie).toBeDefined();
    expect(await ordersWithEmail(email)).toBe(1);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: { orderId: first.json().id },
      headers: { ...jsonHeaders, cookie: cookie! },
    });
    expect(pay.statusCode).toBe(200);
  });

  it('hashes the body, not its key order: the same fields in another order replay', async () => {
    const { body, email } = uniqueOrder();
    const key = newKey();
    await postOrder(body, { 'idempotency-key': key });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await postOrder(reordered, { 'idempotency-key': key });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await ordersWithEmail(email)).toBe(1);
  });

  it('answers 422 for the same key with another body, and places nothing', async () => {
    const a = uniqueOrder();
    const b = uniqueOrder();
    const key = newKey();
    expect((await postOrder(a.body, { 'idempotency-key': key })).statusCode).toBe(201);
    const reused = await postOrder(b.body, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await ordersWithEmail(b.email)).toBe(0);
  });

  it('runs 20 concurrent duplicates once: one order, every answer the same', async () => {
    const { body, email } = uniqueOrder();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(body, { 'idempotency-key': key })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await ordersWithEmail(email)).toBe(1);
  });

  it('keeps each browser’s keys apart: the same key from another browser is a new request, never their answer', async () => {
    const { body, email } = uniqueOrder();
    const key = newKey();
    const browserA = `chaabi_client=${t.app.signCookie('browser-a')}`;
    const browserB = `chaabi_client=${t.app.signCookie('browser-b')}`;
    const a = await postOrder(body, { 'idempotency-key': key, cookie: browserA });
    const b = await postOrder(body, { 'idempotency-key': key, cookie: browserB });
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().id).not.toBe(a.json().id);
    expect(await ordersWithEmail(email)).toBe(2);
  });

  it.each([
    ['256 characters', 'k'.repeat(256)],
    ['a tab', 'abc\tdef'],
    ['non-ASCII', 'clé-ü'],
    ['only quotes', '""'],
  ])('answers 400 for a key with %s and places nothing', async (_name, key) => {
    const { body, email } = uniqueOrder();
    const res = await postOrder(body, { 'idempotency-key': key });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await ordersWithEmail(email)).toBe(0);
  });

  it('accepts a 255-character key and the draft’s quoted form', async () => {
    const { body } = uniqueOrder();
    const key = `${newKey()}`.padEnd(255, 'x');
    expect((await postOrder(body, { 'idempotency-key': key })).statusCode).toBe(201);
    const quoted = await postOrder(body, { 'idempotency-key': `"${key}"` });
    expect(quoted.headers['idempotent-replayed']).toBe('true');
  });

  it('stores a 4xx answer, but not an invalid body (validation runs before the key is claimed)', async () => {
    const key = newKey();
    const invalid = await postOrder({ customerName: 'x' }, { 'idempotency-key': key });
    expect(invalid.statusCode).toBe(400);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('without a key, a retry places a second order (the key is what makes a retry safe)', async () => {
    const { body, email } = uniqueOrder();
    await postOrder(body);
    await postOrder(body);
    expect(await ordersWithEmail(email)).toBe(2);
  });
});

describe('POST /api/payments/create-order', () => {
  it('20 concurrent calls without a key open exactly one gateway order, and all get it', async () => {
    const { id, cookie } = await placeShopOrder(t.app);
    const before = gateway.opened;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/payments/create-order', payload: { orderId: id }, headers: { ...jsonHeaders, cookie } }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().orderId)).size).toBe(1);
    expect(gateway.opened - before).toBe(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
  });

  it('a 503 releases the key: the retry with the same key runs again, then replays', async () => {
    const { id, cookie } = await placeShopOrder(t.app);
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        payload: { orderId: id },
        headers: { ...jsonHeaders, cookie, 'idempotency-key': key },
      });
    gateway.failNext = 1;
    const down = await send();
    expect(down.statusCode).toBe(503);
    const retried = await send();
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retried.json());
  });

  it('scopes the key to the order: the same key for another order is that order’s own request', async () => {
    const a = await placeShopOrder(t.app);
    const b = await placeShopOrder(t.app);
    const key = newKey();
    const send = (o: { id: number; cookie: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        payload: { orderId: o.id },
        headers: { ...jsonHeaders, cookie: o.cookie, 'idempotency-key': key },
      });
    const ra = await send(a);
    const rb = await send(b);
    expect(rb.headers['idempotent-replayed']).toBeUndefined();
    expect(rb.json().orderId).not.toBe(ra.json().orderId);
  });
});

describe('dealer routes', () => {
  async function dealerWithCredits(credits: number) {
    const pepper = t.config.pinPepper;
    const dealer = await insertDealer(t.database.db, { pin: '482913', pepper, credits });
    const token = await dealerToken(t.app, dealer.phoneNumber, '482913');
    return { dealer, auth: { authorization: `Bearer ${token}` } };
  }
  const balance = async (id: number) =>
    (await t.database.db.select({ c: dealers.keychainCredits }).from(dealers).where(eq(dealers.id, id)))[0]!.c;

  it('a retried create-order debits once; 20 concurrent duplicates too', async () => {
    const { dealer, auth } = await dealerWithCredits(50);
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/dealer/create-order',
        payload: orderBody(3),
        headers: { ...jsonHeaders, ...auth, 'idempotency-key': key },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const retry = await send();
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await balance(dealer.id)).toBe(47);

    const key2 = newKey();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/dealer/create-order',
          payload: orderBody(2),
          headers: { ...jsonHeaders, ...auth, 'idempotency-key': key2 },
        }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await balance(dealer.id)).toBe(45);
    const debits = await t.database.db
      .select()
      .from(dealerCreditTransactions)
      .where(and(eq(dealerCreditTransactions.dealerId, dealer.id), eq(dealerCreditTransactions.type, 'order')));
    expect(debits).toHaveLength(2);
  });

  it('keeps dealers’ keys apart, and answers 422 for another body', async () => {
    const a = await dealerWithCredits(10);
    const b = await dealerWithCredits(10);
    const key = newKey();
    const send = (auth: Record<string, string>, count: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/dealer/create-order',
        payload: orderBody(count),
        headers: { ...jsonHeaders, ...auth, 'idempotency-key': key },
      });
    expect((await send(a.auth, 1)).statusCode).toBe(201);
    const other = await send(b.auth, 1);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await balance(b.dealer.id)).toBe(9);
    expect((await send(a.auth, 2)).statusCode).toBe(422);
    expect(await balance(a.dealer.id)).toBe(9);
  });

  it('a retried purchase-credits makes one purchase intent', async () => {
    const { dealer, auth } = await dealerWithCredits(0);
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/dealer/purchase-credits',
        payload: { quantity: 10, amount: 1300 },
        headers: { ...jsonHeaders, ...auth, 'idempotency-key': key },
      });
    const [x, y] = await Promise.all([send(), send()]);
    expect(y.json()).toEqual(x.json());
    const intents = await t.database.db
      .select()
      .from(dealerCreditTransactions)
      .where(and(eq(dealerCreditTransactions.dealerId, dealer.id), eq(dealerCreditTransactions.type, 'purchase_intent')));
    expect(intents).toHaveLength(1);
  });
});
