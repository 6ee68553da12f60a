/**
 * Coupon codes at checkout (docs/product.md#promotions): the server prices the code, every
 * refusal names its rule, and a use is reserved, released on a failed payment and held again.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '#tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { jsonHeaders, shopOrderBody } from '#tests/support/shop';
import { DIWALI10_QUOTE } from '#tests/factories/quotes';
import { PROMOTION_MESSAGES } from '#shared/schemas/promotion';
import { orders, orderEvents, promotionRedemptions, promotions } from '../../db/schema/index';
import { releaseAbandonedPromotionUses, ABANDONED_AFTER_MS } from './promotion-uses';
import { setPrepaidDiscount } from './prepaid-discount';
import { recordPaymentFailure } from '../payments/record-payment-failure';
import { transitionOrderStatus } from '../admin/update-order-status';

let t: TestApp;
withTestApp((app) => (t = app));

let seq = 0;
/** Inserts a promotion (10 % off by default) with a fresh code and returns the code. */
async function promotion(overrides: Partial<typeof promotions.$inferInsert> = {}): Promise<string> {
  seq += 1;
  const code = overrides.code ?? `CODE${seq}X${process.pid % 1000}`;
  await t.database.db.insert(promotions).values({ type: 'percentage', value: 10, createdAt: new Date(), ...overrides, code });
  return code;
}

function order(couponCode: unknown, overrides: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/orders', payload: shopOrderBody({ couponCode, ...overrides }), headers: jsonHeaders });
}

function customer(n: number) {
  return { customerEmail: `buyer${n}@example.in`, customerPhone: `+91 98${String(n).padStart(8, '0')}` };
}

