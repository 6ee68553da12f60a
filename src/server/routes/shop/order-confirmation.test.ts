/**
 * Order Confirmed after a reload: the order is read back only through its capability
 * (docs/decisions/017-order-capabilities.md).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { orders, promotions } from '../../db/schema/index';
import { jsonHeaders, placeShopOrder, shopOrderBody } from '#tests/support/shop';

let t: TestApp;
withTestApp((app) => (t = app));

const confirmation = (orderId: number, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/confirmation',
    payload: { orderId },
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
  });

describe('POST /api/orders/confirmation', () => {
  it('answers the browser that placed the order with its keychains, total and address', async () => {
    const { id, cookie } = await placeShopOrder(t.app);
    await t.database.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, id));
    const res = await confirmation(id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId: id, paymentStatus: 'completed', amountPaise: 51000, customerName: 'Asha Verma' });
    expect(res.json().keychains).toHaveLength(3);
  });

  it('names the coupon code and both discounts of a discounted order (docs/product.md#promotions)', async () => {
    await t.database.db
      .insert(promotions)
      .values({ code: 'THANKS50', type: 'fixed', value: 5_000, createdAt: t.app.services.now() })
      .onConflictDoNothing();
    const { id, cookie } = await placeShopOrder(t.app, {}, shopOrderBody({ couponCode: 'thanks-50' }));
    const res = await confirmation(id, cookie);
    expect(res.json()).toMatchObject({ amountPaise: 46_000, couponCode: 'THANKS50', couponDiscountPaise: 5_000, prepaidDiscountPaise: 0 });
  });

  it('answers no code and no discount for an order without one', async () => {
    const { id, cookie } = await placeShopOrder(t.app);
    expect((await confirmation(id, cookie)).json()).toMatchObject({ couponCode: null, couponDiscountPaise: 0, prepaidDiscountPaise: 0 });
  });

  it('is a 404 for anyone else, with no personal data', async () => {
    const { id } = await placeShopOrder(t.app);
    const res = await confirmation(id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Asha');
  });
});
