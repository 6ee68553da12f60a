// Fonts in use are kept (docs/decisions/040-fonts-in-use-are-kept.md): deleting a font, or
// replacing its file, while paid orders not yet printed use it answers 409 with the count and
// changes nothing; hiding it is allowed. On PGlite or TEST_DATABASE_URL.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { insertOrder, jsonHeaders, uploadFontFile } from '#tests/support/admin';
import { builtInFontAsTtf } from '#tests/support/fonts';
import { customizationOptions, orders } from '../../db/schema/index';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

const OPTIONS = '/api/admin/customization-options';

async function fontId(value: string): Promise<number> {
  const [row] = await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.value, value));
  return row!.id;
}

function pacificoOrder(overrides: Partial<typeof orders.$inferInsert>) {
  return insertOrder(t.database.db, {
    paymentStatus: 'completed',
    orderStatus: 'confirmed',
    keychains: [
      { customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' },
      { customText: 'Ravi', fontFamily: 'pacifico', textColor: 'yellow' },
    ],
    ...overrides,
  });
}

function uploadFile(id: number, bytes: Buffer) {
  return uploadFontFile(t.app, id, { filename: 'font.ttf', data: bytes, type: 'font/ttf' }, { cookie });
}

describe('a font that paid orders not yet printed use', () => {
  beforeAll(async () => {
    for (let i = 0; i < 10; i += 1) await pacificoOrder({});
    await pacificoOrder({ orderStatus: 'processing' });
    await pacificoOrder({ orderStatus: 'pending' }); // paid, not yet confirmed
    // none of these count: not paid, already shipped or delivered, cancelled, other font
    await pacificoOrder({ paymentStatus: 'pending', orderStatus: 'pending' });
    await pacificoOrder({ orderStatus: 'shipped' });
    await pacificoOrder({ orderStatus: 'delivered' });
    await pacificoOrder({ orderStatus: 'cancelled' });
    await insertOrder(t.database.db, { paymentStatus: 'completed', orderStatus: 'confirmed' });
  });

  it('is not deleted: 409 with the count, and the font stays', async () => {
    const id = await fontId('pacifico');
    const res = await t.app.inject({ method: 'DELETE', url: `${OPTIONS}/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect(res.json().message).toMatch(/^12 paid orders not yet printed use Pacifico\. Hide it from the shop instead/);
    expect(await fontId('pacifico')).toBe(id);
  });

  it('keeps its file: a replacement upload is 409 and the letters stay the built-in ones', async () => {
    const id = await fontId('pacifico');
    const res = await uploadFile(id, builtInFontAsTtf('chewy'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^12 paid orders not yet printed use Pacifico/);
    const [row] = await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.id, id));
    expect(row!.fontFile).toBeNull();
  });

  it('may be hidden from the shop instead', async () => {
    const id = await fontId('pacifico');
    const res = await t.app.inject({
      method: 'PUT',
      url: `${OPTIONS}/${id}`,
      headers: { ...jsonHeaders, cookie },
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ value: 'pacifico', isActive: false });
  });

  it('says "1 paid order … uses" for one order, and is deleted once none is left to print', async () => {
    await t.database.db.update(orders).set({ orderStatus: 'shipped' }).where(eq(orders.orderStatus, 'processing'));
    await t.database.db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.orderStatus, 'confirmed'));
    const id = await fontId('pacifico');
    const one = await t.app.inject({ method: 'DELETE', url: `${OPTIONS}/${id}`, headers: { cookie } });
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toMatch(/^1 paid order not yet printed uses Pacifico\./);
    await t.database.db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.orderStatus, 'pending'));
    const res = await t.app.inject({ method: 'DELETE', url: `${OPTIONS}/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(customizationOptions).where(eq(customizationOptions.value, 'pacifico'))).toEqual([]);
  });
});
