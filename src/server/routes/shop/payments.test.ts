import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { orderEvents, orders, paymentEvents, payments } from '../../db/schema/index';
import { RazorpayPaymentProvider } from '../../services/payments/razorpay-gateway';
import { SimulatedPaymentProvider } from '../../services/payments/simulated-gateway';
import { shopOrderBody, postRazorpayWebhook } from '#tests/support/shop';
import { freePort } from '#tests/support/free-port';

let t: TestApp;
withTestApp((app) => (t = app));

/** The simulated gateway's secret: random per data folder (docs/decisions/099), read from the app's config. */
let SECRET = '';
beforeAll(() => {
  SECRET = t.config.simulatedSecret;
});
const json = { 'content-type': 'application/json' };

/** Independent of the code under test: Razorpay's documented `order_id|payment_id` HMAC. */
function sign(orderId: string, paymentId: string, secret = SECRET): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** The capability cookie each placed order came with (the browser that placed it). */
const capabilities = new Map<number, string>();

/** POSTs as the browser that placed the order named in the body (its capability cookie rides along). */
function post(app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const orderId = (payload as { orderId?: unknown } | null)?.orderId;
  const cookie = typeof orderId === 'number' ? capabilities.get(orderId) : undefined;
  return app.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...json, ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** Places a 3-keychain order (server total ₹510 = 51000 paise) and returns its id. */
async function placeOrder(app = t): Promise<number> {
  // The client's totalPrice is ignored: the server prices the order.
  const res = await post(app, '/api/orders', shopOrderBody({ totalPrice: 1 }));
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const cookie = res.cookies.find((c) => c.name === 'chaabi_orders');
  expect(cookie?.httpOnly).toBe(true);
  capabilities.set(id, `chaabi_orders=${cookie!.value}`);
  return id;
}

async function createPayment(orderId: number, app = t) {
  return post(app, '/api/payments/create-order', { orderId });
}

/** Order placed + gateway order opened; returns both ids. */
async function openPayment(): Promise<{ orderId: number; providerOrderId: string }> {
  const orderId = await placeOrder();
  const res = await createPayment(orderId);
  expect(res.statusCode).toBe(200);
  return { orderId, providerOrderId: res.json().orderId as string };
}

/** The simulated checkout dialog: settle at the gateway. */
async function complete(providerOrderId: string, outcome: 'success' | 'failure' = 'success') {
  const res = await post(t, '/api/payments/simulated/complete', { providerOrderId, outcome });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function verify(orderId: number, fields: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) {
  return post(t, '/api/payments/verify', { orderId, ...fields });
}

/** A Razorpay-shaped webhook event for one payment. */
function webhookBody(event: string, providerOrderId: string, paymentId: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: 51000,
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: providerOrderId,
          error_description: null,
          ...extra,
        },
      },
    },
    created_at: 1_767_225_600,
  });
}

function deliver(body: string, eventId: string, signature?: string) {
  return postRazorpayWebhook(t.app, body, { eventId, secret: SECRET, signature });
}

/** Everything a payment can change, for before/after comparisons. */
async function snapshot(orderId: number) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return { order, payments: rows, events };
}

let eventCounter = 0;
const nextEventId = () => `evt_test_${++eventCounter}_${Date.now()}`;

