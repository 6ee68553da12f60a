/**
 * Reconciliation across instances (docs/decisions/023-several-instances.md): two apps on two pools
 * to one PostgreSQL database run passes at the same time; every abandoned capture is settled
 * exactly once, and no gateway order is asked about twice in one round (FOR UPDATE SKIP LOCKED
 * plus next_check_at). 10 rounds with fresh payments.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { orderEvents, orders, payments } from '../../db/schema/index';
import type { TestDatabase } from '#tests/setup/test-db';
import { payAtTheBank, withTwoQuietGatewayInstances } from '#tests/support/shop';
import type { PaymentProvider } from './provider';
import { reconcilePendingPayments } from './reconcile-pending-payments';

const ROUNDS = 10;
const PER_ROUND = 8;

describe.skipIf(!process.env.TEST_DATABASE_URL)('reconciliation on two instances (PostgreSQL)', () => {
  let apps: FastifyInstance[];
  let database: TestDatabase;
  withTwoQuietGatewayInstances((two) => ({ apps, database } = two));

  it('settles every abandoned capture exactly once and asks the gateway once per payment per round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const ids: number[] = [];
      const providerOrderIds: string[] = [];
      for (let i = 0; i < PER_ROUND; i += 1) {
        // The customer paid, then closed the tab: the browser never calls verify.
        const paid = await payAtTheBank(apps[0]!);
        ids.push(paid.id);
        providerOrderIds.push(paid.providerOrderId);
      }
      const asked: string[] = [];
      const counting = (app: FastifyInstance): PaymentProvider =>
        Object.assign(Object.create(Object.getPrototypeOf(app.services.payments) as object) as PaymentProvider, app.services.payments, {
          fetchOrderPayments: (id: string) => {
            asked.push(id);
            return app.services.payments.fetchOrderPayments(id);
          },
        });
      const later = new Date(Date.now() + 2 * 60_000);
      const summaries = await Promise.all(
        apps.flatMap((app) => [0, 1].map(() => reconcilePendingPayments(app.services.db, counting(app), { now: later, limit: 3 }))),
      );
      // Four passes of at most 3: together they may leave some for the next pass, never double up.
      const mine = asked.filter((id) => providerOrderIds.includes(id));
      expect(new Set(mine).size).toBe(mine.length);
      await Promise.all(apps.map((app) => reconcilePendingPayments(app.services.db, counting(app), { now: later })));
      const captured = summaries.reduce((n, s) => n + s.captured, 0);
      expect(captured).toBeLessThanOrEqual(PER_ROUND);

      const rows = await database.db.select().from(orders).where(inArray(orders.id, ids));
      expect(rows.every((o) => o.paymentStatus === 'completed')).toBe(true);
      const paid = await database.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
      expect(paid.filter((e) => e.type === 'paid')).toHaveLength(PER_ROUND);
      const checked = await database.db.select().from(payments).where(inArray(payments.providerOrderId, providerOrderIds));
      expect(checked.every((p) => p.status === 'captured' && p.checkAttempts === 1)).toBe(true);
      expect(new Set(asked.filter((id) => providerOrderIds.includes(id))).size).toBe(PER_ROUND);
      expect(asked.filter((id) => providerOrderIds.includes(id))).toHaveLength(PER_ROUND);
    }
  });
});
