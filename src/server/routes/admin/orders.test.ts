import { describe, expect, it } from 'vitest';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../../tests/setup/test-db';
import { orderEvents, orders } from '../../db/schema/index';
import { listAdminOrders } from '../../services/admin/list-admin-orders';
import { insertOrder, jsonHeaders } from '#tests/support/admin';
import { withAdminOrdersApp } from '#tests/support/admin-app';
import { keychainWithColours, PUNE_ADDRESS_WITH_FLAT } from '#tests/factories/orders';

let t: TestApp;
let cookie: string;
withAdminOrdersApp((app, session) => {
  t = app;
  cookie = session;
});

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    orders: { id: number; [k: string]: unknown }[];
    total: number;
    page: number;
    pageSize: number;
    stats: Record<string, unknown>;
    nextCursor: string | null;
  }>();
}

function patch(id: number | string, payload: unknown, headers: Record<string, string> = { cookie }) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}`,
    payload: payload as object,
    headers: { ...jsonHeaders, ...headers },
  });
}

const DAY = 86_400_000;

describe('GET /api/admin/orders', () => {
  it('answers every admin order read uncached', async () => {
    const id = await insertOrder(t.database.db);
    for (const url of ['/api/admin/orders', '/api/admin/orders/ids', `/api/admin/orders/${id}/timeline`, '/api/admin/print-queue']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lists orders newest first with every field of the Orders tab', async () => {
    const older = await insertOrder(t.database.db, { createdAt: new Date(Date.now() - 2 * DAY) });
    const newer = await insertOrder(t.database.db, {
      customerName: 'Asha Verma',
      customerPhone: '+91 9876543210',
      keychains: [keychainWithColours('Asha', 'pacifico', 'green'), { customText: 'Ravi', fontFamily: 'chewy', textColor: 'orange' }],
      quantity: 2,
      totalPaise: 36000,
      paymentId: 'pay_123',
      paymentStatus: 'completed',
      shippingAddress: PUNE_ADDRESS_WITH_FLAT,
    });
    const body = await list();
    expect(body.orders.map((o) => o.id)).toEqual([newer, older]);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(body.orders[0]).toMatchObject({
      id: newer,
      customerName: 'Asha Verma',
      customerPhone: '+91 9876543210',
      dealerId: null,
      dealerName: null,
      orderType: 'direct',
      quantity: 2,
      totalPrice: '360.00',
      paymentId: 'pay_123',
      paymentStatus: 'completed',
      orderStatus: 'pending',
      customText: 'Asha',
      fontFamily: 'pacifico',
      textColor: 'green',
      shippingAddress: PUNE_ADDRESS_WITH_FLAT,
    });
    expect(body.orders[0]!.keychains).toEqual([
      {
        customText: 'Asha',
        fontFamily: 'pacifico',
        textColor: 'green',
        colorCombination: { fontColor: '#4ade80', backgroundColor: '#052e16', displayName: 'Green' },
      },
      { customText: 'Ravi', fontFamily: 'chewy', textColor: 'orange' },
    ]);
    expect(new Date(body.orders[0]!.createdAt as string).toISOString()).toBe(body.orders[0]!.createdAt);
  });

  it('gives null single-design fields for an order without keychains', async () => {
    await insertOrder(t.database.db, { keychains: [] });
    const [order] = (await list()).orders;
    expect(order).toMatchObject({ customText: null, fontFamily: null, textColor: null, keychains: [] });
  });

  it('computes the stat cards over all orders whatever the filter: only paid shop orders are shop sales', async () => {
    await insertOrder(t.database.db, { totalPaise: 19900 });
    await insertOrder(t.database.db, { totalPaise: 51000, orderStatus: 'shipped' });
    await insertOrder(t.database.db, { totalPaise: 130050, paymentStatus: 'failed', createdAt: new Date(Date.now() - 3 * DAY) });
    const body = await list('?status=shipped');
    expect(body.total).toBe(1);
    expect(body.stats).toEqual({
      totalOrders: 3,
      pendingOrders: 2,
      todaysOrders: 2,
      shopSalesPaid: '0.00',
      dealerCreditSalesPaid: '0.00',
      creditOrders: 0,
      creditsUsed: 0,
    });
  });

  it('answers zero figures when there are no orders', async () => {
    const body = await list();
    expect(body).toMatchObject({
      orders: [],
      total: 0,
      stats: {
        totalOrders: 0,
        pendingOrders: 0,
        todaysOrders: 0,
        shopSalesPaid: '0.00',
        dealerCreditSalesPaid: '0.00',
        creditOrders: 0,
        creditsUsed: 0,
      },
    });
  });

  it("counts today's orders on India's calendar, not UTC's", async () => {
    // 2026-03-10T19:00Z is 00:30 on 11 March in India; India's day began at 2026-03-10T18:30Z.
    const now = new Date('2026-03-10T19:00:00Z');
    await insertOrder(t.database.db, { createdAt: new Date('2026-03-10T18:29:59.999Z') }); // 23:59:59.999 IST on the 10th
    await insertOrder(t.database.db, { createdAt: new Date('2026-03-10T18:30:00.000Z') }); // 00:00 IST on the 11th
    await insertOrder(t.database.db, { createdAt: new Date('2026-03-10T12:00:00Z') }); // same UTC date, previous IST date
    await insertOrder(t.database.db, { createdAt: new Date('2026-03-11T18:29:59Z') }); // 23:59:59 IST on the 11th
    await insertOrder(t.database.db, { createdAt: new Date('2026-03-11T18:30:00Z') }); // 00:00 IST on the 12th
    const result = await listAdminOrders(t.database.db, { page: 1, pageSize: 50, now });
    expect(result.stats.todaysOrders).toBe(2);
    const later = await listAdminOrders(t.database.db, { page: 1, pageSize: 50, now: new Date('2026-03-10T18:29:00Z') });
    expect(later.stats.todaysOrders).toBe(2); // the 10th in India: 12:00Z and 18:29:59.999Z
  });

  it('filters by order status', async () => {
    await insertOrder(t.database.db, { orderStatus: 'pending' });
    const shipped = await insertOrder(t.database.db, { orderStatus: 'shipped' });
    await insertOrder(t.database.db, { orderStatus: 'delivered' });
    const body = await list('?status=shipped');
    expect(body.orders.map((o) => o.id)).toEqual([shipped]);
    expect(body.total).toBe(1);
  });

  it('refuses an unknown status filter and a page size above 200', async () => {
    for (const q of ['?status=lost', '?pageSize=201', '?page=0', '?pageSize=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders${q}`, headers: { cookie } });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('searches customer name, email, phone and order id, case-insensitively', async () => {
    const asha = await insertOrder(t.database.db, {
      customerName: 'Asha Verma',
      customerEmail: 'asha@example.in',
      customerPhone: '+91 9876543210',
    });
    const ravi = await insertOrder(t.database.db, {
      customerName: 'Ravi Kumar',
      customerEmail: 'rk@mail.com',
      customerPhone: '+91 9123456789',
    });
    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).orders.map((o) => o.id).sort();
    expect(await ids('asha')).toEqual([asha]);
    expect(await ids('VERMA')).toEqual([asha]);
    expect(await ids('mail.com')).toEqual([ravi]);
    expect(await ids('9123456789')).toEqual([ravi]);
    expect(await ids('+91 98765 43210')).toEqual([asha]);
    expect(await ids(`#${ravi}`)).toEqual([ravi]);
    expect(await ids(String(asha))).toContain(asha); // a bare number also matches phone digits
    expect(await ids('nobody')).toEqual([]);
    expect(await ids('   ')).toEqual([asha, ravi].sort());
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    await insertOrder(t.database.db, { customerName: 'Plain Name' });
    const pct = await insertOrder(t.database.db, { customerName: '100% Cotton' });
    expect((await list('?q=%25')).orders.map((o) => o.id)).toEqual([pct]);
    expect((await list('?q=_')).orders).toEqual([]);
  });

  it('combines search and status filter, and counts the filtered total', async () => {
    await insertOrder(t.database.db, { customerName: 'Asha One', orderStatus: 'pending' });
    const two = await insertOrder(t.database.db, { customerName: 'Asha Two', orderStatus: 'confirmed' });
    await insertOrder(t.database.db, { customerName: 'Ravi', orderStatus: 'confirmed' });
    const body = await list('?q=asha&status=confirmed');
    expect(body.orders.map((o) => o.id)).toEqual([two]);
    expect(body.total).toBe(1);
  });

  it('pages through orders newest first without gaps or repeats', async () => {
    const base = Date.now() - 10 * DAY;
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await insertOrder(t.database.db, { createdAt: new Date(base + i * 60_000) }));
    // two orders created in the same instant are still ordered (by id)
    ids.push(await insertOrder(t.database.db, { createdAt: new Date(base + 6 * 60_000) }));
    const expected = [...ids].reverse().sort((a, b) => b - a);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = await list(`?page=${page}&pageSize=3`);
      expect(body).toMatchObject({ total: 8, page, pageSize: 3 });
      seen.push(...body.orders.map((o) => o.id));
    }
    expect(seen).toEqual(expected);
    expect((await list('?page=4&pageSize=3')).orders).toEqual([]);
  });

  it('continues each page after the last by its cursor, with no gaps or repeats while orders arrive', async () => {
    const base = Date.now() - 10 * DAY;
    for (let i = 0; i < 7; i += 1) await insertOrder(t.database.db, { createdAt: new Date(base + i * 60_000) });
    // Three orders within one millisecond, apart by microseconds: a millisecond cursor would skip or repeat them.
    await t.database.db.execute(
      sql`update orders set created_at = ${new Date(base + 3 * 60_000).toISOString()}::timestamptz + (id * interval '1 microsecond') where id in (2, 3, 4)`,
    );
    const expected = (await t.database.db.select({ id: orders.id }).from(orders).orderBy(desc(orders.createdAt), desc(orders.id))).map(
      (o) => o.id,
    );
    const first = await list('?pageSize=3');
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(first.nextCursor).toEqual(expect.any(String));
    // New orders arrive between pages: newer than the cursor, so they belong before page 1.
    const newer = [await insertOrder(t.database.db), await insertOrder(t.database.db)];
    const seen = first.orders.map((o) => o.id);
    let cursor: string | null = first.nextCursor;
    for (let page = 2; cursor; page += 1) {
      const body = await list(`?pageSize=3&page=${page}&cursor=${cursor}`);
      expect(body.total).toBe(9);
      seen.push(...body.orders.map((o) => o.id));
      cursor = body.nextCursor;
    }
    expect(seen).toEqual(expected);
    expect(seen).not.toEqual(expect.arrayContaining(newer));
  });

  it('refuses a cursor it did not give out with a 400 and the reason', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["yesterday",1]').toString('base64url'), 'a%20b']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?cursor=${cursor}`, headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(/cursor/i);
    }
  });
});

