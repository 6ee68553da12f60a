/**
 * From paid to delivered (docs/decisions/053, 054): serviceability and the arrival date, the
 * admin's shipment (one AWB however many calls, a 503 and no second AWB when the courier
 * fails), the courier's webhooks (duplicates, reordering, forged and replayed signatures), one
 * e-mail per event, and the public tracking lookup.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { emailOutbox, orderEvents, orders, shipmentEvents, shipments } from '../../db/schema/index';
import { insertOrder, loginCookie } from '#tests/support/admin';
import { jsonHeaders, shopOrderBody } from '#tests/support/shop';
import { SimulatedCourier } from '../../services/shipping/simulated-courier';
import { SHIPPING_MESSAGES, TRACK_NOT_FOUND_MESSAGE } from '#shared/schemas/shipping';
import { PUNE_ADDRESS } from '#tests/factories/orders';

/** Thu 26 Nov 2026, 10:00 India time. */
const clock = new Date('2026-11-26T04:30:00Z');
/** A key of this file's own: the simulated courier's secret is never a constant of the source. */
const SECRET = randomBytes(32).toString('hex');
let courier: SimulatedCourier;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  courier = new SimulatedCourier({ secret: SECRET, now: () => clock, timeoutMs: 300 });
  t = await createTestApp({ shipping: courier, now: () => clock });
  admin = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  courier.fault = null;
});

const db = () => t.database.db;
const ship = (orderId: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/shipments`,
    payload: {},
    headers: { ...jsonHeaders, cookie: admin, ...(key ? { 'idempotency-key': key } : {}) },
  });
const webhook = (delivery: { rawBody: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/shipping/webhook', payload: delivery.rawBody, headers: delivery.headers });
const paidOrder = (overrides: Parameters<typeof insertOrder>[1] = {}) =>
  insertOrder(db(), { paymentStatus: 'completed', orderStatus: 'confirmed', status: 'confirmed', paymentId: 'pay_x', ...overrides });
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsOf = (id: number) =>
  db()
    .select({ kind: emailOutbox.kind, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `order:${id}:%`))
    .orderBy(asc(emailOutbox.id));

describe('GET /api/shipping/serviceability', () => {
  it('answers a served PIN with the courier and a date: a print day after the backlog, then the transit days', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=560001' });
    expect(res.statusCode).toBe(200);
    // Thu 26 Nov + 1 working day (Fri 27) + 3 transit days = Mon 30 Nov.
    expect(res.json()).toEqual({ serviceable: true, estimatedDeliveryDate: '2026-11-30', courier: 'Simulated Express', cod: true });
  });

  it('answers cod: false where the courier delivers but does not collect cash (194101 Leh)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=194101' });
    expect(res.json()).toMatchObject({ serviceable: true, cod: false });
  });

  it('refuses the documented test PINs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=999999' });
    expect(res.json()).toEqual({ serviceable: false, estimatedDeliveryDate: null, courier: null, cod: false });
  });

  it('answers 400 on the pin for a malformed PIN', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=56001' });
    expect(res.statusCode).toBe(400);
  });

  it('a day of backlog in the print queue moves the date a working day later', async () => {
    const other = await createTestApp({ shipping: courier, now: () => clock });
    try {
      const keychains = Array.from({ length: 120 }, (_, i) => ({ customText: `K${i}`, fontFamily: 'bangers', textColor: 'yellow' }));
      await insertOrder(other.database.db, { orderStatus: 'confirmed', paymentStatus: 'completed', keychains, quantity: 120 });
      const res = await other.app.inject({ method: 'GET', url: '/api/shipping/serviceability?pin=560001' });
      // Thu + 2 working days (Fri, Sat) + 3 = Tue 1 Dec.
      expect(res.json().estimatedDeliveryDate).toBe('2026-12-01');
    } finally {
      await other.close();
    }
  });

  it('placing an order to an unserviceable PIN is a 400 on the zip field, and nothing is stored', async () => {
    const before = await db().select({ id: orders.id }).from(orders);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      // A real PIN (it passes the PIN directory) that the simulated courier does not serve.
      payload: shopOrderBody({
        shippingAddress: { ...PUNE_ADDRESS, city: 'Car Nicobar', state: 'Andaman and Nicobar Islands', zipCode: '744301' },
      }),
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'shippingAddress.zipCode', message: SHIPPING_MESSAGES.unserviceable }]);
    expect(await db().select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});

describe('POST /api/admin/orders/:id/shipments', () => {
  it('needs the admin', async () => {
    const id = await paidOrder();
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/shipments`, payload: {}, headers: jsonHeaders });
    expect(res.statusCode).toBe(401);
  });

  it('10 parallel calls book one AWB, all answer it, and the order is shipped once with one e-mail', async () => {
    const id = await paidOrder();
    const issued = courier.issuedAwbs.length;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ship(id, i % 2 ? `key-${id}-${i}` : undefined)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const awbs = new Set(answers.map((a) => a.json<{ awb: string }>().awb));
    expect(awbs.size).toBe(1);
    expect(courier.issuedAwbs.length).toBe(issued + 1);
    expect(answers[0]!.json()).toEqual({
      awb: [...awbs][0],
      courier: 'Simulated Express',
      trackingUrl: '/track',
      labelUrl: `/api/admin/orders/labels.pdf?ids=${id}`,
    });
    expect((await orderRow(id)).orderStatus).toBe('shipped');
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'shipped')));
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toContain([...awbs][0]);
    const mails = await mailsOf(id);
    expect(mails.map((m) => m.kind)).toEqual(['shipment_shipped']);
    expect(mails[0]!.text).toContain(`Simulated Express, tracking number (AWB) ${[...awbs][0]}`);
    expect(mails[0]!.text).toContain(`{{publicUrl}}/track?order=${id}`);
  });

  it('refuses an unpaid order (409) and books nothing', async () => {
    const id = await insertOrder(db());
    const issued = courier.issuedAwbs.length;
    expect((await ship(id)).statusCode).toBe(409);
    expect(courier.issuedAwbs.length).toBe(issued);
  });

  it.each(['down', 'slow'] as const)('courier %s: 503 with Retry-After, not shipped; the retry books one AWB', async (fault) => {
    const id = await paidOrder();
    const issued = courier.issuedAwbs.length;
    courier.fault = fault;
    const failed = await ship(id, `retry-${fault}-${id}`);
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    expect(failed.json().message).toBe(SHIPPING_MESSAGES.courierUnavailable);
    expect((await orderRow(id)).orderStatus).toBe('confirmed');
    courier.fault = null;
    const retried = await ship(id, `retry-${fault}-${id}`);
    expect(retried.statusCode).toBe(200);
    expect(courier.issuedAwbs.length).toBe(issued + 1);
    expect((await orderRow(id)).orderStatus).toBe('shipped');
  });

  it('a fault after the AWB was issued: 503, and the retry reuses that AWB', async () => {
    const id = await paidOrder();
    const issued = courier.issuedAwbs.length;
    courier.fault = 'down-after-awb';
    expect((await ship(id, `after-awb-${id}`)).statusCode).toBe(503);
    expect((await orderRow(id)).orderStatus).toBe('confirmed');
    const retried = await ship(id, `after-awb-${id}`);
    expect(retried.statusCode).toBe(200);
    expect(courier.issuedAwbs.length).toBe(issued + 1);
    expect(retried.json().awb).toBe(courier.issuedAwbs.at(-1));
  });
});

