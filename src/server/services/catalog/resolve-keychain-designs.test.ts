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
import { DealerCreateOrderRequest } from '#shared/schemas/dealer-portal';
import { createOptionsCache, listCustomizationOptions } from './list-customization-options';
import { resolveKeychainDesigns } from './resolve-keychain-designs';
import { everyDesignPrintable, refusingChecker } from '#tests/support/printability';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
const optionsCache = createOptionsCache();
beforeEach(() => optionsCache.invalidate());

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
  optionsCache.invalidate();
}

async function orderCount(): Promise<number> {
  return (await database.db.select({ id: orders.id }).from(orders)).length;
}

describe('resolveKeychainDesigns', () => {
  it('stores the catalogue colours and name, never the client hex', async () => {
    const [design] = await resolveKeychainDesigns(database.db, {
      keychains: [{ customText: 'Asha', fontFamily: 'Permanent Marker', textColor: 'light-pink' }],
      printability: everyDesignPrintable,
      optionsCache,
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
      printability: everyDesignPrintable,
      optionsCache,
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
    optionsCache.invalidate();
    expect((await listCustomizationOptions(database.db, optionsCache, { type: 'font' })).map((o) => o.value)).not.toContain('lobster');
    expect(
      (await listCustomizationOptions(database.db, optionsCache, { type: 'font', includeInactive: true })).map((o) => o.value),
    ).toContain('lobster');
    await expect(
      resolveKeychainDesigns(database.db, {
        keychains: [{ customText: 'A', fontFamily: 'lobster', textColor: 'yellow' }],
        printability: everyDesignPrintable,
        optionsCache,
      }),
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
      { printability: everyDesignPrintable, optionsCache, now: new Date() },
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
      placeOrder(database.db, shopOrder([{ customText: 'A', fontFamily: 'comic-sans', textColor: 'yellow' }]), {
        printability: everyDesignPrintable,
        optionsCache,
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Font "comic-sans" is not available' });
    await setActive('font', 'knewave', false);
    await setActive('color_combination', 'orange', false);
    try {
      await expect(
        placeOrder(database.db, shopOrder([{ customText: 'A', fontFamily: 'knewave', textColor: 'yellow' }]), {
          printability: everyDesignPrintable,
          optionsCache,
          now: new Date(),
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Font "knewave" is not available' });
      await expect(
        placeOrder(database.db, shopOrder([{ customText: 'A', fontFamily: 'bangers', textColor: 'orange' }]), {
          printability: everyDesignPrintable,
          optionsCache,
          now: new Date(),
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Colour combination "orange" is not available' });
    } finally {
      await setActive('font', 'knewave', true);
      await setActive('color_combination', 'orange', true);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('the order services always measure printability', () => {
  it('placeOrder asks the checker about every design and refuses the thin one, storing nothing', async () => {
    const before = await orderCount();
    const checker = refusingChecker('iii');
    const error = await placeOrder(
      database.db,
      shopOrder([
        { customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' },
        { customText: 'iii', fontFamily: 'bangers', textColor: 'yellow' },
      ]),
      { printability: checker, optionsCache, now: new Date() },
    ).catch((e: unknown) => e);
    expect(checker.asked.map((d) => d.customText)).toEqual(['Asha', 'iii']);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'keychains.1.customText' }] });
    expect(await orderCount()).toBe(before);
  });

  it('createDealerOrder refuses a thin design before any credit moves', async () => {
    const dealer = await insertDealer(database.db, { credits: 5 });
    const order = DealerCreateOrderRequest.parse({
      customerName: 'Meera',
      customerEmail: 'meera@example.in',
      customerPhone: '+91 9876543210',
      shippingAddress: address,
      keychains: [{ customText: 'iii', fontFamily: 'bangers', textColor: 'yellow' }],
    });
    await expect(
      createDealerOrder(database.db, { dealerId: dealer.id, order, now: new Date(), printability: refusingChecker('iii'), optionsCache }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'keychains.0.customText' }] });
    const [after] = await database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(after!.keychainCredits).toBe(5);
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
        printability: everyDesignPrintable,
        optionsCache,
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
      printability: everyDesignPrintable,
      optionsCache,
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(row!.keychains[0]!.colorCombination).toEqual({ fontColor: '#7dd3fc', backgroundColor: '#0f172a', displayName: 'Light Blue' });
  });
});