describe('PATCH /api/admin/orders/:id', () => {
  it('changes the status and records who changed it, from and to', async () => {
    const id = await insertOrder(t.database.db);
    const res = await patch(id, { orderStatus: 'shipped' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, orderStatus: 'shipped', status: 'shipped' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.orderStatus).toBe('shipped');
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'status_changed', fromStatus: 'pending', toStatus: 'shipped', actor: 'staff:Owner' });
  });

  it('allows any status from any other, including backwards (docs/product.md#4-states-and-transitions)', async () => {
    const id = await insertOrder(t.database.db, { orderStatus: 'delivered' });
    for (const status of ['pending', 'processing', 'confirmed', 'cancelled', 'refunded', 'delivered']) {
      expect((await patch(id, { orderStatus: status })).statusCode).toBe(200);
    }
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      ['delivered', 'pending'],
      ['pending', 'processing'],
      ['processing', 'confirmed'],
      ['confirmed', 'cancelled'],
      ['cancelled', 'refunded'],
      ['refunded', 'delivered'],
    ]);
  });

  it('records nothing when the status is already the requested one', async () => {
    const id = await insertOrder(t.database.db, { orderStatus: 'confirmed' });
    expect((await patch(id, { orderStatus: 'confirmed' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toHaveLength(0);
  });

  it('answers 400 for a status outside the list, a missing one, and a non-numeric id', async () => {
    const id = await insertOrder(t.database.db);
    for (const body of [{ orderStatus: 'lost' }, {}, { orderStatus: 'SHIPPED' }]) {
      const res = await patch(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    expect((await patch('abc', { orderStatus: 'shipped' })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.orderStatus).toBe('pending');
  });

  it('answers 404 for an unknown order', async () => {
    const res = await patch(999_999, { orderStatus: 'shipped' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 401 without the admin session, before looking at the body', async () => {
    const id = await insertOrder(t.database.db);
    expect((await patch(id, { orderStatus: 'shipped' }, {})).statusCode).toBe(401);
    expect((await patch(id, { orderStatus: 'nonsense' }, {})).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.orderStatus).toBe('pending');
  });

  it('keeps every change when the admin changes one order from two tabs at once', async () => {
    const id = await insertOrder(t.database.db);
    const results = await Promise.all(['confirmed', 'processing', 'shipped', 'delivered'].map((s) => patch(id, { orderStatus: s })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
    // a chain: each event starts where the previous one ended, ending at the stored status
    expect(events[0]!.fromStatus).toBe('pending');
    for (let i = 1; i < events.length; i += 1) expect(events[i]!.fromStatus).toBe(events[i - 1]!.toStatus);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(events.at(-1)!.toStatus).toBe(row!.orderStatus);
  });
});