describe('POST /api/shipping/webhook', () => {
  async function shippedOrder() {
    const id = await paidOrder();
    const res = await ship(id);
    return { id, awb: res.json<{ awb: string }>().awb };
  }
  const at = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);
  const timeline = async (id: number) =>
    (await db().select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id))).map((e) => e.type);

  it('records the journey once, never moves back, delivers the order and mails once per status', async () => {
    const { id, awb } = await shippedOrder();
    const inTransit = courier.signedEvent({ awb, status: 'in_transit', occurredAt: at(60) });
    const outForDelivery = courier.signedEvent({ awb, status: 'out_for_delivery', occurredAt: at(120) });
    const delivered = courier.signedEvent({ awb, status: 'delivered', occurredAt: at(180) });
    expect((await webhook(outForDelivery)).json().outcome).toBe('recorded');
    expect((await webhook(outForDelivery)).json().outcome).toBe('duplicate');
    expect((await webhook(inTransit)).json().outcome).toBe('recorded'); // late: recorded, not applied
    let [shipment] = await db().select().from(shipments).where(eq(shipments.awb, awb));
    expect(shipment!.trackingStatus).toBe('out_for_delivery');
    expect((await webhook(delivered)).statusCode).toBe(200);
    expect((await webhook(delivered)).json().outcome).toBe('duplicate');
    // A stale "out for delivery" after delivery (another event id) never undoes it.
    await webhook(courier.signedEvent({ awb, status: 'out_for_delivery', occurredAt: at(150), eventId: 'late-ofd' }));
    [shipment] = await db().select().from(shipments).where(eq(shipments.awb, awb));
    expect(shipment!.trackingStatus).toBe('delivered');
    expect((await orderRow(id)).orderStatus).toBe('delivered');
    expect(await timeline(id)).toEqual([
      'status_changed',
      'shipment_out_for_delivery',
      'shipment_in_transit',
      'shipment_delivered',
      'status_changed',
      'shipment_out_for_delivery',
    ]);
    expect((await mailsOf(id)).map((m) => m.kind)).toEqual(['shipment_shipped', 'shipment_out_for_delivery', 'shipment_delivered']);
  });

  it('a failed delivery attempt is recorded and mailed once; a returned parcel is recorded', async () => {
    const { id, awb } = await shippedOrder();
    const failed = courier.signedEvent({ awb, status: 'failed_delivery', occurredAt: at(60) });
    await webhook(failed);
    await webhook(courier.signedEvent({ awb, status: 'failed_delivery', occurredAt: at(61), eventId: 'second-attempt' }));
    await webhook(courier.signedEvent({ awb, status: 'returned_to_origin', occurredAt: at(120) }));
    expect(await timeline(id)).toContain('shipment_returned_to_origin');
    expect((await mailsOf(id)).map((m) => m.kind)).toEqual(['shipment_shipped', 'shipment_failed_delivery']);
    expect((await orderRow(id)).orderStatus).toBe('shipped');
  });

  it('a forged signature is a 400, a missing one a 401, and neither changes anything', async () => {
    const { id, awb } = await shippedOrder();
    const genuine = courier.signedEvent({ awb, status: 'delivered', occurredAt: at(60) });
    const forged = { rawBody: genuine.rawBody.replace('delivered', 'delivered '), headers: genuine.headers };
    const otherKey = new SimulatedCourier({ secret: 'not-the-secret', now: () => clock }).signedEvent({
      awb,
      status: 'delivered',
      occurredAt: at(60),
    });
    for (const attempt of [forged, otherKey]) {
      expect((await webhook(attempt)).statusCode).toBe(400);
    }
    expect((await webhook({ rawBody: genuine.rawBody, headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    expect((await orderRow(id)).orderStatus).toBe('shipped');
    const [shipment] = await db().select().from(shipments).where(eq(shipments.awb, awb));
    expect(await db().select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipment!.id))).toHaveLength(0);
  });

  it('a replayed signature from outside the 5-minute window is a 400 and changes nothing', async () => {
    const { id, awb } = await shippedOrder();
    const old = courier.signedEvent({ awb, status: 'delivered', occurredAt: at(60) }, new Date(clock.getTime() - 10 * 60_000));
    const res = await webhook(old);
    expect(res.statusCode).toBe(400);
    expect((await orderRow(id)).orderStatus).toBe('shipped');
  });

  it('the simulated courier’s timer walks a shipment to delivered', async () => {
    courier.stepMs = 1000;
    const { id } = await shippedOrder();
    const seen: number[] = [];
    courier.attachWebhookSink(async (payload, headers) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/shipping/webhook', payload, headers });
      seen.push(res.statusCode);
    });
    expect(await courier.deliverDue(new Date(clock.getTime() + 10_000))).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([200, 200, 200]);
    expect((await orderRow(id)).orderStatus).toBe('delivered');
  });
});