describe('POST /api/orders with couponCode', () => {
  it('prices 10 % off the tier price on the server, ignoring a tampered total and discount', async () => {
    const code = await promotion();
    const res = await order(` ${code.toLowerCase()}\u200b`, { totalPrice: 1, discount: 50_000, ...customer(1) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalPrice: '459.00', couponCode: code, couponDiscountPaise: 5_100, prepaidDiscountPaise: 0 });
    const [use] = await t.database.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.orderId, res.json<{ id: number }>().id));
    expect(use).toMatchObject({
      status: 'reserved',
      discountPaise: 5_100,
      customerEmail: 'buyer1@example.in',
      customerPhone: '9800000001',
    });
  });

  it('without a code charges the tier price, and an empty code means none', async () => {
    const res = await order('', customer(2));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalPrice: '510.00', couponCode: null, couponDiscountPaise: 0 });
  });

  it('caps a percentage by maxDiscountPaise and a fixed amount leaves at least ₹1', async () => {
    const capped = await promotion({ value: 50, maxDiscountPaise: 10_000 });
    expect((await order(capped, customer(3))).json()).toMatchObject({ totalPrice: '410.00', couponDiscountPaise: 10_000 });
    const huge = await promotion({ type: 'fixed', value: 1_000_000 });
    expect((await order(huge, customer(4))).json()).toMatchObject({ totalPrice: '1.00', couponDiscountPaise: 50_900 });
  });

  it('applies the prepaid discount after the code, on what is left', async () => {
    await setPrepaidDiscount(t.database.db, { type: 'fixed', value: 2_500 });
    try {
      const code = await promotion();
      const res = await order(code, customer(5));
      expect(res.json()).toMatchObject({ totalPrice: '434.00', couponDiscountPaise: 5_100, prepaidDiscountPaise: 2_500 });
    } finally {
      await setPrepaidDiscount(t.database.db, { type: null, value: 0 });
    }
  });

  const hour = 60 * 60 * 1000;
  it.each<[string, () => Promise<string>, string]>([
    ['unknown', async () => 'NOSUCHCODE', PROMOTION_MESSAGES.unknown],
    ['expired', () => promotion({ endsAt: new Date(Date.now() - hour) }), PROMOTION_MESSAGES.expired],
    ['not yet started', () => promotion({ startsAt: new Date(Date.now() + hour) }), PROMOTION_MESSAGES.notStarted],
    ['paused', () => promotion({ status: 'paused' }), PROMOTION_MESSAGES.paused],
    ['ended', () => promotion({ status: 'ended' }), PROMOTION_MESSAGES.ended],
    ['below the minimum', () => promotion({ minOrderPaise: 60_000 }), 'This code needs an order of at least ₹600'],
  ])('refuses a code that is %s with a 400 naming the rule, and stores nothing', async (_, make, message) => {
    const code = await make();
    const before = await t.database.db.$count(orders);
    const res = await order(code, customer(6));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, issues: [{ path: 'couponCode', message }] });
    expect(await t.database.db.$count(orders)).toBe(before);
  });

  it('refuses a code with symbols clearly', async () => {
    const res = await order('DIWALI!10', customer(7));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(PROMOTION_MESSAGES.format);
  });

  it('refuses a used-up code: "This code has been fully used"', async () => {
    const code = await promotion({ usageLimit: 1 });
    expect((await order(code, customer(8))).statusCode).toBe(201);
    const res = await order(code, customer(9));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.usedUp);
  });

  it('counts the same customer by phone, e-mail or account for perCustomerLimit', async () => {
    const code = await promotion({ perCustomerLimit: 1 });
    expect((await order(code, customer(10))).statusCode).toBe(201);
    const samePhone = await order(code, { ...customer(10), customerEmail: 'other10@example.in' });
    expect(samePhone.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.alreadyUsed);
    const sameEmail = await order(code, { ...customer(11), customerEmail: 'BUYER10@example.in' });
    expect(sameEmail.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.alreadyUsed);
    expect((await order(code, customer(12))).statusCode).toBe(201);
  });

  it.each([
    ['a.b.c+x@gmail.com', 'ABC@googlemail.com'],
    ['abc@gmail.com', 'a.b.c+x@gmail.com'],
    ['ABC@googlemail.com', 'abc@gmail.com'],
    ['A.B.C@GMAIL.COM', 'abc+second@googlemail.com'],
  ])('treats %s and %s as one customer for a once-per-customer code (docs/decisions/219)', async (first, second) => {
    const code = await promotion({ perCustomerLimit: 1 });
    const firstOrder = await order(code, { ...customer(30 + seq), customerEmail: first });
    expect(firstOrder.statusCode).toBe(201);
    const again = await order(code, { ...customer(60 + seq), customerEmail: second });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.alreadyUsed);
    const uses = await t.database.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.orderId, firstOrder.json<{ id: number }>().id));
    // The redemption keeps the address as typed (lower case); the rule compares its key.
    expect(uses[0]!.customerEmail).toBe(first.toLowerCase());
  });

  it('keeps dots and +tags apart outside Gmail, and a different Gmail mailbox is another customer', async () => {
    const code = await promotion({ perCustomerLimit: 1 });
    expect((await order(code, { ...customer(91), customerEmail: 'a.b@example.in' })).statusCode).toBe(201);
    expect((await order(code, { ...customer(92), customerEmail: 'ab@example.in' })).statusCode).toBe(201);
    expect((await order(code, { ...customer(93), customerEmail: 'ab+x@example.in' })).statusCode).toBe(201);
    expect((await order(code, { ...customer(94), customerEmail: 'abc@gmail.com' })).statusCode).toBe(201);
    expect((await order(code, { ...customer(95), customerEmail: 'abcd@gmail.com' })).statusCode).toBe(201);
    expect((await order(code, { ...customer(96), customerEmail: 'abc@gmail.co' })).statusCode).toBe(201);
  });

  it('counts a use stored before the rule (the address as typed, with dots) against its Gmail spellings', async () => {
    const code = await promotion({ perCustomerLimit: 1 });
    const first = await order(code, { ...customer(97), customerEmail: 'old.timer@gmail.com' });
    expect(first.statusCode).toBe(201);
    const again = await order(code, { ...customer(98), customerEmail: 'OldTimer+coupon@googlemail.com' });
    expect(again.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.alreadyUsed);
  });

  it('refuses a first-order-only code to a Gmail customer whose paid order was spelled otherwise', async () => {
    const code = await promotion({ firstOrderOnly: true });
    const paid = await order(undefined, { ...customer(99), customerEmail: 'first.order@gmail.com' });
    await t.database.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, paid.json<{ id: number }>().id));
    const res = await order(code, { ...customer(100), customerEmail: 'FirstOrder+new@googlemail.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.firstOrderOnly);
  });

  it('refuses a first-order-only code to a customer with a paid order', async () => {
    const code = await promotion({ firstOrderOnly: true });
    const paid = await order(undefined, customer(13));
    await t.database.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, paid.json<{ id: number }>().id));
    const res = await order(code, { ...customer(14), customerPhone: customer(13).customerPhone });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.firstOrderOnly);
    expect((await order(code, customer(15))).statusCode).toBe(201);
  });
});

