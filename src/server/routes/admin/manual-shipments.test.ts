/**
 * The manual courier (docs/decisions/099-manual-courier-and-random-dev-secrets.md): the admin types
 * the courier's name and AWB when shipping; the order is shipped, the customer e-mailed, /track
 * shows the courier with its own tracking link, the label prints the typed AWB, no courier webhook
 * exists, and the admin marks the parcel delivered by hand. Bad names and AWBs are a 400 that
 * books nothing.
 */
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES, type TrackResponse } from '#shared/schemas/shipping';
import { UNSAFE_TEXT_MESSAGE } from '#shared/free-text';
import { withAdminApp } from '#tests/support/admin-app';
import { insertOrder, jsonHeaders } from '#tests/support/admin';
import { pdfText } from '#tests/support/pdf';
import type { TestApp } from '../../../../tests/setup/test-db';
import { emailOutbox, orders, shipments } from '../../db/schema/index';
import { ManualCourier } from '../../services/shipping/manual-courier';

let t: TestApp;
let admin = '';
withAdminApp(
  (app, cookie) => {
    t = app;
    admin = cookie;
  },
  { shipping: new ManualCourier() },
);

const db = () => t.database.db;
const ship = (orderId: number, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/shipments`,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(payload === undefined ? {} : jsonHeaders), cookie: admin },
  });
const paidOrder = () =>
  insertOrder(db(), {
    paymentStatus: 'completed',
    orderStatus: 'confirmed',
    status: 'confirmed',
    paymentId: 'pay_manual',
    customerPhone: '9876543210',
  });
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const shipmentOf = async (id: number) => (await db().select().from(shipments).where(eq(shipments.orderId, id)))[0];
const track = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/track?order=${id}&contact=9876543210` })).json<TrackResponse>();

