/**
 * The dashboard's day tallies (docs/decisions/186-dashboard-tallies-per-india-day.md) equal a
 * count from scratch after every kind of write: payments captured by the payment pipeline and
 * written directly, a failed payment of a cancelled order, refunds settled, a COD order's advance
 * and cash, a second payment, an order moved to another customer, a payment taken back; and
 * concurrent writers lose no count (PostgreSQL).
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/setup/test-db';
import { openSecondConnection } from '#tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { insertOrder } from '#tests/support/admin';
import { recountTallies, storedTallies } from '#tests/support/dashboard-recount';
import type { Db, Tx } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema/index';
import { markPaid } from '../payments/mark-paid';
import { settleRefund } from '../refunds/settle-refund';
import { recordCodCollected } from '../shipping/courier-cash-events';
import { SALES_CHANNELS } from './dashboard-sales';

let t: TestApp;
withAdminApp((app) => {
  t = app;
});
const db = () => t.database.db;

let seq = 0;
async function payment(orderId: number, paise: number, status: 'created' | 'captured' | 'failed', capturedAt?: string) {
  const [row] = await db()
    .insert(payments)
    .values({
      provider: 'simulated',
      providerOrderId: `order_tally_${++seq}`,
      purpose: 'order',
      orderId,
      amountPaise: paise,
      status,
      capturedAt: capturedAt ? new Date(capturedAt) : null,
    })
    .returning({ id: payments.id, providerOrderId: payments.providerOrderId });
  return row!;
}

const designs = (n: number, font: string, colour = 'yellow') =>
  Array.from({ length: n }, () => ({ customText: 'Asha', fontFamily: font, textColor: colour }));

async function expectTalliesRecounted(on: Db | Tx = db()) {
  const [stored, recount] = [await storedTallies(on), await recountTallies(on, SALES_CHANNELS)];
  expect(stored).toEqual(recount);
  return stored;
}

describe('the dashboard tallies', () => {
  beforeAll(async () => {
    // Paid through the payment pipeline (markPaid → applyCapture), placed 10 minutes before.
    const online = await insertOrder(db(), {
      customerEmail: 'Meera@example.in',
      quantity: 2,
      keychains: designs(2, 'bangers'),
      createdAt: new Date('2026-11-20T04:50:00Z'),
    });
    const pending = await payment(online, 39_800, 'created');
    await markPaid(db(), {
      providerOrderId: pending.providerOrderId,
      providerPaymentId: 'pay_t1',
      source: 'webhook',
      now: new Date('2026-11-20T05:00:00Z'),
    });

    // A cancelled order whose payment failed counts nowhere.
    const cancelled = await insertOrder(db(), {
      orderStatus: 'cancelled',
      paymentStatus: 'failed',
      createdAt: new Date('2026-11-20T06:00:00Z'),
    });
    await payment(cancelled, 19_900, 'failed');

    // Written directly (as the demo seed's COPY and the tests do), then refunded in part and in full.
    const refunded = await insertOrder(db(), {
      customerEmail: 'ravi@example.in',
      quantity: 3,
      keychains: designs(3, 'pacifico', 'red'),
      paymentStatus: 'completed',
      createdAt: new Date('2026-11-21T18:00:00Z'),
    });
    const paid = await payment(refunded, 45_000, 'captured', '2026-11-21T18:40:00Z');
    const asked = await db()
      .insert(refunds)
      .values([
        { orderId: refunded, paymentId: paid.id, amountPaise: 5_000, reason: 'x', requestedBy: 'admin' },
        { orderId: refunded, paymentId: paid.id, amountPaise: 40_000, reason: 'y', requestedBy: 'admin' },
        { orderId: refunded, paymentId: paid.id, amountPaise: 1_000, reason: 'z', requestedBy: 'admin' },
      ])
      .returning({ id: refunds.id });
    await db().transaction((tx) =>
      settleRefund(tx, {
        refundId: asked[0]!.id,
        outcome: { status: 'processed' },
        source: 'webhook',
        now: new Date('2026-11-22T05:00:00Z'),
      }),
    );
    await db().transaction((tx) =>
      settleRefund(tx, { refundId: asked[1]!.id, outcome: { status: 'processed' }, source: 'api', now: new Date('2026-11-23T05:00:00Z') }),
    );
    await db().transaction((tx) =>
      settleRefund(tx, {
        refundId: asked[2]!.id,
        outcome: { status: 'failed', reason: 'bank' },
        source: 'api',
        now: new Date('2026-11-23T06:00:00Z'),
      }),
    );

    // Cash on delivery: an advance paid online (counted as a payment), then the cash collected.
    const cod = await insertOrder(db(), {
      customerEmail: 'meera@EXAMPLE.in',
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      orderStatus: 'confirmed',
      quantity: 4,
      keychains: designs(4, 'bangers', 'blue'),
      codAdvancePaise: 10_000,
      codCollectPaise: 60_000,
      createdAt: new Date('2026-11-19T10:00:00Z'),
    });
    const advance = await payment(cod, 10_000, 'created');
    await markPaid(db(), {
      providerOrderId: advance.providerOrderId,
      providerPaymentId: 'pay_t2',
      source: 'verify',
      now: new Date('2026-11-24T10:00:00Z'),
    });
    await db().transaction((tx) =>
      recordCodCollected(tx, {
        orderId: cod,
        reportedPaise: null,
        at: new Date('2026-11-26T10:00:00Z'),
        actor: 'courier',
        now: new Date(),
      }),
    );

    // Paid twice: the later-recorded payment is the earlier one, so the order moves to its day.
    const twice = await insertOrder(db(), {
      customerEmail: 'twice@example.in',
      paymentStatus: 'completed',
      createdAt: new Date('2026-11-24T01:00:00Z'),
    });
    await payment(twice, 19_900, 'captured', '2026-11-25T01:00:00Z');
    const early = await payment(twice, 1_000, 'captured', '2026-11-24T02:00:00Z');

    // A late payer: placed long before their other paid order, paid afterwards.
    await insertOrder(db(), {
      customerEmail: 'twice@example.in',
      paymentStatus: 'completed',
      createdAt: new Date('2026-11-01T01:00:00Z'),
    }).then((id) => payment(id, 19_900, 'captured', '2026-11-27T01:00:00Z'));

    // Changed after payment: its customer and its keychains; a payment taken back (deleted).
    const moved = await insertOrder(db(), {
      customerEmail: 'first@example.in',
      paymentStatus: 'completed',
      createdAt: new Date('2026-11-22T01:00:00Z'),
    });
    await payment(moved, 19_900, 'captured', '2026-11-22T02:00:00Z');
    await db()
      .update(orders)
      .set({ customerEmail: 'second@example.in', quantity: 2, keychains: designs(2, 'chewy') })
      .where(eq(orders.id, moved));
    await db().delete(payments).where(eq(payments.id, early.id));
  });

  it('equal a count from scratch after payments, refunds, COD, a cancelled order and later changes', async () => {
    const stored = await expectTalliesRecounted();
    expect(stored.sales.length).toBeGreaterThan(3);
    expect(stored.gst.length).toBeGreaterThan(0);
    expect(stored.refunds).toEqual([JSON.stringify(['2026-11-22', 5_000, 1]), JSON.stringify(['2026-11-23', 40_000, 1])]);
    // Meera (two spellings) paid on the 20th and the 24th: one customer.
    expect(stored.customers.filter((c) => c.includes('meera@example.in'))).toHaveLength(2);
  });

  it('would catch a write that skipped them', async () => {
    const order = await insertOrder(db(), { paymentStatus: 'completed', createdAt: new Date('2026-11-28T01:00:00Z') });
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`alter table payments disable trigger dashboard_payments_tally`);
        await tx.insert(payments).values({
          provider: 'simulated',
          providerOrderId: `order_tally_${++seq}`,
          purpose: 'order',
          orderId: order,
          amountPaise: 19_900,
          status: 'captured',
          capturedAt: new Date('2026-11-28T02:00:00Z'),
        });
        await expectTalliesRecounted(tx);
      }),
    ).rejects.toThrow();
    // The same write with the tally in place (the transaction above rolled back).
    await payment(order, 19_900, 'captured', '2026-11-28T02:00:00Z');
    await expectTalliesRecounted();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('lose no count when many transactions pay the same day at once (PostgreSQL)', async () => {
    const ids = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        insertOrder(db(), {
          customerEmail: `crowd${i % 4}@example.in`,
          paymentStatus: 'completed',
          createdAt: new Date('2026-11-29T01:00:00Z'),
        }),
      ),
    );
    const second = openSecondConnection(t.database);
    try {
      await Promise.all(
        ids.map((id, i) =>
          (i % 2 ? second.db : db()).insert(payments).values({
            provider: 'simulated',
            providerOrderId: `order_crowd_${id}`,
            purpose: 'order',
            orderId: id,
            amountPaise: 19_900,
            status: 'captured',
            capturedAt: new Date(`2026-11-29T0${2 + (i % 3)}:00:00Z`),
          }),
        ),
      );
    } finally {
      await second.close();
    }
    const stored = await expectTalliesRecounted();
    expect(stored.sales).toContain(JSON.stringify(['2026-11-29', 'online', 16 * 19_900, 16, 16]));
  });
});
