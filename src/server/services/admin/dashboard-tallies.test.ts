/**
 * The dashboard's day tallies (docs/decisions/186-dashboard-tallies-per-india-day.md) equal a
 * count from scratch after every kind of write: payments captured by the payment pipeline and
 * written directly, a failed payment of a cancelled order, refunds settled, a COD order's advance
 * and cash, a second payment, an order moved to another customer, a payment taken back; and
 * concurrent writers lose no count (PostgreSQL). Cash on delivery
 * (docs/decisions/195-dashboard-counts-cash-on-delivery.md): the cash counts under 'cod' on the
 * day it was collected (by the courier's delivery report or, without one, by the remittance), a
 * COD order's advance under 'cod' too, and the order once, on the day of its first money; and
 * dashboard_tallies_rebuild() recounts what the triggers wrote, also after a tally was corrupted.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/setup/test-db';
import { openSecondConnection } from '#tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { insertOrder } from '#tests/support/admin';
import { recountTallies, storedTallies } from '#tests/support/dashboard-recount';
import type { Db, Tx } from '../../db/client';
import { orders, payments, refunds, shipments } from '../../db/schema/index';
import { importRemittances } from '../cod/import-remittances';
import { markPaid } from '../payments/mark-paid';
import { settleRefund } from '../refunds/settle-refund';
import { recordCodCollected } from '../shipping/courier-cash-events';
import { rowsOf, SALES_CHANNELS } from './dashboard-sales';

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

/** One India day's sales tallies by method: [paise, orders, keychains] (rows back at zero left out). */
async function salesOn(day: string): Promise<Record<string, [number, number, number]>> {
  const rows = await rowsOf<Record<string, string | number>>(
    db(),
    sql`select method, paid_paise, orders, keychains from dashboard_sales_days
        where day = ${day}::date and (paid_paise <> 0 or orders <> 0 or keychains <> 0)`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.method), [Number(r.paid_paise), Number(r.orders), Number(r.keychains)]]));
}

