/**
 * Orders side of the back office: timeline, payment filter, paid revenue, label PDF, CSV exports.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import type { TestApp } from '../../../../tests/setup/test-db';
import { customizationOptions, dealerCreditTransactions, orderEvents, payments, shipments } from '../../db/schema/index';
import { escapeCsvCell } from '../../lib/csv';
import { insertOrder, jsonHeaders } from '#tests/support/admin';
import { insertDealer } from '#tests/support/dealer';
import { withAdminOrdersApp } from '#tests/support/admin-app';
import { keychainWithColours } from '#tests/factories/orders';

let t: TestApp;
let cookie: string;
withAdminOrdersApp((app, session) => {
  t = app;
  cookie = session;
});

const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ method: 'GET', url, headers });
const ids = (body: { orders: { id: number }[] }) => body.orders.map((o) => o.id).sort((a, b) => a - b);

function csvRows(body: string): Record<string, string>[] {
  return parse<Record<string, string>>(body, { columns: true, bom: true, skip_empty_lines: true });
}

describe('GET /api/admin/orders/:id/timeline', () => {
  it('lists placing, the gateway order, the payment and the status changes, oldest first', async () => {
    const t0 = Date.now() - 3_600_000;
    const id = await insertOrder(t.database.db, { createdAt: new Date(t0) });
    await t.database.db.insert(payments).values({
      provider: 'razorpay',
      providerOrderId: 'order_TL1',
      purpose: 'order',
      orderId: id,
      amountPaise: 19900,
      status: 'captured',
      providerPaymentId: 'pay_TL1',
      createdAt: new Date(t0 + 60_000),
    });
    await t.database.db.insert(orderEvents).values({
      orderId: id,
      type: 'paid',
      fromStatus: 'pending',
      toStatus: 'completed',
      actor: 'payment:webhook',
      detail: 'Payment pay_TL1 captured',
      createdAt: new Date(t0 + 120_000),
    });
    for (const orderStatus of ['processing', 'shipped']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}`,
        payload: { orderStatus },
        headers: { ...jsonHeaders, cookie },
      });
      expect(res.statusCode).toBe(200);
    }

    const res = await get(`/api/admin/orders/${id}/timeline`);
    expect(res.statusCode).toBe(200);
    const timeline = res.json<
      {
        at: string;
        kind: string;
        from: string | null;
        to: string | null;
        actor: string;
        detail: string | null;
      }[]
    >();
    expect(timeline.map(({ kind, from, to, actor }) => [kind, from, to, actor])).toEqual([
      ['status', null, 'pending', 'customer'],
      ['payment', null, 'created', 'payment:razorpay'],
      ['payment', 'pending', 'completed', 'payment:webhook'],
      ['status', 'pending', 'processing', 'staff:Owner'],
      ['status', 'processing', 'shipped', 'staff:Owner'],
    ]);
    expect(timeline[1]!.detail).toContain('order_TL1');
    expect(timeline[2]!.detail).toContain('pay_TL1');
    const times = timeline.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('says a dealer placed a dealer order', async () => {
    const id = await insertOrder(t.database.db, { orderType: 'dealer' });
    expect((await get(`/api/admin/orders/${id}/timeline`)).json()[0]).toMatchObject({ kind: 'status', actor: 'dealer' });
  });

  it('answers 404, 400 and 401 and never leaks', async () => {
    expect((await get('/api/admin/orders/999999/timeline')).statusCode).toBe(404);
    expect((await get('/api/admin/orders/abc/timeline')).statusCode).toBe(400);
    const id = await insertOrder(t.database.db);
    expect((await get(`/api/admin/orders/${id}/timeline`, {})).statusCode).toBe(401);
  });
});

describe('Orders tab filters and figures', () => {
  it('filters by payment status, combined with the status filter and the search', async () => {
    const paidPending = await insertOrder(t.database.db, { paymentStatus: 'completed', customerName: 'Meera Paid' });
    const paidShipped = await insertOrder(t.database.db, {
      paymentStatus: 'completed',
      orderStatus: 'shipped',
      customerName: 'Meera Shipped',
    });
    const failed = await insertOrder(t.database.db, { paymentStatus: 'failed', customerName: 'Meera Failed' });
    const unpaid = await insertOrder(t.database.db, { customerName: 'Ravi Unpaid' });

    expect(ids((await get('/api/admin/orders?paymentStatus=completed')).json())).toEqual([paidPending, paidShipped]);
    expect(ids((await get('/api/admin/orders?paymentStatus=failed')).json())).toEqual([failed]);
    expect(ids((await get('/api/admin/orders?paymentStatus=pending')).json())).toEqual([unpaid]);
    expect(ids((await get('/api/admin/orders?paymentStatus=completed&status=shipped')).json())).toEqual([paidShipped]);
    expect(ids((await get('/api/admin/orders?paymentStatus=completed&q=meera')).json())).toEqual([paidPending, paidShipped]);
    const body = (await get('/api/admin/orders?paymentStatus=completed&status=pending&q=meera')).json();
    expect(ids(body)).toEqual([paidPending]);
    expect(body.total).toBe(1);
    expect((await get('/api/admin/orders?paymentStatus=paid')).statusCode).toBe(400);
  });

  it('"#12" finds order 12 alone, not names or phones with 12 in them', async () => {
    for (let i = 0; i < 12; i++) await insertOrder(t.database.db);
    await insertOrder(t.database.db, { customerName: 'Flat #12 Trader', customerPhone: '+91 9812121212' });
    const body = (await get(`/api/admin/orders?q=${encodeURIComponent('#12')}`)).json();
    expect(ids(body)).toEqual([12]);
    expect(ids((await get(`/api/admin/orders?q=${encodeURIComponent('#12')}&paymentStatus=completed`)).json())).toEqual([]);
    expect((await get(`/api/admin/orders?q=${encodeURIComponent('#99999999999')}`)).json().total).toBe(0);
  });

  it('counts each rupee once: shop sales paid, dealer credit sales paid, and orders paid by credits apart', async () => {
    await insertOrder(t.database.db, { totalPaise: 19900, paymentStatus: 'completed' });
    await insertOrder(t.database.db, { totalPaise: 51050, paymentStatus: 'completed' });
    await insertOrder(t.database.db, { totalPaise: 30000 });
    await insertOrder(t.database.db, { totalPaise: 17000, paymentStatus: 'completed', orderStatus: 'refunded' });
    await insertOrder(t.database.db, { totalPaise: 130000, paymentStatus: 'completed', orderType: 'dealer', quantity: 10 });
    const dealer = await insertDealer(t.database.db);
    await t.database.db.insert(dealerCreditTransactions).values([
      { dealerId: dealer.id, type: 'purchase', amount: 10, balanceAfter: 10, paymentAmountPaise: 130000, paymentStatus: 'completed' },
      {
        dealerId: dealer.id,
        type: 'purchase_intent',
        amount: 20,
        balanceAfter: null,
        paymentAmountPaise: 260000,
        paymentStatus: 'pending',
      },
    ]);
    const stats = (await get('/api/admin/orders')).json().stats;
    expect(stats).toMatchObject({ shopSalesPaid: '709.50', dealerCreditSalesPaid: '1300.00', creditOrders: 1, creditsUsed: 10 });
    await t.database.db.delete(dealerCreditTransactions).where(eq(dealerCreditTransactions.dealerId, dealer.id));
  });
});

describe('GET /api/admin/orders/ids', () => {
  it('lists the ids matching the filters, newest first, at most 200, with the full count', async () => {
    const paid = [];
    for (let i = 0; i < 3; i++) paid.push(await insertOrder(t.database.db, { paymentStatus: 'completed' }));
    await insertOrder(t.database.db);
    expect((await get('/api/admin/orders/ids?paymentStatus=completed')).json()).toEqual({ ids: [...paid].reverse(), total: 3 });
    await t.database.db.execute(sql`
      insert into orders (customer_email, customer_name, customer_phone, keychains, quantity, total_paise, shipping_address)
      select 'many' || g || '@example.in', 'Many ' || g, '+91 9000000000', '[]'::jsonb, 1, 19900,
             '{"street":"1","city":"Pune","state":"Maharashtra","zipCode":"411001","country":"India"}'::jsonb
      from generate_series(1, 210) g`);
    const many = (await get('/api/admin/orders/ids?q=many')).json();
    expect(many.ids).toHaveLength(200);
    expect(many.total).toBe(210);
    expect((await get('/api/admin/orders/ids?status=nope')).statusCode).toBe(400);
    expect((await get('/api/admin/orders/ids', {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/labels.pdf', () => {
  it('makes one 4×6 page per order, in the order asked, repeated ids once', async () => {
    const a = await insertOrder(t.database.db, { customerName: 'Asha "Ash" Verma, Jr.' });
    const b = await insertOrder(t.database.db, { customerName: 'रवि कुमार' });
    const c = await insertOrder(t.database.db);
    const res = await get(`/api/admin/orders/labels.pdf?ids=${c},${a},${b},${a}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(3);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 288, height: 432 });
  });

  it('refuses unknown orders, bad lists and strangers without printing anything', async () => {
    const a = await insertOrder(t.database.db);
    const missing = await get(`/api/admin/orders/labels.pdf?ids=${a},999998,999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Orders not found: 999998, 999999');
    for (const query of [
      '',
      '?ids=',
      '?ids=1,,2',
      '?ids=abc',
      '?ids=0',
      `?ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await get(`/api/admin/orders/labels.pdf${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get(`/api/admin/orders/labels.pdf?ids=${a}`, {})).statusCode).toBe(401);
  });

  it('prints no label for a cancelled order: 400 naming it, nothing printed', async () => {
    const live = await insertOrder(t.database.db);
    const cancelled = await insertOrder(t.database.db, { orderStatus: 'cancelled' });
    const res = await get(`/api/admin/orders/labels.pdf?ids=${live},${cancelled}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `No shipping label for a cancelled order: #${cancelled}` });
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('writes one line per keychain with the issue columns, quoting commas and quotes, names for fonts and colours', async () => {
    await t.database.db.update(customizationOptions).set({ isActive: false }).where(eq(customizationOptions.value, 'chewy'));
    const id = await insertOrder(t.database.db, {
      customerName: 'Asha "Ash" Verma, Jr.',
      customerPhone: '+91 98765 43210',
      customerEmail: 'asha.verma@example.in',
      paymentId: 'pay_csv_1',
      keychains: [
        keychainWithColours('Asha', 'pacifico', 'green', 'Green, on black'),
        { customText: 'Ravi', fontFamily: 'chewy', textColor: 'orange' },
      ],
      quantity: 2,
      totalPaise: 36100,
      paymentStatus: 'completed',
      orderStatus: 'processing',
      shippingAddress: {
        street: '1 MG Road',
        addressLine2: 'Flat 4B',
        city: 'Pune',
        state: 'Maharashtra',
        zipCode: '411001',
        country: 'India',
      },
    });
    await t.database.db
      .insert(shipments)
      .values({ orderId: id, provider: 'simulated', state: 'created', awb: 'SIM0000000042', courier: 'Simulated Express' });
    const res = await get('/api/admin/orders/export.csv');
    // Quoted text cells: the phone reaches a spreadsheet as text, with no apostrophe.
    expect(res.body).toContain('"+91 98765 43210"');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="chaabi-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvRows(res.body);
    // The columns, in this order, with every cell of the first line; the phone as typed, no apostrophe.
    const first = {
      'Order ID': String(id),
      Date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      Customer: 'Asha "Ash" Verma, Jr.',
      Phone: '+91 98765 43210',
      'E-mail': 'asha.verma@example.in',
      Street: '1 MG Road',
      'Line 2': 'Flat 4B',
      City: 'Pune',
      State: 'Maharashtra',
      'PIN code': '411001',
      Keychain: '1 of 2',
      Text: 'Asha',
      Font: 'Pacifico',
      Colours: 'Green, on black',
      'Unit price (INR)': '180.50',
      'Order total (INR)': '361.00',
      'Payment status': 'completed',
      'Payment ID': 'pay_csv_1',
      'Order status': 'processing',
      Courier: 'Simulated Express',
      AWB: 'SIM0000000042',
      'Coupon code': '',
      'Coupon discount (INR)': '0.00',
      'Prepaid discount (INR)': '0.00',
      'Payment method': 'Online',
      'COD to collect (INR)': '',
    };
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!)).toEqual(Object.keys(first));
    expect(rows[0]).toEqual(first);
    expect(rows[1]).toMatchObject({ Keychain: '2 of 2', Text: 'Ravi', Font: 'Chewy (hidden)', Customer: 'Asha "Ash" Verma, Jr.' });
    await t.database.db.update(customizationOptions).set({ isActive: true }).where(eq(customizationOptions.value, 'chewy'));
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    await insertOrder(t.database.db, {
      customerName: '=HYPERLINK("http://evil.example","click")',
      keychains: [{ customText: '@SUM', fontFamily: 'bangers', textColor: 'yellow' }],
      shippingAddress: { street: 'x', city: '+cmd', state: '-2+3', zipCode: '411001', country: 'India' },
    });
    const [row] = csvRows((await get('/api/admin/orders/export.csv')).body);
    expect(row!.Customer).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(row!.Text).toBe("'@SUM");
    expect(row!.City).toBe("'+cmd");
    expect(row!.State).toBe("'-2+3");
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+cmd|calc', "'+cmd|calc"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['+91 98765 43210', '+91 98765 43210'],
    ['-5', '-5'],
    ['Asha', 'Asha'],
  ])('escapes %j as %j (only what a spreadsheet would run)', (cell, written) => {
    expect(escapeCsvCell(cell)).toBe(written);
  });

  it('uses the same filters as the list and streams more than one batch', async () => {
    const paid = await insertOrder(t.database.db, { paymentStatus: 'completed', orderStatus: 'shipped' });
    await insertOrder(t.database.db, { paymentStatus: 'completed' });
    await insertOrder(t.database.db, { orderStatus: 'shipped' });
    const filtered = csvRows((await get('/api/admin/orders/export.csv?paymentStatus=completed&status=shipped')).body);
    expect(filtered.map((r) => r['Order ID'])).toEqual([String(paid)]);
    expect(csvRows((await get(`/api/admin/orders/export.csv?q=${encodeURIComponent(`#${paid}`)}`)).body)).toHaveLength(1);
    expect((await get('/api/admin/orders/export.csv?status=lost')).statusCode).toBe(400);
    expect((await get('/api/admin/orders/export.csv', {})).statusCode).toBe(401);

    await t.database.db.execute(sql`
      insert into orders (customer_email, customer_name, customer_phone, keychains, quantity, total_paise, shipping_address, created_at)
      select 'bulk' || g || '@example.in', 'Bulk ' || g, '+91 9000000000',
             '[{"customText":"Bulk","fontFamily":"bangers","textColor":"yellow"}]'::jsonb, 1, 19900,
             '{"street":"1 MG Road","city":"Pune","state":"Maharashtra","zipCode":"411001","country":"India"}'::jsonb,
             now() - make_interval(secs => g)
      from generate_series(1, 1200) g`);
    const all = csvRows((await get('/api/admin/orders/export.csv?q=bulk')).body);
    expect(all).toHaveLength(1200);
    expect(new Set(all.map((r) => r['Order ID'])).size).toBe(1200);
  });
});

describe('GET /api/admin/dealers/:dealerId/ledger.csv', () => {
  it('exports the balance changes newest first, and 404s for an unknown dealer', async () => {
    const dealer = await insertDealer(t.database.db, { credits: 12 });
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/dealers/remove-credits',
      payload: { dealerId: dealer.id, credits: 2, reason: 'Returned, "damaged"' },
      headers: { ...jsonHeaders, cookie },
    });
    expect(removed.statusCode).toBe(200);
    const res = await get(`/api/admin/dealers/${dealer.id}/ledger.csv`);
    expect(res.statusCode).toBe(200);
    const rows = csvRows(res.body);
    expect(rows.map((r) => [r.Entry, r.Credits, r['Balance after'], r.Reason])).toEqual([
      ['Admin adjustment', '-2', '10', 'Returned, "damaged"'],
      ['Admin adjustment', '12', '12', 'test setup'],
    ]);
    expect((await get('/api/admin/dealers/999999/ledger.csv')).statusCode).toBe(404);
    expect((await get(`/api/admin/dealers/${dealer.id}/ledger.csv`, {})).statusCode).toBe(401);
  });
});
