import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { orders } from '../../db/schema/index';
import { ORDER_MESSAGES } from '#shared/schemas/order';
import { orderBody } from '#tests/factories/orders';

let t: TestApp;
withTestApp((app) => (t = app));

/** A valid checkout body, with the fields the server ignores; tests break one field at a time. */
function validOrder(): Record<string, unknown> {
  return orderBody({ quantity: 3, totalPrice: 510, paymentStatus: 'pending', orderStatus: 'pending' });
}

async function post(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/orders', payload: body as object, headers: { 'content-type': 'application/json' } });
}

function set(obj: Record<string, unknown>, pathKeys: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(obj);
  let cursor: Record<string, unknown> = copy;
  for (const key of pathKeys.slice(0, -1)) cursor = cursor[key] as Record<string, unknown>;
  const last = pathKeys.at(-1)!;
  if (value === undefined) delete cursor[last];
  else cursor[last] = value;
  return copy;
}

describe('POST /api/orders', () => {
  it('stores a pending order with the server-computed total (3 × ₹170 = ₹510)', async () => {
    const res = await post(validOrder());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ totalPrice: '510.00', quantity: 3, paymentStatus: 'pending', orderStatus: 'pending' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, body.id));
    expect(row!.totalPaise).toBe(51_000);
    expect(row!.keychains.map((k) => [k.customText, k.fontFamily, k.textColor])).toEqual([
      ['Asha', 'bangers', 'yellow'],
      ['Ravi', 'pacifico', 'green'],
      ['Meera8', 'chewy', 'orange'],
    ]);
    expect(row!.keychains[0]!.colorCombination).toEqual({ fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' });
  });

  it('ignores a tampered totalPrice and statuses', async () => {
    const res = await post({ ...validOrder(), totalPrice: 1, paymentStatus: 'completed', orderStatus: 'delivered' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row!.totalPaise).toBe(51_000);
    expect(row!.paymentStatus).toBe('pending');
    expect(row!.orderStatus).toBe('pending');
  });

  it.each([
    [1, '199.00'],
    [2, '360.00'],
    [4, '640.00'],
    [5, '750.00'],
    [9, '1350.00'],
    [10, '1300.00'],
    [12, '1560.00'],
  ])('prices %i keychains at %s', async (n, total) => {
    const keychains = Array.from({ length: n }, (_, i) => ({ customText: `K${i}`, fontFamily: 'bangers', textColor: 'yellow' }));
    const res = await post({ ...validOrder(), keychains, quantity: 1, totalPrice: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json().totalPrice).toBe(total);
  });

  const invalid: [string, string[], unknown, string][] = [
    ['missing email', ['customerEmail'], '', ORDER_MESSAGES.emailRequired],
    ['bad email', ['customerEmail'], 'not-an-email', ORDER_MESSAGES.emailInvalid],
    ['missing name', ['customerName'], '', ORDER_MESSAGES.nameRequired],
    ['phone of another country', ['customerPhone'], '+92 9876543210', ORDER_MESSAGES.phoneInvalid],
    ['9-digit phone', ['customerPhone'], '+91 987654321', ORDER_MESSAGES.phoneInvalid],
    ['no keychains', ['keychains'], [], ORDER_MESSAGES.keychainsRequired],
    ['blank text', ['keychains', '0', 'customText'], ' ', ORDER_MESSAGES.textRequired],
    ['16-character text', ['keychains', '0', 'customText'], 'A'.repeat(16), ORDER_MESSAGES.textTooLong],
    ['missing font', ['keychains', '0', 'fontFamily'], '', ORDER_MESSAGES.fontRequired],
    ['model 0', ['modelId'], 0, ORDER_MESSAGES.modelRequired],
    ['missing street', ['shippingAddress', 'street'], '', ORDER_MESSAGES.streetRequired],
    ['missing city', ['shippingAddress', 'city'], '', ORDER_MESSAGES.cityRequired],
    ['missing state', ['shippingAddress', 'state'], '', ORDER_MESSAGES.stateRequired],
    ['missing PIN code', ['shippingAddress', 'zipCode'], '', ORDER_MESSAGES.zipRequired],
    ['5-digit PIN code', ['shippingAddress', 'zipCode'], '41100', ORDER_MESSAGES.zipInvalid],
  ];
  it.each(invalid)('refuses %s with the spec message and stores nothing', async (_name, pathKeys, value, message) => {
    const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const res = await post(set(validOrder(), pathKeys, value));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const after = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    expect(after).toBe(before);
  });

  it('accepts a missing address line 2 and defaults the country to India', async () => {
    const body = validOrder();
    const address = body.shippingAddress as Record<string, unknown>;
    delete address.addressLine2;
    delete address.country;
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row!.shippingAddress.country).toBe('India');
  });

  it('refuses text/plain bodies (no cross-site simple requests)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: JSON.stringify(validOrder()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a foreign Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: validOrder(),
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: '{"customerEmail":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});