describe('a reserved use', () => {
  async function openPayment(orderId: number, cookie: string) {
    return t.app.inject({ method: 'POST', url: '/api/payments/create-order', payload: { orderId }, headers: { ...jsonHeaders, cookie } });
  }
  async function placed(code: string, n: number) {
    const res = await order(code, customer(n));
    const cookie = res.cookies.find((c) => c.name === 'chaabi_orders')!;
    return { id: res.json<{ id: number }>().id, cookie: `chaabi_orders=${cookie.value}` };
  }
  const statusOf = async (orderId: number) =>
    (await t.database.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, orderId)))[0]!.status;

  it('is released when the payment fails, so another shopper can take it, and the first cannot pay then', async () => {
    const code = await promotion({ usageLimit: 1 });
    const first = await placed(code, 20);
    const opened = await openPayment(first.id, first.cookie);
    expect(opened.statusCode).toBe(200);
    await recordPaymentFailure(t.database.db, {
      providerOrderId: opened.json<{ orderId: string }>().orderId,
      reason: 'Card declined',
      source: 'browser',
      now: new Date(),
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row!.paymentStatus).toBe('failed');
    expect(await statusOf(first.id)).toBe('released');
    const second = await placed(code, 21);
    expect(await statusOf(second.id)).toBe('reserved');
    const retry = await openPayment(first.id, first.cookie);
    expect(retry.statusCode).toBe(400);
    expect(retry.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.usedUp);
  });

  it('refuses the payment of an unpaid order whose code was paused, before any gateway order', async () => {
    const code = await promotion();
    const mine = await placed(code, 22);
    await t.database.db.update(promotions).set({ status: 'paused' }).where(eq(promotions.code, code));
    const res = await openPayment(mine.id, mine.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.paused);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, mine.id));
    expect(row!.razorpayOrderId).toBeNull();
  });

  it('is released when the unpaid order is abandoned (reconciliation) or cancelled', async () => {
    const code = await promotion();
    const abandoned = await placed(code, 23);
    expect(await releaseAbandonedPromotionUses(t.database.db, new Date(Date.now() + ABANDONED_AFTER_MS - 60_000))).toBe(0);
    expect(await statusOf(abandoned.id)).toBe('reserved');
    expect(await releaseAbandonedPromotionUses(t.database.db, new Date(Date.now() + ABANDONED_AFTER_MS + 1_000))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(abandoned.id)).toBe('released');
    const cancelled = await placed(code, 24);
    await transitionOrderStatus(t.database.db, { orderId: cancelled.id, status: 'cancelled', now: new Date() });
    expect(await statusOf(cancelled.id)).toBe('released');
    expect(await t.database.db.$count(orderEvents)).toBeGreaterThan(0);
  });
});

describe('POST /api/orders/quote', () => {
  const quote = (payload: object) => t.app.inject({ method: 'POST', url: '/api/orders/quote', payload, headers: jsonHeaders });

  it('answers the price with the code before payment, reserving nothing', async () => {
    const code = await promotion({ usageLimit: 1 });
    const res = await quote({ quantity: 3, couponCode: code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DIWALI10_QUOTE, couponCode: code });
    expect((await order(code, customer(30))).statusCode).toBe(201);
  });

  it('names the rule a code breaks, including the customer rules once the form is filled', async () => {
    expect((await quote({ quantity: 1, couponCode: 'NOSUCHCODE' })).json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.unknown);
    const code = await promotion({ perCustomerLimit: 1 });
    expect((await order(code, customer(31))).statusCode).toBe(201);
    expect((await quote({ quantity: 3, couponCode: code })).statusCode).toBe(200);
    const mine = await quote({ quantity: 3, couponCode: code, customerPhone: customer(31).customerPhone });
    expect(mine.statusCode).toBe(400);
    expect(mine.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.alreadyUsed);
  });
});