describe('POST /api/payments/create-order', () => {
  it('opens a gateway order for the stored server total, in paise', async () => {
    const orderId = await placeOrder();
    const res = await createPayment(orderId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      key: 'rzp_test_simulated',
      amount: 51000,
      currency: 'INR',
      provider: 'simulated',
      name: 'Chaabi',
      description: `Order #${orderId}: 3 custom keychains`,
      prefill: { name: 'Asha Verma', email: 'asha@example.in', contact: '+919876543210' },
    });
    expect(body.orderId).toMatch(/^order_sim_[0-9a-f]{16}$/);
    const s = await snapshot(orderId);
    expect(s.payments).toHaveLength(1);
    expect(s.payments[0]).toMatchObject({
      provider: 'simulated',
      providerOrderId: body.orderId,
      purpose: 'order',
      amountPaise: 51000,
      currency: 'INR',
      status: 'created',
    });
    expect(s.order!.razorpayOrderId).toBe(body.orderId);
  });

  it('reuses the provider order on a double click, also when the clicks race', async () => {
    const orderId = await placeOrder();
    const first = await createPayment(orderId);
    const second = await createPayment(orderId);
    expect(second.json().orderId).toBe(first.json().orderId);

    const racing = await placeOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createPayment(racing)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
    expect((await snapshot(racing)).payments).toHaveLength(1);
    expect((await snapshot(orderId)).payments).toHaveLength(1);
  });

  it('opens a new provider order once the previous one is older than 15 minutes', async () => {
    const { orderId, providerOrderId } = await openPayment();
    await t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(payments.providerOrderId, providerOrderId));
    const res = await createPayment(orderId);
    expect(res.json().orderId).not.toBe(providerOrderId);
    const s = await snapshot(orderId);
    expect(s.payments).toHaveLength(2);
    expect(s.order!.razorpayOrderId).toBe(res.json().orderId);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await createPayment(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
  });

  it('answers 409 for an order that is already paid', async () => {
    const { orderId, providerOrderId } = await openPayment();
    const paid = await complete(providerOrderId);
    expect((await verify(orderId, paid)).statusCode).toBe(200);
    const res = await createPayment(orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'This order has already been paid' });
    expect((await snapshot(orderId)).payments).toHaveLength(1);
  });

  it.each([
    ['no body', undefined],
    ['empty object', {}],
    ['string id', { orderId: 'abc' }],
    ['negative id', { orderId: -1 }],
    ['fractional id', { orderId: 1.5 }],
    ['huge id', { orderId: 2 ** 31 }],
  ])('answers 400, never 5xx, for %s', async (_name, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: body === undefined ? undefined : body,
      headers: json,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/payments/verify', () => {
  // Verify alone: the simulated gateway's own webhook would otherwise capture first.
  beforeAll(() => {
    (t.app.services.payments as SimulatedPaymentProvider).sendsWebhooks = false;
  });
  afterAll(() => {
    (t.app.services.payments as SimulatedPaymentProvider).sendsWebhooks = true;
  });

  it('captures a payment the gateway signed and completes the order', async () => {
    const { orderId, providerOrderId } = await openPayment();
    const paid = await complete(providerOrderId);
    expect(paid.razorpay_order_id).toBe(providerOrderId);
    expect(paid.razorpay_payment_id).toMatch(/^pay_sim_[0-9a-f]{16}$/);
    expect(paid.razorpay_signature).toBe(sign(providerOrderId, paid.razorpay_payment_id));

    const res = await verify(orderId, paid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, orderId, paymentStatus: 'completed' });
    const s = await snapshot(orderId);
    expect(s.payments[0]).toMatchObject({ status: 'captured', providerPaymentId: paid.razorpay_payment_id });
    expect(s.payments[0]!.capturedAt).toBeInstanceOf(Date);
    expect(s.order).toMatchObject({ paymentStatus: 'completed', paymentId: paid.razorpay_payment_id, orderStatus: 'confirmed' });
    expect(s.events.filter((e) => e.type === 'paid')).toEqual([
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'completed', actor: 'payment:verify' }),
    ]);
  });

  it('refuses a wrong signature with 400 and changes nothing', async () => {
    const { orderId, providerOrderId } = await openPayment();
    const paid = await complete(providerOrderId);
    const before = await snapshot(orderId);
    const attempts = [
      { ...paid, razorpay_signature: sign(providerOrderId, paid.razorpay_payment_id, 'wrong-secret') },
      { ...paid, razorpay_signature: paid.razorpay_signature.slice(0, -2) },
      { ...paid, razorpay_signature: 'not-hex-at-all' },
      { ...paid, razorpay_payment_id: 'pay_sim_other' },
    ];
    for (const attempt of attempts) {
      const res = await verify(orderId, attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Payment verification failed');
    }
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('never trusts the provider order id the browser sends back', async () => {
    // Pay order B at the gateway, then present B's valid signature for order A.
    const a = await openPayment();
    const b = await openPayment();
    const paidB = await complete(b.providerOrderId);
    const beforeA = await snapshot(a.orderId);
    const beforeB = await snapshot(b.orderId);
    const res = await verify(a.orderId, paidB);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed');
    // A's own provider order id with B's signature does not verify either.
    const mixed = await verify(a.orderId, { ...paidB, razorpay_order_id: a.providerOrderId });
    expect(mixed.statusCode).toBe(400);
    expect(await snapshot(a.orderId)).toEqual(beforeA);
    expect(await snapshot(b.orderId)).toEqual(beforeB);
  });

  it('captures once however often verify and the webhook repeat', async () => {
    const { orderId, providerOrderId } = await openPayment();
    const paid = await complete(providerOrderId);
    for (let i = 0; i < 5; i++) {
      const res = await verify(orderId, paid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, orderId, paymentStatus: 'completed' });
    }
    const body = webhookBody('payment.captured', providerOrderId, paid.razorpay_payment_id);
    const eventId = nextEventId();
    const first = await deliver(body, eventId);
    const again = await deliver(body, eventId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'processed' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'duplicate' });
    const otherId = nextEventId();
    const orderPaid = await deliver(webhookBody('order.paid', providerOrderId, paid.razorpay_payment_id), otherId);
    expect(orderPaid.statusCode).toBe(200);

    const s = await snapshot(orderId);
    expect(s.payments.filter((p) => p.status === 'captured')).toHaveLength(1);
    expect(s.order!.paymentStatus).toBe('completed');
    expect(s.events.filter((e) => e.type === 'paid')).toHaveLength(1);
    const stored = await t.database.db
      .select()
      .from(paymentEvents)
      .where(inArray(paymentEvents.eventId, [eventId, otherId]));
    expect(stored).toHaveLength(2);
  });

  it('captures once when 10 verifies arrive together', async () => {
    const { orderId, providerOrderId } = await openPayment();
    const paid = await complete(providerOrderId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(orderId, paid)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const s = await snapshot(orderId);
    expect(s.events.filter((e) => e.type === 'paid')).toHaveLength(1);
    expect(s.payments.filter((p) => p.status === 'captured')).toHaveLength(1);
  });

  it.each([
    ['empty object', {}],
    ['missing signature', { orderId: 1, razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x' }],
    ['numeric ids', { orderId: 1, razorpay_order_id: 1, razorpay_payment_id: 2, razorpay_signature: 3 }],
    [
      'oversized signature',
      { orderId: 1, razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(500) },
    ],
  ])('answers 400 for %s', async (_name, body) => {
    const res = await post(t, '/api/payments/verify', body);
    expect(res.statusCode).toBe(400);
  });

  it('answers the same 404 for an unknown order as for an order that is not yours, so ids are not probed', async () => {
    const fields = {
      razorpay_order_id: 'order_sim_x',
      razorpay_payment_id: 'pay_sim_x',
      razorpay_signature: sign('order_sim_x', 'pay_sim_x'),
    };
    const unknown = await verify(999_999, fields);
    const { orderId } = await openPayment();
    const someoneElses = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: json,
      payload: { orderId, ...fields },
    });
    expect(unknown.statusCode).toBe(404);
    expect(someoneElses.statusCode).toBe(404);
    expect(someoneElses.json()).toEqual(unknown.json());
  });
});

