// The catalogue is the truth: shop and dealer orders are checked against the options
// shoppers are offered and store the catalogue's colours, on PGlite or TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-db';
import { customizationOptions, dealers, orders } from '../../db/schema/index';
import { placeOrder } from '../orders/place-order';
import { createDealerOrder } from '../dealers/create-dealer-order';
import { insertDealer } from '#tests/support/dealer';
import { CreateOrderRequest } from '#shared/schemas/order';
import { DealerCreateOrderRequest } from '#shared/schemas/dealer';
import { invalidateOptionsCache, listCustomizationOptions } from './list-customization-options';
import { resolveKeychainDesigns } from './resolve-keychain-designs';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => invalidateOptionsCache(database.db));

const address = { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' as const };

function shopOrder(keychains: { customText: string; fontFamily: string; textColor: string; colorCombination?: unknown }[]) {
  return CreateOrderRequest.parse({
    customerEmail: 'asha@example.in',
    customerName: 'Asha',
    customerPhone: '+91 9876543210',
    keychains,
    shippingAddress: address,
  });
}

async function setActive(type: string, value: string, isActive: boolean): Promise<void> {
  await database.db
    .update(customizationOptions)
    .set({ isActive })
    .where(and(eq(customizationOptions.type, type), eq(customizationOptions.value, value)));
  invalidateOptionsCache(database.db);
}

async function orderCount(): Promise<number> {
  return (await database.db.select({ id: orders.id }).from(orders)).length;
}

describe('resolveKeychainDesigns', () => {
  it('stores the catalogue colours and name, never the client hex', async () => {
    const [design] = await resolveKeychainDesigns(database.db, {
      keychains: [{ customText: 'Asha', fontFamily: 'Permanent Marker', textColor: 'light-pink' }],
    });
    expect(design).toEqual({
      customText: 'Asha',
      fontFamily: 'permanent-marker',
      textColor: 'light-pink',
      colorCombination: { fontColor: '#f9a8d4', backgroundColor: '#1f1f1f', displayName: 'Light Pink' },
    });
  });

  it('refuses an unknown font and colour with the spec-style messages and one issue per field', async () => {
    const error = await resolveKeychainDesigns(database.db, {
      keychains: [
        { customText: 'Ok', fontFamily: 'bangers', textColor: 'yellow' },
        { customText: 'Bad', fontFamily: 'comic-sans', textColor: 'teal' },
      ],
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Font "comic-sans" is not available',
      issues: [
        { path: 'keychains.1.fontFamily', message: 'Font "comic-sans" is not available' },
        { path: 'keychains.1.textColor', message: 'Colour combination "teal" is not available' },
      ],
    });
  });

  it('refuses a font without a printable file (an admin font with no upload)', async () => {
    await database.db.insert(customizationOptions).values({ type: 'font', name: 'lobster', value: 'lobster', displayName: 'Lobster' });
    invalidateOptionsCache(database.db);
    expect((await listCustomizationOptions(database.db, { type: 'font' })).map((o) => o.value)).not.toContain('lobster');
    expect((await listCustomizationOptions(database.db, { type: 'font', includeInactive: true })).map((o) => o.value)).toContain('lobster');
    await expect(
      resolveKeychainDesigns(database.db, { keychains: [{ customText: 'A', fontFamily: 'lobster', textColor: 'yellow' }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Font "lobster" is not available' });
  });
});

describe('placeOrder checks the catalogue', () => {
  it('ignores a client hex and stores the catalogue pair', async () => {
    const placed = await placeOrder(
      database.db,
      shopOrder([
        {
          customText: 'Ravi',
          fontFamily: 'chewy',
          textColor: 'green',
          colorCombination: { fontColor: '#123456', backgroundColor: '#abcdef', displayName: 'Mine' },
        },
      ]),
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.keychains).toEqual([
      {
        customText: 'Ravi',
        fontFamily: 'chewy',
        textColor: 'green',
        colorCombination: { fontColor: '#4ade80', backgroundColor: '#052e16', displayName: 'Green' },
      },
    ]);
  });

  it('refuses "comic-sans", a hidden font and a hidden colour, and stores nothing', async () => {
    const before = await orderCount();
    await expect(
      placeOrder(database.db, shopOrder([{ customText: 'A', fontFamily: 'comic-sans', textColor: 'yellow' }])),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Font "comic-sans" is not available' });
    await setActive('font', 'knewave', false);
    await setActive('color_combination', 'orange', false);
    try {
      await expect(
        placeOrder(database.db, shopOrder([{ customText: 'A', fontFamily: 'knewave', textColor: 'yellow' }])),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Font "knewave" is not available' });
      await expect(
        placeOrder(database.db, shopOrder([{ customText: 'A', fontFamily: 'bangers', textColor: 'orange' }])),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Colour combination "orange" is not available' });
    } finally {
      await setActive('font', 'knewave', true);
      await setActive('color_combination', 'orange', true);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('createDealerOrder checks the catalogue before any credit moves', () => {
  const body = (keychains: unknown[]) =>
    DealerCreateOrderRequest.parse({
      customerName: 'Meera',
      customerEmail: 'meera@example.in',
      customerPhone: '+91 9876543210',
      shippingAddress: address,
      keychains,
    });

  it('refuses an unknown colour and leaves the balance alone', async () => {
    const dealer = await insertDealer(database.db, { credits: 5 });
    await expect(
      createDealerOrder(database.db, {
        dealerId: dealer.id,
        order: body([{ customText: 'Meera', fontFamily: 'bangers', textColor: '#ff0000' }]),
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Colour combination "#ff0000" is not available' });
    const [after] = await database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(after!.keychainCredits).toBe(5);
  });

  it('stores the catalogue colours, not the dealer form hex', async () => {
    const dealer = await insertDealer(database.db, { credits: 5 });
    const result = await createDealerOrder(database.db, {
      dealerId: dealer.id,
      order: body([
        {
          customText: 'Meera',
          fontFamily: 'pacifico',
          textColor: 'light-blue',
          colorCombination: { fontColor: '#000000', backgroundColor: '#ffffff', displayName: 'Fake' },
        },
      ]),
      now: new Date(),
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(row!.keychains[0]!.colorCombination).toEqual({ fontColor: '#7dd3fc', backgroundColor: '#0f172a', displayName: 'Light Blue' });
  });
});
