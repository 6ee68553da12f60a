/**
 * In production the checkout stays closed until the seller's details are saved
 * (docs/product.md#seller-details, docs/decisions/114-checkout-closed-until-seller-set-up.md):
 * POST /api/orders and the dealer's credit purchase answer 503 CHECKOUT_CLOSED, nothing is
 * stored, GET /api/shop-info says so; once the settings are saved both work.
 */
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-db';
import { perTestFile } from '#tests/support/per-file';
import { PRODUCTION_ENV } from '#tests/support/production-env';
import { jsonHeaders, shopOrderBody } from '#tests/support/shop';
import { asDealerOf, dealerToken, insertDealer } from '#tests/support/dealer';
import { saveTestSeller } from '#tests/support/business';
import { dealerCreditTransactions, orders } from '../../db/schema/index';
import { CHECKOUT_CLOSED_MESSAGE, missingSellerDetails, PLACEHOLDER_ADDRESS, REQUIRED_SELLER_DETAILS } from '#shared/seller-details';

let prod: TestApp;
perTestFile(
  () => createTestApp({ env: PRODUCTION_ENV }),
  (app) => {
    prod = app;
  },
);

const https = { ...jsonHeaders, 'x-forwarded-proto': 'https' };
const storedOrders = async () => (await prod.database.db.select({ n: count() }).from(orders))[0]!.n;
const storedPurchases = async () => (await prod.database.db.select({ n: count() }).from(dealerCreditTransactions))[0]!.n;

describe('missingSellerDetails', () => {
  it('lists every required detail before the first save, the placeholder address after, nothing once real', () => {
    expect(missingSellerDetails({ configured: false, address: PLACEHOLDER_ADDRESS })).toEqual([...REQUIRED_SELLER_DETAILS]);
    expect(missingSellerDetails({ configured: true, address: PLACEHOLDER_ADDRESS })).toEqual(['Registered address']);
    expect(missingSellerDetails({ configured: true, address: '4 FC Road, Pune 411004' })).toEqual([]);
  });
});

describe('the production checkout before and after the seller is set up', () => {
  it('refuses shop orders and credit purchases with 503 CHECKOUT_CLOSED and stores nothing, then takes them once saved', async () => {
    const info = await prod.app.inject({ method: 'GET', url: '/api/shop-info' });
    expect(info.json()).toMatchObject({ checkoutOpen: false });

    const ordersBefore = await storedOrders();
    const order = await prod.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: shopOrderBody(),
      headers: { ...https, 'idempotency-key': 'k-1' },
    });
    expect(order.statusCode).toBe(503);
    expect(order.json()).toEqual({ code: 'CHECKOUT_CLOSED', message: CHECKOUT_CLOSED_MESSAGE });
    expect(order.headers['retry-after']).toBe('300');
    expect(await storedOrders()).toBe(ordersBefore);

    const pin = '482915';
    const dealer = await insertDealer(prod.database.db, { pin, pepper: prod.config.pinPepper });
    const token = await dealerToken(prod.app, dealer.phoneNumber, pin);
    const purchasesBefore = await storedPurchases();
    const purchase = await asDealerOf(prod.app, token, '/api/dealer/purchase-credits', { quantity: 10, amount: 1300 });
    expect(purchase.statusCode).toBe(503);
    expect(purchase.json()).toMatchObject({ code: 'CHECKOUT_CLOSED', message: CHECKOUT_CLOSED_MESSAGE });
    expect(await storedPurchases()).toBe(purchasesBefore);

    await saveTestSeller(prod.database.db);
    expect((await prod.app.inject({ method: 'GET', url: '/api/shop-info' })).json()).toMatchObject({ checkoutOpen: true });
    // The same key again: the 503 was not stored, so the retry places the order.
    const retried = await prod.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: shopOrderBody(),
      headers: { ...https, 'idempotency-key': 'k-1' },
    });
    expect(retried.statusCode).toBe(201);
    expect(await storedOrders()).toBe(ordersBefore + 1);
    const bought = await asDealerOf(prod.app, token, '/api/dealer/purchase-credits', { quantity: 10, amount: 1300 });
    expect(bought.statusCode).toBe(200);
  });
});

describe('outside production', () => {
  it('keeps the checkout open with the placeholder seller (a fresh npm start works)', async () => {
    const dev = await createTestApp();
    try {
      expect((await dev.app.inject({ method: 'GET', url: '/api/shop-info' })).json()).toMatchObject({ checkoutOpen: true });
      const order = await dev.app.inject({ method: 'POST', url: '/api/orders', payload: shopOrderBody(), headers: jsonHeaders });
      expect(order.statusCode).toBe(201);
    } finally {
      await dev.close();
    }
  });
});