describe('shipping with the manual courier', () => {
  it('tells the admin screen to ask for the courier and AWB', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/shipping/courier', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'manual', manual: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/shipping/courier' })).statusCode).toBe(401);
  });

  it('ships with a known courier: trimmed, its tracking page, e-mail, /track and the label carry the typed AWB', async () => {
    const id = await paidOrder();
    const res = await ship(id, { courier: '  Delhivery ', awb: ' DLV-123456789 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      awb: 'DLV-123456789',
      courier: 'Delhivery',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV-123456789',
      labelUrl: `/api/admin/orders/labels.pdf?ids=${id}`,
    });
    expect((await orderRow(id)).orderStatus).toBe('shipped');
    expect(await shipmentOf(id)).toMatchObject({ provider: 'manual', state: 'created', awb: 'DLV-123456789', courier: 'Delhivery' });
    const mails = await db()
      .select({ kind: emailOutbox.kind, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `order:${id}:%`));
    expect(mails.map((m) => m.kind)).toEqual(['shipment_shipped']);
    expect(mails[0]!.text).toContain('DLV-123456789');

    const tracked = await track(id);
    expect(tracked).toMatchObject({
      courier: 'Delhivery',
      awb: 'DLV-123456789',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV-123456789',
    });
    expect(tracked.steps.find((s) => s.step === 'shipped')?.done).toBe(true);

    const label = await t.app.inject({ method: 'GET', url: `/api/admin/orders/labels.pdf?ids=${id}`, headers: { cookie: admin } });
    expect(label.statusCode).toBe(200);
    const text = await pdfText(label.rawPayload);
    expect(text).toContain('DLV-123456789');
    expect(text).toContain('Delhivery');

    // A repeat of the same shipment answers the booking already made.
    expect((await ship(id, { courier: 'Delhivery', awb: 'DLV-123456789' })).json()).toMatchObject({ awb: 'DLV-123456789' });
  });

  it('ships with another courier and its https link, or with no link at all', async () => {
    const linked = await paidOrder();
    const res = await ship(linked, { courier: 'Shree Maruti', awb: 'SM99887766', trackingUrl: ' https://track.example.in/SM99887766 ' });
    expect(res.statusCode).toBe(200);
    expect((await track(linked)).trackingUrl).toBe('https://track.example.in/SM99887766');

    const bare = await paidOrder();
    expect((await ship(bare, { courier: 'Local Runner', awb: 'LR-000123', trackingUrl: '' })).statusCode).toBe(200);
    expect(await track(bare)).toMatchObject({ courier: 'Local Runner', awb: 'LR-000123', trackingUrl: null });
  });

  it('the admin marks the parcel delivered by hand; no courier webhook exists', async () => {
    const id = await paidOrder();
    expect((await ship(id, { courier: 'Blue Dart', awb: 'BD12345678' })).statusCode).toBe(200);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/webhook',
      payload: { awb: 'BD12345678', status: 'delivered' },
      headers: { ...jsonHeaders, 'x-courier-signature': 't=1,v1=00', 'x-api-key': 'anything' },
    });
    expect(webhook.statusCode).toBe(404);
    expect((await orderRow(id)).orderStatus).toBe('shipped');
    const delivered = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}`,
      payload: { orderStatus: 'delivered' },
      headers: { ...jsonHeaders, cookie: admin },
    });
    expect(delivered.statusCode).toBe(200);
    expect((await orderRow(id)).orderStatus).toBe('delivered');
    expect((await track(id)).steps.find((s) => s.step === 'delivered')?.done).toBe(true);
  });

  it.each([
    ['no body at all', undefined, 'courier', SHIPPING_MESSAGES.courierRequired],
    ['no courier', { awb: 'ABC123456' }, 'courier', SHIPPING_MESSAGES.courierRequired],
    ['a blank courier', { courier: '   ', awb: 'ABC123456' }, 'courier', SHIPPING_MESSAGES.courierRequired],
    ['no AWB', { courier: 'DTDC' }, 'awb', SHIPPING_MESSAGES.awbRequired],
    ['a blank AWB', { courier: 'DTDC', awb: '  ' }, 'awb', SHIPPING_MESSAGES.awbRequired],
    ['a 5-character AWB', { courier: 'DTDC', awb: 'AB123' }, 'awb', SHIPPING_MESSAGES.awbInvalid],
    ['a 41-character AWB', { courier: 'DTDC', awb: 'A'.repeat(41) }, 'awb', SHIPPING_MESSAGES.awbInvalid],
    ['an AWB with a space', { courier: 'DTDC', awb: 'AB 123456' }, 'awb', SHIPPING_MESSAGES.awbInvalid],
    ['an AWB with a slash', { courier: 'DTDC', awb: 'AB/123456' }, 'awb', SHIPPING_MESSAGES.awbInvalid],
    ['a bidi override in the courier', { courier: 'DTDC\u202e', awb: 'ABC123456' }, 'courier', UNSAFE_TEXT_MESSAGE],
    ['a zero-width space in the courier', { courier: 'Blue\u200bDart', awb: 'ABC123456' }, 'courier', UNSAFE_TEXT_MESSAGE],
    ['a control character in the courier', { courier: 'DTDC\u001b[1m', awb: 'ABC123456' }, 'courier', UNSAFE_TEXT_MESSAGE],
    ['a 61-character courier', { courier: 'C'.repeat(61), awb: 'ABC123456' }, 'courier', null],
    [
      'an http link',
      { courier: 'Other', awb: 'ABC123456', trackingUrl: 'http://track.example.in/x' },
      'trackingUrl',
      SHIPPING_MESSAGES.trackingUrlInvalid,
    ],
    [
      'a javascript: link',
      { courier: 'Other', awb: 'ABC123456', trackingUrl: 'javascript:alert(1)' },
      'trackingUrl',
      SHIPPING_MESSAGES.trackingUrlInvalid,
    ],
    ['an unknown field', { courier: 'DTDC', awb: 'ABC123456', cod: true }, null, null],
  ])('refuses %s with a 400 that ships nothing', async (_name, payload, path, message) => {
    const id = await paidOrder();
    const res = await ship(id, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; issues?: { path: string; message: string }[] }>();
    if (path) expect(body.issues?.some((i) => i.path === path && (message === null || i.message === message))).toBe(true);
    expect((await orderRow(id)).orderStatus).toBe('confirmed');
    expect(await shipmentOf(id)).toBeUndefined();
  });

  it('refuses an AWB already on another order with a 409', async () => {
    const first = await paidOrder();
    expect((await ship(first, { courier: 'Ekart', awb: 'EK-55550001' })).statusCode).toBe(200);
    const second = await paidOrder();
    const res = await ship(second, { courier: 'Ekart', awb: 'EK-55550001' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(SHIPPING_MESSAGES.awbTaken);
    expect((await orderRow(second)).orderStatus).toBe('confirmed');
    // Corrected, it ships.
    expect((await ship(second, { courier: 'Ekart', awb: 'EK-55550002' })).statusCode).toBe(200);
  });
});