/** A customer's day tallies: [day, orders, newcomer]. */
async function customerDays(email: string): Promise<[string, number, boolean][]> {
  const rows = await rowsOf<Record<string, string | number | boolean>>(
    db(),
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.orders, d.newcomer from dashboard_customer_days d
        join dashboard_customers c on c.id = d.customer_id where c.email = ${email} and d.orders <> 0 order by d.day`,
  );
  return rows.map((r) => [String(r.day), Number(r.orders), Boolean(r.newcomer)]);
}

/** A shipped COD order of ₹540.00 (₹500 keychains + ₹40 fee) to collect in cash. */
const codOrder = (overrides: Parameters<typeof insertOrder>[1] = {}) =>
  insertOrder(db(), {
    paymentMethod: 'cod',
    paymentStatus: 'cod_pending',
    orderStatus: 'shipped',
    status: 'shipped',
    totalPaise: 54_000,
    codFeePaise: 4_000,
    codCollectPaise: 54_000,
    ...overrides,
  });

/** The courier's delivery report: the cash collected at `at` (the amount due when `reportedPaise` is null). */
const collect = (orderId: number, at: string, reportedPaise: number | null = null) =>
  db().transaction((tx) => recordCodCollected(tx, { orderId, reportedPaise, at: new Date(at), actor: 'courier', now: new Date(at) }));

/** A COD advance paid online through the payment pipeline at `at`. */
async function payAdvance(orderId: number, paise: number, at: string) {
  const advance = await payment(orderId, paise, 'created');
  await markPaid(db(), {
    providerOrderId: advance.providerOrderId,
    providerPaymentId: `pay_${advance.providerOrderId}`,
    source: 'verify',
    now: new Date(at),
  });
  return advance;
}

let awbSeq = 0;
/** The courier's remittance of the order's cash, on India day `remittedOn`. */
async function remit(orderId: number, paise: number, remittedOn: string) {
  const awb = `DASHCOD${String(++awbSeq).padStart(6, '0')}`;
  await db().insert(shipments).values({ orderId, provider: 'manual', state: 'created', awb, courier: 'Delhivery' });
  return importRemittances(db(), {
    lines: [{ awb, amountPaise: paise, utr: `UTR${awb}`, remittedOn }],
    source: 'file',
    actor: 'admin',
    now: new Date(`${remittedOn}T12:00:00Z`),
  });
}

describe('cash on delivery in the dashboard tallies', () => {
  it('counts a COD order collected without an advance under cod, on the India day of the cash', async () => {
    const id = await codOrder({ quantity: 2, keychains: designs(2, 'chewy', 'green'), createdAt: new Date('2026-12-01T04:30:00Z') });
    // 3 Dec 00:10 India time: the India day, not the UTC one (2 Dec).
    expect(await collect(id, '2026-12-02T18:40:00Z')).toBe('collected');
    expect(await salesOn('2026-12-02')).toEqual({});
    expect(await salesOn('2026-12-03')).toEqual({ cod: [54_000, 1, 2] });
    const stored = await expectTalliesRecounted();
    expect(stored.keychains).toContain(JSON.stringify(['2026-12-03', 'chewy', 'green', 2]));
  });

  it("counts a COD order with an advance once, on the advance's day, and each amount on its own day, all under cod", async () => {
    const id = await codOrder({
      customerEmail: 'advance@example.in',
      quantity: 3,
      keychains: designs(3, 'chewy'),
      codAdvancePaise: 10_000,
      codCollectPaise: 44_000,
      orderStatus: 'confirmed',
      status: 'confirmed',
      createdAt: new Date('2026-12-04T04:00:00Z'),
    });
    await payAdvance(id, 10_000, '2026-12-04T04:30:00Z');
    expect(await salesOn('2026-12-04')).toEqual({ cod: [10_000, 1, 3] });
    await expectTalliesRecounted();
    expect(await collect(id, '2026-12-06T04:30:00Z')).toBe('collected');
    expect(await salesOn('2026-12-04')).toEqual({ cod: [10_000, 1, 3] });
    expect(await salesOn('2026-12-06')).toEqual({ cod: [44_000, 0, 0] });
    expect(await customerDays('advance@example.in')).toEqual([['2026-12-04', 1, true]]);
    await expectTalliesRecounted();
    // The remittance changes no figure: the cash was counted when it was collected.
    expect((await remit(id, 44_000, '2026-12-08')).lines[0]!.outcome).toBe('matched');
    expect(await salesOn('2026-12-08')).toEqual({});
    expect(await salesOn('2026-12-06')).toEqual({ cod: [44_000, 0, 0] });
    await expectTalliesRecounted();
  });

  it('counts the cash of a remittance that came without a delivery report on the remittance day', async () => {
    const id = await codOrder({ createdAt: new Date('2026-12-07T04:30:00Z') });
    expect((await remit(id, 54_000, '2026-12-09')).lines[0]!.outcome).toBe('matched');
    const [row] = await db().select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ paymentStatus: 'completed', codCollectedPaise: 54_000 });
    expect(await salesOn('2026-12-09')).toEqual({ cod: [54_000, 1, 1] });
    await expectTalliesRecounted();
  });

  it('counts what the courier reports when it differs from the amount due (a mismatch), until the full remittance corrects it', async () => {
    const id = await codOrder({ createdAt: new Date('2026-12-10T01:00:00Z') });
    expect(await collect(id, '2026-12-10T04:30:00Z', 50_000)).toBe('mismatch');
    expect(await salesOn('2026-12-10')).toEqual({ cod: [50_000, 1, 1] });
    await expectTalliesRecounted();
    // A remittance of the amount due completes it (docs/decisions/218-cod-shortfall-stays-open.md): the
    // courier collected it all after all, and the collection day's cash follows.
    expect((await remit(id, 54_000, '2026-12-12')).lines[0]!.outcome).toBe('matched');
    expect(await salesOn('2026-12-10')).toEqual({ cod: [54_000, 1, 1] });
    await expectTalliesRecounted();
  });

  it('moves a COD order to its earlier money, whichever of the advance and the cash is recorded last', async () => {
    // The cash first, then an advance captured before it (recorded late): the order moves to the advance's day.
    const first = await codOrder({ codAdvancePaise: 10_000, codCollectPaise: 44_000, createdAt: new Date('2026-12-13T01:00:00Z') });
    await collect(first, '2026-12-15T04:30:00Z');
    expect(await salesOn('2026-12-15')).toEqual({ cod: [44_000, 1, 1] });
    const advance = await payment(first, 10_000, 'captured', '2026-12-14T04:30:00Z');
    expect(await salesOn('2026-12-14')).toEqual({ cod: [10_000, 1, 1] });
    expect(await salesOn('2026-12-15')).toEqual({ cod: [44_000, 0, 0] });
    await expectTalliesRecounted();
    // The advance taken back: the order returns to the cash's day.
    await db().delete(payments).where(eq(payments.id, advance.id));
    expect(await salesOn('2026-12-14')).toEqual({});
    expect(await salesOn('2026-12-15')).toEqual({ cod: [44_000, 1, 1] });
    await expectTalliesRecounted();

    // The advance first, then the cash recorded (corrected) at an earlier instant: the order moves to the cash's day.
    const second = await codOrder({ codAdvancePaise: 10_000, codCollectPaise: 44_000, createdAt: new Date('2026-12-16T01:00:00Z') });
    await payment(second, 10_000, 'captured', '2026-12-18T04:30:00Z');
    await db()
      .update(orders)
      .set({ paymentStatus: 'cod_collected', codCollectedPaise: 44_000, codCollectedAt: new Date('2026-12-17T04:30:00Z') })
      .where(eq(orders.id, second));
    expect(await salesOn('2026-12-17')).toEqual({ cod: [44_000, 1, 1] });
    expect(await salesOn('2026-12-18')).toEqual({ cod: [10_000, 0, 0] });
    await expectTalliesRecounted();
    // The amount corrected, then the collection undone: the order is back on the advance's day.
    await db().update(orders).set({ codCollectedPaise: 43_000 }).where(eq(orders.id, second));
    expect(await salesOn('2026-12-17')).toEqual({ cod: [43_000, 1, 1] });
    await db()
      .update(orders)
      .set({ paymentStatus: 'cod_pending', codCollectedPaise: null, codCollectedAt: null })
      .where(eq(orders.id, second));
    expect(await salesOn('2026-12-17')).toEqual({});
    expect(await salesOn('2026-12-18')).toEqual({ cod: [10_000, 1, 1] });
    await expectTalliesRecounted();
  });

  it("counts a customer's collected COD order as paid: their next order is a returning customer's", async () => {
    await codOrder({ customerEmail: 'cash@example.in', createdAt: new Date('2026-12-19T01:00:00Z') }).then((id) =>
      collect(id, '2026-12-20T04:30:00Z'),
    );
    const online = await insertOrder(db(), {
      customerEmail: 'Cash@example.in',
      paymentStatus: 'completed',
      createdAt: new Date('2026-12-21T04:00:00Z'),
    });
    await payment(online, 19_900, 'captured', '2026-12-21T04:30:00Z');
    expect(await salesOn('2026-12-21')).toEqual({ online: [19_900, 1, 1] });
    // Not remitted yet (cod_collected), the COD order is already their first paid order.
    expect(await customerDays('cash@example.in')).toEqual([
      ['2026-12-20', 1, true],
      ['2026-12-21', 1, false],
    ]);
    await expectTalliesRecounted();
  });

  it('would catch a cash collection that skipped them', async () => {
    const id = await codOrder({ createdAt: new Date('2026-12-22T01:00:00Z') });
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`alter table orders disable trigger dashboard_orders_tally`);
        await recordCodCollected(tx, {
          orderId: id,
          reportedPaise: null,
          at: new Date('2026-12-22T04:30:00Z'),
          actor: 'courier',
          now: new Date(),
        });
        await expectTalliesRecounted(tx);
      }),
    ).rejects.toThrow();
    // The same collection with the tally in place (the transaction above rolled back).
    await collect(id, '2026-12-22T04:30:00Z');
    expect(await salesOn('2026-12-22')).toEqual({ cod: [54_000, 1, 1] });
    await expectTalliesRecounted();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'count an order once when its advance and its cash are written at the same moment (PostgreSQL)',
    async () => {
      const held = new pg.Client({ connectionString: t.database.url });
      await held.connect();
      try {
        // The cash first, held open; the advance (captured earlier) waits for it, then moves the order to its day.
        const a = await codOrder({ codAdvancePaise: 10_000, codCollectPaise: 44_000, createdAt: new Date('2026-12-23T01:00:00Z') });
        await held.query('begin');
        await held.query(
          `update orders set payment_status = 'cod_collected', cod_collected_paise = 44000, cod_collected_at = '2026-12-24T04:30:00Z' where id = $1`,
          [a],
        );
        const advance = payment(a, 10_000, 'captured', '2026-12-23T04:30:00Z');
        await new Promise((resolve) => setTimeout(resolve, 200));
        await held.query('commit');
        await advance;
        expect(await salesOn('2026-12-23')).toEqual({ cod: [10_000, 1, 1] });
        expect(await salesOn('2026-12-24')).toEqual({ cod: [44_000, 0, 0] });
        await expectTalliesRecounted();

        // The advance first, held open; the cash (collected earlier) waits for it.
        const b = await codOrder({ codAdvancePaise: 10_000, codCollectPaise: 44_000, createdAt: new Date('2026-12-25T01:00:00Z') });
        await held.query('begin');
        await held.query(
          `insert into payments (provider, provider_order_id, purpose, order_id, amount_paise, status, captured_at)
           values ('simulated', $1, 'order', $2, 10000, 'captured', '2026-12-27T04:30:00Z')`,
          [`order_held_${b}`, b],
        );
        const cash = db()
          .update(orders)
          .set({ paymentStatus: 'cod_collected', codCollectedPaise: 44_000, codCollectedAt: new Date('2026-12-26T04:30:00Z') })
          .where(eq(orders.id, b))
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await held.query('commit');
        await cash;
        expect(await salesOn('2026-12-26')).toEqual({ cod: [44_000, 1, 1] });
        expect(await salesOn('2026-12-27')).toEqual({ cod: [10_000, 0, 0] });
        await expectTalliesRecounted();
      } finally {
        await held.query('rollback').catch(() => undefined);
        await held.end();
      }
    },
  );
});

describe('dashboard_tallies_rebuild()', () => {
  it('recounts the same tallies as the triggers wrote, COD included', async () => {
    const written = await expectTalliesRecounted();
    expect(written.sales.some((row) => row.includes('"cod"'))).toBe(true);
    await db().transaction(async (tx) => {
      await tx.execute(sql`lock table orders, payments, refunds, tax_documents in share row exclusive mode`);
      await tx.execute(sql`select dashboard_tallies_rebuild()`);
    });
    expect(await storedTallies(db())).toEqual(written);
  });

  it('restores the right figures after a tally is corrupted (docs/architecture.md "Dashboard tallies")', async () => {
    const written = await expectTalliesRecounted();
    await db().execute(sql`update dashboard_sales_days set paid_paise = paid_paise + 1, orders = orders + 5`);
    await db().execute(sql`delete from dashboard_customer_days`);
    await db().execute(sql`update dashboard_refund_days set refunds = refunds - 1`);
    await db().execute(sql`insert into dashboard_keychain_days (day, font, colour, keychains) values ('2020-01-01', 'Bogus', 'grey', 9)`);
    expect(await storedTallies(db())).not.toEqual(written);
    await db().transaction(async (tx) => {
      await tx.execute(sql`lock table orders, payments, refunds, tax_documents in share row exclusive mode`);
      await tx.execute(sql`select dashboard_tallies_rebuild()`);
    });
    expect(await storedTallies(db())).toEqual(written);
  });
});
