/**
 * Exact usage limits under concurrency (docs/decisions/150-promotion-uses-reserved-under-a-row-lock.md):
 * 20 checkouts at once on two instances (two pools, one PostgreSQL database) on a code limited
 * to 5 uses: exactly 5 orders carry the discount, the other 15 hear "This code has been fully used".
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TestDatabase } from '#tests/setup/test-db';
import { jsonHeaders, shopOrderBody, withTwoQuietGatewayInstances } from '#tests/support/shop';
import { PROMOTION_MESSAGES } from '#shared/schemas/promotion';
import { orders, promotionRedemptions, promotions } from '../../db/schema/index';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a code limited to 5 uses on two instances (PostgreSQL)', () => {
  let apps: FastifyInstance[];
  let database: TestDatabase;
  withTwoQuietGatewayInstances((two) => ({ apps, database } = two));

  it('gives exactly 5 of 20 parallel checkouts the discount', async () => {
    const code = `LAST5X${process.pid}`;
    const [promotion] = await database.db
      .insert(promotions)
      .values({ code, type: 'fixed', value: 5_000, usageLimit: 5, createdAt: new Date() })
      .returning();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/orders',
          payload: shopOrderBody({
            couponCode: code,
            customerEmail: `rush${i}@example.in`,
            customerPhone: `+91 97${String(i).padStart(8, '0')}`,
          }),
          headers: jsonHeaders,
        }),
      ),
    );
    const placed = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused.every((r) => r.json<{ message: string }>().message === PROMOTION_MESSAGES.usedUp)).toBe(true);
    const uses = await database.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, promotion!.id));
    expect(uses).toHaveLength(5);
    const discounted = await database.db.select().from(orders).where(eq(orders.couponCode, code));
    expect(discounted).toHaveLength(5);
    expect(discounted.every((o) => o.totalPaise === 46_000 && o.couponDiscountPaise === 5_000)).toBe(true);
  });

  it('gives a once-per-customer code to one of two parallel checkouts by two spellings of one Gmail address', async () => {
    const code = `ONCEGMAIL${process.pid}`;
    await database.db.insert(promotions).values({ code, type: 'fixed', value: 5_000, perCustomerLimit: 1, createdAt: new Date() });
    for (let round = 0; round < 5; round += 1) {
      const spellings = [`g.m.a.i.l${round}+one@gmail.com`, `GMAIL${round}@googlemail.com`, `gmail${round}@gmail.com`];
      const answers = await Promise.all(
        spellings.map((customerEmail, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/orders',
            // Different phones, so only the e-mail ties them together.
            payload: shopOrderBody({ couponCode: code, customerEmail, customerPhone: `+91 96${String(round * 10 + i).padStart(8, '0')}` }),
            headers: jsonHeaders,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
      for (const refused of answers.filter((r) => r.statusCode === 400)) {
        expect(refused.json<{ message: string }>().message).toBe(PROMOTION_MESSAGES.alreadyUsed);
      }
    }
    const [promotion] = await database.db.select().from(promotions).where(eq(promotions.code, code));
    expect(await database.db.$count(promotionRedemptions, eq(promotionRedemptions.promotionId, promotion!.id))).toBe(5);
  });
});
