/**
 * The owner's dashboard (docs/product.md#dashboard) on PGlite and PostgreSQL, against a small
 * hand-built data set: India day boundaries, refunds, credit notes, dealer liability, the print
 * room, new and returning customers, the top lists, cash on delivery in the payment mix and the
 * sales, and bad ranges.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { TestApp } from '#tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { insertOrder } from '#tests/support/admin';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';
import { getDashboard } from '../../services/admin/get-dashboard';
import { SALES_CHANNELS } from '../../services/admin/dashboard-sales';
import { dealerCreditTransactions, orders, payments, plateKeychains, plates, refunds, taxDocuments } from '../../db/schema/index';
import { insertDealer } from '#tests/support/dealer';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});
const db = () => t.app.services.db;

let paymentSeq = 0;
/** A shop order paid online at `paidAt` (UTC instant) for `paise`, with `quantity` keychains. */
async function paidOrder(
  paidAt: string,
  paise: number,
  extra: { email?: string; quantity?: number; placedAt?: string; font?: string; orderStatus?: string } = {},
) {
  const quantity = extra.quantity ?? 1;
  const id = await insertOrder(db(), {
    customerEmail: extra.email ?? `someone${++paymentSeq}@example.in`,
    quantity,
    totalPaise: paise,
    keychains: Array.from({ length: quantity }, () => ({ customText: 'Asha', fontFamily: extra.font ?? 'bangers', textColor: 'yellow' })),
    paymentStatus: 'completed',
    orderStatus: extra.orderStatus ?? 'confirmed',
    createdAt: new Date(extra.placedAt ?? paidAt),
  });
  const [payment] = await db()
    .insert(payments)
    .values({
      provider: 'simulated',
      providerOrderId: `order_dash_${++paymentSeq}`,
      purpose: 'order',
      orderId: id,
      amountPaise: paise,
      status: 'captured',
      capturedAt: new Date(paidAt),
    })
    .returning({ id: payments.id });
  return { orderId: id, paymentId: payment!.id };
}

let docSerial = 0;
async function taxDocument(
  kind: 'invoice' | 'credit_note',
  issuedAt: string,
  tax: { cgst: number; sgst: number; igst: number; taxable: number },
) {
  docSerial += 1;
  const series = kind === 'invoice' ? 'CH/26-27' : 'CN/26-27';
  await db()
    .insert(taxDocuments)
    .values({
      kind,
      number: `${series}/${String(docSerial).padStart(6, '0')}`,
      series,
      serial: docSerial,
      issuedAt: new Date(issuedAt),
      placeOfSupplyCode: '27',
      taxablePaise: tax.taxable,
      cgstPaise: tax.cgst,
      sgstPaise: tax.sgst,
      igstPaise: tax.igst,
      totalPaise: tax.taxable + tax.cgst + tax.sgst + tax.igst,
      content: {} as TaxDocumentContent,
    });
}

