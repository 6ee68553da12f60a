// Printability guard over HTTP: POST /api/designs/printability, and the same verdict
// refusing shop and dealer orders (nothing stored, no credit spent).
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { dealers, orders } from '../../db/schema/index';
import { dealerToken, insertDealer } from '#tests/support/dealer';
import { insertOrder, jsonHeaders, loginCookie } from '#tests/support/admin';

const THIN = 'Letters too thin to print at this length: shorten the text or pick a bolder font';

let t: TestApp;
withTestApp((app) => (t = app));

const check = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/designs/printability', payload, headers: jsonHeaders });

const address = { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' };

describe('POST /api/designs/printability', () => {
  it('answers the measurement of a printable design', async () => {
    const res = await check({ customText: 'Kiran', fontFamily: 'bangers' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ printable: true, thickenMm: 0, warnings: [] });
    expect(body.minStrokeMm).toBeGreaterThan(0.8);
    expect(body.letterHeightMm).toBeGreaterThan(5);
  });

  it('warns with the spec message for thirteen Ms in Pacifico', async () => {
    const res = await check({ customText: 'MMMMMMMMMMMMM', fontFamily: 'pacifico' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ printable: false, warnings: [THIN] });
  });

  it('refuses an unknown font and bad text with 400, never a 5xx', async () => {
    expect((await check({ customText: 'Kiran', fontFamily: 'comic-sans' })).json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Font "comic-sans" is not available',
    });
    expect((await check({ customText: '', fontFamily: 'bangers' })).statusCode).toBe(400);
    expect((await check({ customText: 'A b', fontFamily: 'bangers' })).statusCode).toBe(400);
    expect((await check({ customText: 'A'.repeat(16), fontFamily: 'bangers' })).statusCode).toBe(400);
    expect((await check({ fontFamily: 'bangers' })).statusCode).toBe(400);
  });
});

describe('orders refuse unprintable designs', () => {
  it('a shop order with a thin design answers 400 with the same message and stores nothing', async () => {
    const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerEmail: 'asha@example.in',
        customerName: 'Asha',
        customerPhone: '+91 9876543210',
        keychains: [
          { customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' },
          { customText: 'MMMMMMMMMMMMM', fontFamily: 'pacifico', textColor: 'green' },
        ],
        shippingAddress: address,
      },
      headers: jsonHeaders,
    });
    expect(res.statusCode).toBe(400);
    // The message and the field issue name the keychain that cannot print (the second one).
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: `keychains[1]: ${THIN}`,
      issues: [{ path: 'keychains.1.customText', message: `keychains[1]: ${THIN}` }],
    });
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('a dealer order with a thin design spends no credit', async () => {
    const dealer = await insertDealer(t.database.db, { pin: '4827', pepper: t.config.pinPepper, credits: 3 });
    const token = await dealerToken(t.app, dealer.phoneNumber, '4827');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/create-order',
      payload: {
        customerName: 'Meera',
        customerEmail: 'meera@example.in',
        customerPhone: '+91 9876543210',
        shippingAddress: address,
        keychains: [{ customText: 'MMMMMMMMMMMMM', fontFamily: 'pacifico', textColor: 'yellow' }],
      },
      headers: { ...jsonHeaders, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(`keychains[0]: ${THIN}`);
    const [after] = await t.database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(after!.keychainCredits).toBe(3);
  });

  it('an older order with a thin design is reported NOT GENERATED in its print files, not printed badly', async () => {
    const cookie = await loginCookie(t.app);
    const id = await insertOrder(t.database.db, {
      keychains: [{ customText: 'MMMMMMMMMMMMM', fontFamily: 'pacifico', textColor: 'yellow' }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/print-files`, headers: { cookie } });
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries).filter((n) => n.endsWith('.stl'))).toEqual([]);
    expect(strFromU8(entries[`order-${id}/job-sheet.txt`]!)).toContain(`NOT GENERATED (${THIN})`);
  });
});