describe('POST /api/payments/failed', () => {
  beforeAll(() => {
    (t.app.services.payments as SimulatedPaymentProvider).sendsWebhooks = false;
  });
  afterAll(() => {
    (t.app.services.payments as SimulatedPaymentProvider).sendsWebhooks = true;
  });

  it('records the failure without cancelling, and a later capture still wins', async () => {
    const { orderId, providerOrderId } = await openPayment();
    const declined = await complete(providerOrderId, 'failure');
    expect(declined).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment declined by the simulated bank',
        reason: 'payment_failed',
        metadata: { order_id: providerOrderId, payment_id: expect.stringMatching(/^pay_sim_/) },
      },
    });
    const res = await post(t, '/api/payments/failed', {
      orderId,
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: declined.error.metadata.payment_id,
      error: declined.error.description,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, orderId, paymentStatus: 'failed' });
    let s = await snapshot(orderId);
    expect(s.payments[0]).toMatchObject({ status: 'failed', failureReason: 'Payment declined by the simulated bank' });
    expect(s.order).toMatchObject({
      paymentStatus: 'failed',
      paymentError: 'Payment declined by the simulated bank',
      orderStatus: 'pending',
    });

    // UPI retry in the same checkout succeeds.
    const paid = await complete(providerOrderId);
    expect((await verify(orderId, paid)).statusCode).toBe(200);
    s = await snapshot(orderId);
    expect(s.payments[0]).toMatchObject({ status: 'captured', failureReason: null });
    expect(s.order).toMatchObject({ paymentStatus: 'completed', paymentError: null, orderStatus: 'confirmed' });
    expect(s.events.map((e) => e.type).filter((type) => type !== 'created')).toEqual(['payment_failed', 'paid', 'status_changed']);
  });

  it('does not undo a captured payment', async () => {
    const { orderId, providerOrderId } = await openPayment();
    const paid = await complete(providerOrderId);
    await verify(orderId, paid);
    const res = await post(t, '/api/payments/failed', { orderId, razorpay_order_id: providerOrderId, error: 'late failure' });
    expect(res.json().paymentStatus).toBe('completed');
    const s = await snapshot(orderId);
    expect(s.payments[0]!.status).toBe('captured');
    expect(s.order!.paymentStatus).toBe('completed');
  });

  it('without a provider order id only notes the error on the order', async () => {
    const orderId = await placeOrder();
    const res = await post(t, '/api/payments/failed', { orderId, error: 'Unable to initialize payment' });
    expect(res.json()).toEqual({ success: true, orderId, paymentStatus: 'pending' });
    const s = await snapshot(orderId);
    expect(s.order).toMatchObject({ paymentStatus: 'pending', paymentError: 'Unable to initialize payment', orderStatus: 'pending' });
  });

  it('answers 404 for an unknown order or another order’s provider order id', async () => {
    const a = await openPayment();
    const b = await openPayment();
    expect((await post(t, '/api/payments/failed', { orderId: 999_999 })).statusCode).toBe(404);
    const before = await snapshot(a.orderId);
    expect((await post(t, '/api/payments/failed', { orderId: a.orderId, razorpay_order_id: b.providerOrderId })).statusCode).toBe(404);
    expect(await snapshot(a.orderId)).toEqual(before);
  });

  it('answers 400 for invalid bodies', async () => {
    expect((await post(t, '/api/payments/failed', {})).statusCode).toBe(400);
    expect((await post(t, '/api/payments/failed', { orderId: 1, error: 'x'.repeat(501) })).statusCode).toBe(400);
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a bad signature with 400 and a missing one with 401, and stores nothing', async () => {
    const { orderId, providerOrderId } = await openPayment();
    const body = webhookBody('payment.captured', providerOrderId, 'pay_forged');
    const before = await snapshot(orderId);
    const eventId = nextEventId();
    const forged = await deliver(body, eventId, createHmac('sha256', 'not-the-secret').update(body).digest('hex'));
    expect(forged.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      headers: { ...json, 'x-razorpay-event-id': eventId },
    });
    expect(missing.statusCode).toBe(401);
    // A signature of the same JSON serialised differently does not match the raw body.
    const reserialised = await deliver(
      JSON.stringify(JSON.parse(body), null, 1),
      eventId,
      createHmac('sha256', SECRET).update(body).digest('hex'),
    );
    expect(reserialised.statusCode).toBe(400);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toHaveLength(0);
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('records payment.failed without cancelling, then payment.captured completes the order', async () => {
    const { orderId, providerOrderId } = await openPayment();
    const failed = await deliver(
      webhookBody('payment.failed', providerOrderId, 'pay_first', { error_description: 'Your payment could not be completed' }),
      nextEventId(),
    );
    expect(failed.statusCode).toBe(200);
    let s = await snapshot(orderId);
    expect(s.payments[0]).toMatchObject({ status: 'failed', failureReason: 'Your payment could not be completed' });
    expect(s.order).toMatchObject({ paymentStatus: 'failed', orderStatus: 'pending' });

    const captured = await deliver(webhookBody('payment.captured', providerOrderId, 'pay_second'), nextEventId());
    expect(captured.statusCode).toBe(200);
    s = await snapshot(orderId);
    expect(s.payments[0]).toMatchObject({ status: 'captured', providerPaymentId: 'pay_second' });
    expect(s.order).toMatchObject({ paymentStatus: 'completed', paymentId: 'pay_second', orderStatus: 'confirmed' });
    expect(s.events.filter((e) => e.type === 'paid')).toEqual([
      expect.objectContaining({ actor: 'payment:webhook', fromStatus: 'failed' }),
    ]);
  });

  it('acknowledges events it does not handle and events for orders that are not ours', async () => {
    const other = await deliver(JSON.stringify({ event: 'refund.created', payload: {} }), nextEventId());
    expect(other.statusCode).toBe(200);
    const foreign = await deliver(webhookBody('payment.captured', 'order_not_ours', 'pay_x'), nextEventId());
    expect(foreign.statusCode).toBe(200);
    const malformed = await deliver(JSON.stringify({ event: 'payment.captured', payload: { payment: null } }), nextEventId());
    expect(malformed.statusCode).toBe(200);
  });

  it('is not subject to the Origin check', async () => {
    const res = await deliver(JSON.stringify({ event: 'ping' }), nextEventId());
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/payments/simulated/complete', () => {
  it('refuses an unknown provider order id with 404', async () => {
    const res = await post(t, '/api/payments/simulated/complete', { providerOrderId: 'order_sim_unknown', outcome: 'success' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses to take a second payment for a paid gateway order', async () => {
    const { providerOrderId } = await openPayment();
    await complete(providerOrderId);
    const res = await post(t, '/api/payments/simulated/complete', { providerOrderId, outcome: 'success' });
    expect(res.statusCode).toBe(409);
  });

  it('answers 400 for an invalid outcome', async () => {
    const res = await post(t, '/api/payments/simulated/complete', { providerOrderId: 'order_sim_x', outcome: 'maybe' });
    expect(res.statusCode).toBe(400);
  });
});

describe('with Razorpay configured', () => {
  let rz: TestApp;
  let downUrl: string;
  beforeAll(async () => {
    downUrl = `http://127.0.0.1:${await freePort()}`;
    rz = await createTestApp({
      env: { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'rzp_secret' },
      payments: new RazorpayPaymentProvider({
        keyId: 'rzp_test_key',
        keySecret: 'rzp_secret',
        webhookSecret: undefined,
        baseUrl: downUrl,
        timeoutMs: 2000,
      }),
    });
  });
  afterAll(async () => {
    await rz.close();
  });

  it('has no simulated gateway', async () => {
    const res = await post(rz, '/api/payments/simulated/complete', { providerOrderId: 'order_sim_x', outcome: 'success' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 503 with a clear message when the gateway is down, and stores nothing', async () => {
    const orderId = await placeOrder(rz);
    const res = await createPayment(orderId, rz);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'GATEWAY_UNAVAILABLE', message: 'Payment gateway unavailable. Please try again.' });
    expect(await rz.database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
  });

  it('refuses every webhook while no webhook secret is configured', async () => {
    const body = JSON.stringify({ event: 'payment.captured' });
    const res = await rz.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      headers: { ...json, 'x-razorpay-signature': createHmac('sha256', 'rzp_secret').update(body).digest('hex') },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits create-order per IP when enabled', async () => {
    const limited = await createTestApp({ rateLimit: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await createPayment(999_999, limited)).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true);
      expect(codes[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the payment routes (and hides the webhook)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/payments/create-order',
        '/api/payments/verify',
        '/api/payments/failed',
        '/api/payments/simulated/complete',
      ]),
    );
    expect(paths).not.toContain('/api/payments/webhook');
  });
});