function dashboard(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/admin/dashboard?${query}`, headers: { cookie } });
}

beforeAll(async () => {
  // 26 Nov 23:59:59 IST (the day before the range) and 27 Nov 00:00 IST (its first second).
  await paidOrder('2026-11-26T18:29:59Z', 10_000, { email: 'asha@example.in' });
  await paidOrder('2026-11-26T18:30:00Z', 20_000, { email: 'ASHA@example.in', quantity: 2, font: 'pacifico' });
  // 28 Nov 23:59 IST (the range's last day) and 29 Nov 00:00 IST (after it).
  const refunded = await paidOrder('2026-11-28T18:29:00Z', 30_000, { email: 'ravi@example.in', quantity: 3 });
  await paidOrder('2026-11-28T18:30:00Z', 99_900, { email: 'late@example.in' });
  // Paid in the range but placed long before: still a new customer.
  await paidOrder('2026-11-27T10:00:00Z', 5_000, { email: 'slow@example.in', placedAt: '2026-10-01T10:00:00Z' });
  // A payment that failed and an unpaid order count nowhere.
  await insertOrder(db(), { createdAt: new Date('2026-11-27T10:00:00Z') });

  await db()
    .insert(refunds)
    .values([
      {
        orderId: refunded.orderId,
        paymentId: refunded.paymentId,
        amountPaise: 12_000,
        reason: 'x',
        requestedBy: 'admin',
        status: 'processed',
        processedAt: new Date('2026-11-28T05:00:00Z'),
      },
      {
        orderId: refunded.orderId,
        paymentId: refunded.paymentId,
        amountPaise: 1_000,
        reason: 'y',
        requestedBy: 'admin',
        status: 'pending',
      },
      {
        orderId: refunded.orderId,
        paymentId: refunded.paymentId,
        amountPaise: 2_000,
        reason: 'z',
        requestedBy: 'admin',
        status: 'failed',
        failedAt: new Date('2026-11-28T05:00:00Z'),
      },
    ]);

  await taxDocument('invoice', '2026-11-27T01:00:00Z', { taxable: 10_000, cgst: 900, sgst: 900, igst: 0 });
  await taxDocument('invoice', '2026-11-28T01:00:00Z', { taxable: 20_000, cgst: 0, sgst: 0, igst: 3_600 });
  await taxDocument('credit_note', '2026-11-28T05:00:00Z', { taxable: 5_000, cgst: 450, sgst: 450, igst: 0 });
  await taxDocument('invoice', '2026-11-26T18:29:00Z', { taxable: 99_999, cgst: 9_999, sgst: 9_999, igst: 0 });

  // Cash on delivery, in December: collected cash (no advance), and an advance paid online then
  // cash collected and remitted. The print room's waiting orders stay as they are (delivered).
  await insertOrder(db(), {
    customerEmail: 'cash@example.in',
    paymentMethod: 'cod',
    paymentStatus: 'cod_collected',
    orderStatus: 'delivered',
    quantity: 2,
    totalPaise: 54_000,
    codFeePaise: 4_000,
    codCollectPaise: 54_000,
    codCollectedPaise: 54_000,
    codCollectedAt: new Date('2026-12-02T10:00:00Z'),
    createdAt: new Date('2026-11-30T10:00:00Z'),
  });
  const advanced = await insertOrder(db(), {
    customerEmail: 'advance@example.in',
    paymentMethod: 'cod',
    paymentStatus: 'cod_pending',
    orderStatus: 'delivered',
    totalPaise: 54_000,
    codFeePaise: 4_000,
    codAdvancePaise: 10_000,
    codCollectPaise: 44_000,
    createdAt: new Date('2026-12-01T04:00:00Z'),
  });
  await db()
    .insert(payments)
    .values({
      provider: 'simulated',
      providerOrderId: `order_dash_${++paymentSeq}`,
      purpose: 'order',
      orderId: advanced,
      amountPaise: 10_000,
      status: 'captured',
      capturedAt: new Date('2026-12-01T04:30:00Z'),
    });
  await db()
    .update(orders)
    .set({
      paymentStatus: 'completed',
      codCollectedPaise: 44_000,
      codCollectedAt: new Date('2026-12-03T10:00:00Z'),
      codRemittedAt: new Date('2026-12-05T00:00:00+05:30'),
    })
    .where(eq(orders.id, advanced));
  // The cash customer's next order, paid online: they are returning (their COD order was paid in cash).
  await paidOrder('2026-12-03T11:00:00Z', 19_900, { email: 'Cash@example.in', placedAt: '2026-12-03T10:50:00Z', orderStatus: 'delivered' });

  const dealerId = (await insertDealer(db())).id;
  await db()
    .insert(dealerCreditTransactions)
    .values([
      {
        dealerId,
        type: 'purchase',
        amount: 100,
        balanceAfter: 100,
        paymentAmountPaise: 150_000,
        paymentStatus: 'completed',
        createdAt: new Date('2026-11-20T05:00:00Z'),
      },
      {
        dealerId,
        type: 'purchase',
        amount: 50,
        balanceAfter: 150,
        paymentAmountPaise: 75_000,
        paymentStatus: 'completed',
        createdAt: new Date('2026-11-27T05:00:00Z'),
      },
      { dealerId, type: 'purchase_intent', amount: 500, paymentStatus: 'pending', createdAt: new Date('2026-11-27T06:00:00Z') },
      { dealerId, type: 'order', amount: -30, balanceAfter: 120, paymentStatus: 'completed', createdAt: new Date('2026-11-28T05:00:00Z') },
      {
        dealerId,
        type: 'admin_adjustment',
        amount: -5,
        balanceAfter: 115,
        paymentStatus: 'completed',
        createdAt: new Date('2026-11-28T06:00:00Z'),
      },
      { dealerId, type: 'order', amount: -15, balanceAfter: 100, paymentStatus: 'completed', createdAt: new Date('2026-11-28T18:30:00Z') },
    ]);

  const YELLOW_ON_BLACK = {
    colourKey: 'ffff00-on-000000',
    colourName: 'Yellow on black',
    fontColor: 'ffff00',
    backgroundColor: '000000',
    textFilamentName: 'Yellow PLA',
    plateFilamentName: 'Black PLA',
  };
  const [printed, redo] = await db()
    .insert(plates)
    .values([
      {
        ...YELLOW_ON_BLACK,
        state: 'checked',
        createdAt: new Date('2026-11-27T02:00:00Z'),
        printedAt: new Date('2026-11-27T04:00:00Z'),
        checkedAt: new Date('2026-11-27T05:00:00Z'),
      },
      { ...YELLOW_ON_BLACK, state: 'queued', createdAt: new Date('2026-11-28T02:00:00Z') },
    ])
    .returning({ id: plates.id });
  await db()
    .insert(plateKeychains)
    .values([
      { plateId: printed!.id, orderId: refunded.orderId, keychainIndex: 0, slot: 0, result: 'failed' },
      { plateId: printed!.id, orderId: refunded.orderId, keychainIndex: 1, slot: 1, result: 'passed' },
      { plateId: redo!.id, orderId: refunded.orderId, keychainIndex: 0, slot: 0 },
    ]);
});

describe('GET /api/admin/dashboard', () => {
  it('counts India days, nets refunds paid out, and compares with the days before', async () => {
    const res = await dashboard('from=2026-11-27&to=2026-11-28');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.previousFrom).toBe('2026-11-25');
    expect(body.previousTo).toBe('2026-11-26');
    expect(body.salesByDay).toEqual([
      { date: '2026-11-27', salesPaise: 25_000, orders: 2, keychains: 3 },
      { date: '2026-11-28', salesPaise: 30_000 - 12_000, orders: 1, keychains: 3 },
    ]);
    expect(body.totals).toMatchObject({
      salesPaise: 43_000,
      paidPaise: 55_000,
      refundsPaise: 12_000,
      refunds: 1,
      orders: 3,
      keychains: 6,
      averageOrderPaise: Math.round(55_000 / 3),
      paymentMix: [
        { method: 'online', paidPaise: 55_000, orders: 3 },
        { method: 'cod', paidPaise: 0, orders: 0 },
      ],
    });
    // Asha paid on the 26th (by a differently written e-mail): returning; Ravi and the slow payer are new.
    expect(body.totals.newCustomers).toBe(2);
    expect(body.totals.returningCustomers).toBe(1);
    expect(body.previous).toMatchObject({ salesPaise: 10_000, orders: 1, keychains: 1, refundsPaise: 0, newCustomers: 1 });
  });

  it('counts cash on delivery as sales: the payment mix shows cod, an advance under cod, each amount on its own day', async () => {
    const res = await dashboard('from=2026-12-01&to=2026-12-05');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals.paymentMix).toEqual([
      { method: 'online', paidPaise: 19_900, orders: 1 },
      { method: 'cod', paidPaise: 10_000 + 54_000 + 44_000, orders: 2 },
    ]);
    expect(body.totals).toMatchObject({
      paidPaise: 127_900,
      salesPaise: 127_900,
      orders: 3,
      keychains: 4,
      newCustomers: 2,
      returningCustomers: 0,
    });
    // The advance's order counts on its day (1 Dec), its cash on 3 Dec; the collected order on 2 Dec.
    expect(body.salesByDay.slice(0, 3)).toEqual([
      { date: '2026-12-01', salesPaise: 10_000, orders: 1, keychains: 1 },
      { date: '2026-12-02', salesPaise: 54_000, orders: 1, keychains: 2 },
      { date: '2026-12-03', salesPaise: 44_000 + 19_900, orders: 1, keychains: 1 },
    ]);
    // On 3 Dec alone the cash customer is returning: their collected COD order was a paid order.
    const third = (await dashboard('from=2026-12-03&to=2026-12-03')).json();
    expect(third.totals).toMatchObject({ newCustomers: 0, returningCustomers: 1 });
    expect(third.totals.paymentMix).toEqual([
      { method: 'online', paidPaise: 19_900, orders: 1 },
      { method: 'cod', paidPaise: 44_000, orders: 0 },
    ]);
  });

  it('adds output tax of invoices and takes off credit notes issued in the range', async () => {
    const body = (await dashboard('from=2026-11-27&to=2026-11-28')).json();
    expect(body.gst).toEqual({ cgstPaise: 450, sgstPaise: 450, igstPaise: 3_600, taxablePaise: 25_000, invoices: 2, creditNotes: 1 });
  });

  it('counts dealer credits sold and used in the range and what is still owed at its end', async () => {
    const body = (await dashboard('from=2026-11-27&to=2026-11-28')).json();
    expect(body.dealers).toEqual({
      creditsSold: 50,
      creditsSoldPaise: 75_000,
      creditsUsed: 30,
      creditsAdjusted: -5,
      creditsOutstanding: 115,
    });
    const later = (await dashboard('from=2026-11-29&to=2026-11-29')).json();
    expect(later.dealers).toMatchObject({ creditsSold: 0, creditsUsed: 15, creditsOutstanding: 100 });
  });

  it('shows the print room: plates printed, keychains failed and reprinted, orders waiting', async () => {
    const body = (await dashboard('from=2026-11-27&to=2026-11-28')).json();
    expect(body.printRoom).toEqual({
      platesPrinted: 1,
      keychainsFailed: 1,
      keychainsReprinted: 1,
      ordersToPrint: 5,
      ordersToShip: 0,
      oldestWaitingAt: '2026-10-01T10:00:00.000Z',
    });
  });

  it('lists the fonts, colours and scripts of the keychains paid for', async () => {
    const body = (await dashboard('from=2026-11-27&to=2026-11-28')).json();
    expect(body.top.fonts.map((f: { keychains: number }) => f.keychains)).toEqual([4, 2]);
    expect(body.top.colours).toHaveLength(1);
    expect(body.top.colours[0].keychains).toBe(6);
    expect(body.top.scripts).toEqual([{ name: 'Latin', keychains: 6 }]);
  });

  it('answers every day of the range, with zeros on quiet days', async () => {
    const body = (await dashboard('from=2026-11-01&to=2026-11-30')).json();
    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay[0]).toEqual({ date: '2026-11-01', salesPaise: 0, orders: 0, keychains: 0 });
    expect(body.previousFrom).toBe('2026-10-02');
  });

  it.each([
    ['from=2026-11-28&to=2026-11-27', 'The range starts after it ends'],
    ['from=2025-01-01&to=2026-11-27', 'A range is at most 400 days'],
    ['from=2026-02-30&to=2026-03-01', 'Not a calendar date'],
    ['from=27-11-2026&to=2026-11-28', 'Use a date as YYYY-MM-DD'],
    ['to=2026-11-28', ''],
  ])('refuses %s with a 400 and the reason', async (query, reason) => {
    const res = await dashboard(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    if (reason) expect(JSON.stringify(res.json())).toContain(reason);
  });

  it('is for signed-in staff only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard?from=2026-11-27&to=2026-11-28' });
    expect(res.statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a slow dashboard (PostgreSQL)', () => {
  const sqlState = (error: unknown) => {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  };

  it('is cancelled by its statement timeout, and the tab gets a 503 with Retry-After instead of hanging', async () => {
    // Another session holds the plates table: the print room's query waits behind it.
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table plates in access exclusive mode');
    try {
      const started = Date.now();
      const error = await getDashboard(db(), {
        from: '2026-11-01',
        to: '2026-11-27',
        channels: SALES_CHANNELS,
        statementTimeoutMs: 150,
      }).catch((e: unknown) => e);
      expect(sqlState(error)).toBe('57014'); // query_canceled by statement_timeout
      expect(Date.now() - started).toBeLessThan(3_000);
      // The route's own limits end the wait (lock_timeout before its 10 s statement timeout): a 503, never a hang.
      const res = await dashboard('from=2026-11-01&to=2026-11-27');
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toBeTruthy();
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
  });
});