describe('GET /api/track', () => {
  it('shows the steps, courier, AWB and expected day for the right phone or e-mail, and no personal data', async () => {
    const id = await paidOrder({ customerPhone: '+91 98765 43210', customerEmail: 'Meera@Example.in', customerName: 'Meera Iyer' });
    const { awb } = (await ship(id)).json<{ awb: string }>();
    for (const contact of ['9876543210', '+91 98765 43210', 'meera@example.in']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/track?order=${id}&contact=${encodeURIComponent(contact)}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ orderId: id, courier: 'Simulated Express', awb, notice: null });
      expect(body.steps.map((s: { step: string; label: string; done: boolean }) => [s.step, s.label, s.done])).toEqual([
        ['placed', 'Placed', true],
        ['paid', 'Paid', true],
        ['printing', 'Printing', true],
        ['shipped', 'Shipped', true],
        ['out_for_delivery', 'Out for delivery', false],
        ['delivered', 'Delivered', false],
      ]);
      expect(res.body).not.toMatch(/Meera|Iyer|MG Road|98765/);
    }
  });

  it('answers the same 404 for a wrong contact and an unknown order', async () => {
    const id = await paidOrder({ customerPhone: '+91 98765 11111' });
    const wrong = await t.app.inject({ method: 'GET', url: `/api/track?order=${id}&contact=9876500000` });
    const unknown = await t.app.inject({ method: 'GET', url: `/api/track?order=99999999&contact=9876511111` });
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe(TRACK_NOT_FOUND_MESSAGE);
  });

  it('allows 20 lookups a minute per client address', async () => {
    const limited = await createTestApp({ rateLimit: true });
    try {
      const lookup = (ip: string) => limited.app.inject({ method: 'GET', url: '/api/track?order=1&contact=9876500000', remoteAddress: ip });
      for (let i = 0; i < 20; i += 1) expect((await lookup('203.0.113.9')).statusCode).toBe(404);
      expect((await lookup('203.0.113.9')).statusCode).toBe(429);
      expect((await lookup('203.0.113.10')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
